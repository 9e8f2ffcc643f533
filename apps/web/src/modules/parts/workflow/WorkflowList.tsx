/**
 * A workflow resource's list: tabs 全部 / 我的 / 待签收 / 已超时 / 指挥中心 with their counts,
 * each the generic list with that scope. 我的待办 and 指挥中心 pages open on their tab.
 */
import { useCallback, useEffect, useState } from 'react';
import { Tabs } from '../../../../../../src/components/Tabs';
import { t } from '../../../../../../src/i18n';
import type { ResourceDefinition, WorkflowScope } from '../../../../../catalogue/src';
import { ResourceList } from '../ResourceList';
import { usePageAddress } from '../../pageAddress';
import { useWorkflowData, type WorkflowCounts } from './api';
import { FileResourceContext } from './FileField';

const SCOPES: { scope: WorkflowScope; label: string }[] = [
  { scope: 'all', label: t('workflow.scopeAll') },
  { scope: 'mine', label: t('workflow.scopeMine') },
  { scope: 'toSign', label: t('workflow.scopeToSign') },
  { scope: 'overdue', label: t('workflow.scopeOverdue') },
  { scope: 'center', label: t('workflow.scopeCenter') },
];
// One filter object per tab: the list reloads when its filters change, not on every render.
const FILTERS = Object.fromEntries(SCOPES.map((s) => [s.scope, { scope: s.scope }]));

export function WorkflowList({ resource, scope = 'all' }: { resource: ResourceDefinition; scope?: WorkflowScope }) {
  const data = useWorkflowData();
  const [counts, setCounts] = useState<WorkflowCounts | null>(null);
  const opened = usePageAddress().initial.scope;
  // A board's drill-down names the tab in the address (?scope=overdue).
  const [active, setActive] = useState<string>(() => (SCOPES.some((s) => s.scope === opened) ? opened! : scope));
  const refresh = useCallback(() => {
    data.counts(resource).then(setCounts, () => setCounts(null));
  }, [data, resource]);
  useEffect(refresh, [refresh, active]);
  const label = (s: (typeof SCOPES)[number]) => {
    const name = resource.workflow?.scopeLabels?.[s.scope] ?? s.label;
    return counts ? `${name}（${counts.scopes[s.scope] ?? 0}）` : name;
  };
  return (
    <FileResourceContext.Provider value={resource}>
      <Tabs
        value={active}
        onChange={setActive}
        items={SCOPES.map((s) => ({ key: s.scope, label: label(s), children: active === s.scope ? <ResourceList resource={resource} fixedFilters={FILTERS[s.scope]} /> : null }))}
      />
    </FileResourceContext.Provider>
  );
}
