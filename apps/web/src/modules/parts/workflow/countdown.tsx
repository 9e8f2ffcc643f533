/** The clock column of a workflow list: remaining time or 已超时 N 小时 (computed by the server on read). */
import { CountdownBadge } from '../../../../../../src/components/CountdownBadge';
import type { DataTableColumn } from '../../../../../../src/components/DataTable';
import { t } from '../../../../../../src/i18n';
import { stateOf, type ResourceDefinition } from '../../../../../catalogue/src';
import type { Row } from '../../dataSource';

export function CaseCountdown({ resource, row }: { resource: ResourceDefinition; row: Row }) {
  const wf = resource.workflow!;
  const finished = Boolean(stateOf(wf, row[wf.stateField])?.final);
  const remaining = typeof row.remainingMinutes === 'number' ? row.remainingMinutes : null;
  return <CountdownBadge remainingMinutes={remaining} finished={finished} escalated={row.escalated === true} />;
}

export function countdownColumn(resource: ResourceDefinition): DataTableColumn<Row> {
  return {
    id: 'workflowCountdown',
    header: t('workflow.countdownColumn'),
    accessorFn: (row: Row) => row.remainingMinutes,
    cell: ({ row }: { row: { original: Row } }) => <CaseCountdown resource={resource} row={row.original} />,
    enableSorting: false,
    size: 150,
    meta: { align: 'start', title: t('workflow.countdownColumn') },
  };
}
