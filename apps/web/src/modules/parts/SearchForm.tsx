/** Collapsible search form built from a resource's filter fields (first three shown collapsed). */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { t } from '../../../../../src/i18n';
import { fieldsIn, type FieldDefinition, type ResourceDefinition } from '../../../../catalogue/src';
import { DateInput } from './controls';
import { FieldInput } from './FieldInput';
import type { OptionsByField } from './useLookups';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${(p) => p.theme.space.sm} ${(p) => p.theme.space.md};
  align-items: end;
`;
const Item = styled.label`display: grid; gap: ${(p) => p.theme.space.xxs}; color: ${(p) => p.theme.color.text.primary}; font-size: ${(p) => p.theme.font.size.sm};`;
const Range = styled.div`display: grid; grid-template-columns: 1fr 1fr; gap: ${(p) => p.theme.space.xxs};`;
const Buttons = styled.div`display: flex; gap: ${(p) => p.theme.space.xs}; justify-content: flex-end;`;

export type Filters = Record<string, string>;
const COLLAPSED = 3;

function keysOf(f: FieldDefinition): string[] {
  return f.filter === 'range' ? [`${f.key}Start`, `${f.key}End`] : [f.key];
}

export function SearchForm({ resource, options, onSearch }: { resource: ResourceDefinition; options: OptionsByField; onSearch: (filters: Filters) => void }) {
  const fields = fieldsIn(resource.fields, 'filter');
  const [draft, setDraft] = useState<Filters>({});
  const [expanded, setExpanded] = useState(false);
  if (!fields.length) return null;
  const shown = expanded ? fields : fields.slice(0, COLLAPSED);
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== '')));
  };
  return (
    <Form role="search" aria-label={t('modules.search')} onSubmit={submit}>
      {shown.map((f) => (
        <Item key={f.key}>
          {f.label}
          {f.filter === 'range' ? (
            <Range>
              <DateInput label={`${f.label}${t('modules.from')}`} kind="date" value={draft[`${f.key}Start`] ?? ''} onChange={(v) => set(`${f.key}Start`, v)} />
              <DateInput label={`${f.label}${t('modules.to')}`} kind="date" value={draft[`${f.key}End`] ?? ''} onChange={(v) => set(`${f.key}End`, v)} />
            </Range>
          ) : (
            <FieldInput field={f} value={draft[f.key] ?? ''} options={options[f.key]} onChange={(v) => set(f.key, v)} />
          )}
        </Item>
      ))}
      <Buttons>
        <Button htmlType="submit" variant="primary">{t('modules.search')}</Button>
        <Button onClick={() => { setDraft({}); onSearch({}); }}>{t('modules.reset')}</Button>
        {fields.length > COLLAPSED && (
          <Button variant="text" aria-expanded={expanded} onClick={() => setExpanded((x) => !x)}>{expanded ? t('modules.collapse') : t('modules.expand')}</Button>
        )}
      </Buttons>
    </Form>
  );
}

export { keysOf };
