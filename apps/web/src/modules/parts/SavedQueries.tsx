/**
 * 常用查询 (issue 15): name the current filters, pick them again later — kept per user on the
 * server under `queries:<system>.<resource>`, at most MAX_QUERIES, newest first.
 */
import { useState } from 'react';
import { Button } from '../../../../../src/components/Button';
import { Dialog } from '../../../../../src/components/Dialog';
import { DropdownMenu, type MenuEntry } from '../../../../../src/components/DropdownMenu';
import { Input } from '../../../../../src/components/Input';
import { message } from '../../../../../src/components/Message';
import { t } from '../../../../../src/i18n';
import type { ResourceDefinition } from '../../../../catalogue/src';
import { usePreference } from '../../preferences';
import type { Filters } from './FilterForm';

export interface SavedQuery {
  name: string;
  filters: Filters;
}

export const MAX_QUERIES = 20;
export const queriesKey = (r: ResourceDefinition) => `queries:${r.system}.${r.key}`;

function parseQueries(raw: unknown): SavedQuery[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter((q): q is SavedQuery => Boolean(q) && typeof q.name === 'string' && q.filters && typeof q.filters === 'object')
    .map((q) => ({ name: q.name, filters: Object.fromEntries(Object.entries(q.filters).filter(([, v]) => typeof v === 'string')) as Filters }));
}

export function SavedQueries({ resource, current, onApply }: { resource: ResourceDefinition; current: Filters; onApply: (filters: Filters) => void }) {
  const [queries, setQueries] = usePreference<SavedQuery[]>(queriesKey(resource), [], parseQueries);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');

  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) return void message.warning(t('lists.saveQueryEmpty'));
    setQueries((list) => [{ name: trimmed, filters: current }, ...list.filter((q) => q.name !== trimmed)].slice(0, MAX_QUERIES));
    void message.success(t('lists.saveQueryDone', { name: trimmed }));
    setNaming(false);
    setName('');
  };

  const items: MenuEntry[] = [
    ...(queries.length
      ? queries.flatMap((q): MenuEntry[] => [{ key: `apply-${q.name}`, label: q.name, onSelect: () => onApply(q.filters) }])
      : [{ type: 'label' as const, key: 'empty', label: t('lists.savedQueriesEmpty') }]),
    { type: 'separator', key: 'd1' },
    { key: 'save', label: t('lists.saveQuery'), icon: 'star', onSelect: () => setNaming(true) },
    ...queries.map((q): MenuEntry => ({ key: `delete-${q.name}`, label: t('lists.deleteQuery', { name: q.name }), icon: 'delete', danger: true, onSelect: () => setQueries((list) => list.filter((x) => x.name !== q.name)) })),
  ];

  return (
    <>
      <DropdownMenu items={items} align="start">
        <Button icon="star">{t('lists.savedQueries')}</Button>
      </DropdownMenu>
      <Dialog open={naming} onOpenChange={setNaming} title={t('lists.saveQuery')} size="sm" onOk={save}>
        <Input aria-label={t('lists.saveQueryName')} placeholder={t('lists.saveQueryPlaceholder')} value={name} maxLength={30}
          onChange={(e) => setName(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && save()} />
      </Dialog>
    </>
  );
}
