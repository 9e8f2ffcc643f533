import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '../../i18n';
import { Icon, Spinner } from '../../icons';
import { Button } from '../Button';
import { Empty } from '../Empty';
import { Timeline, type TimelineItem } from '../Timeline';
import type { Status } from '../types';

/** One changed field, as display values (labels of enums and lookups); null = empty. */
export interface AuditChange {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
}

export interface AuditEntry {
  key: string;
  /** YYYY-MM-DD HH:mm:ss */
  at: string;
  who: string;
  /** 新增、修改、删除、导入 or a state action's label (作废). */
  action: string;
  tone?: Status;
  changes: readonly AuditChange[];
}

export interface AuditTrailProps {
  entries: readonly AuditEntry[];
  loading?: boolean;
  /** The load failed: this message with 重试. */
  error?: ReactNode;
  onRetry?: () => void;
  'aria-label'?: string;
}

const Changes = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.sm};
  margin: 0;
  dt { color: ${(p) => p.theme.color.text.secondary}; }
  dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
`;

const Old = styled.span`
  color: ${(p) => p.theme.color.text.secondary};
  text-decoration: line-through;
`;

const Arrow = styled.span`
  margin: 0 ${(p) => p.theme.space.xxs};
  color: ${(p) => p.theme.color.text.tertiary};
`;

const State = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  padding: ${(p) => p.theme.space.sm} 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

const ErrorMark = styled.span`display: inline-flex; color: ${(p) => p.theme.color.error.default};`;
const ErrorText = styled.span`color: ${(p) => p.theme.color.error.text};`;

const shown = (v: string | null) => (v === null || v === '' ? t('lists.historyEmptyValue') : v);

function ChangeList({ changes }: { changes: readonly AuditChange[] }) {
  if (!changes.length) return <>{t('lists.historyNoChange')}</>;
  return (
    <Changes>
      {changes.map((c) => (
        <div key={c.field} style={{ display: 'contents' }}>
          <dt>{c.label}</dt>
          <dd>
            {c.from !== null && (
              <>
                <Old aria-label={`${t('lists.historyFrom')} ${shown(c.from)}`}>{shown(c.from)}</Old>
                <Arrow aria-hidden>→</Arrow>
              </>
            )}
            <span aria-label={c.from !== null ? `${t('lists.historyTo')} ${shown(c.to)}` : undefined}>{shown(c.to)}</span>
          </dd>
        </div>
      ))}
    </Changes>
  );
}

/**
 * A record's history (issue 15): who did what when, and each changed field old → new, newest
 * first. Loading, failed (with 重试) and empty states are distinct.
 */
export function AuditTrail({ entries, loading, error, onRetry, ...rest }: AuditTrailProps) {
  const label = rest['aria-label'] ?? t('lists.historyTitle');
  if (error) {
    return (
      <State role="alert" aria-label={label}>
        <ErrorMark aria-hidden><Icon name="error" size="sm" /></ErrorMark>
        <ErrorText>{error === true ? t('lists.historyFailed') : error}</ErrorText>
        {onRetry && <Button size="sm" onClick={onRetry}>{t('lists.historyRetry')}</Button>}
      </State>
    );
  }
  if (loading) return <State role="status" aria-label={label}><Spinner />{t('table.dataTable.loading')}</State>;
  if (!entries.length) return <Empty size="sm" description={t('lists.historyEmpty')} />;
  const items: TimelineItem[] = entries.map((e) => ({
    key: e.key,
    title: t('lists.historyBy', { name: e.who, action: e.action }),
    time: e.at.replace(' ', 'T'),
    status: e.tone ?? 'processing',
    remark: <ChangeList changes={e.changes} />,
  }));
  return <Timeline aria-label={label} items={items} />;
}
