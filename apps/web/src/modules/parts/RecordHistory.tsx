/** The 变更记录 of one record in its detail drawer (issue 15): the server's audit trail, labelled. */
import { useCallback, useEffect, useState } from 'react';
import { AuditTrail, type AuditEntry } from '../../../../../src/components/AuditTrail';
import type { Status } from '../../../../../src/components/types';
import { t } from '../../../../../src/i18n';
import type { ResourceDefinition } from '../../../../catalogue/src';
import { useModuleData, type HistoryEntry } from '../dataSource';
import { formatNumber } from './display';

const ACTIONS: Record<string, { label: Parameters<typeof t>[0]; tone: Status }> = {
  create: { label: 'lists.actionCreate', tone: 'success' },
  update: { label: 'lists.actionUpdate', tone: 'processing' },
  delete: { label: 'lists.actionDelete', tone: 'error' },
  import: { label: 'lists.actionImport', tone: 'success' },
};

const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : typeof v === 'number' ? formatNumber(v) : String(v));

/** Server entries as the AuditTrail shows them: action names from the catalogue (作废 …). */
export function auditEntries(resource: ResourceDefinition, history: readonly HistoryEntry[]): AuditEntry[] {
  return history.map((e, i) => {
    const known = ACTIONS[e.action];
    const state = (resource.actions ?? []).find((a) => a.key === e.action);
    return {
      key: `${e.at}-${i}`,
      at: e.at,
      who: e.userName || e.userId,
      action: known ? t(known.label) : (state?.label ?? t('lists.actionState')),
      tone: known?.tone ?? 'warning',
      changes: e.changes.map((c) => ({ field: c.field, label: c.label, from: text(c.old), to: text(c.new) })),
    };
  });
}

export function RecordHistory({ resource, id }: { resource: ResourceDefinition; id: number }) {
  const data = useModuleData();
  const [state, setState] = useState<{ entries: AuditEntry[]; loading: boolean; failed: boolean }>({ entries: [], loading: true, failed: false });
  const load = useCallback(async () => {
    if (!data.history) return setState({ entries: [], loading: false, failed: false });
    setState((s) => ({ ...s, loading: true, failed: false }));
    try {
      setState({ entries: auditEntries(resource, await data.history(resource, id)), loading: false, failed: false });
    } catch {
      setState({ entries: [], loading: false, failed: true });
    }
  }, [data, resource, id]);
  useEffect(() => void load(), [load]);
  return <AuditTrail entries={state.entries} loading={state.loading} error={state.failed || undefined} onRetry={() => void load()} />;
}
