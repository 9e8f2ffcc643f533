/**
 * A workflow's live figures as a report (kind `workflow`): open, overdue, escalated, raised to
 * the command center and due within N working-clock hours, with one count per open state —
 * in total or per group (a department). The server computes them with the same clock and the
 * same conditions as the list tabs, so a board's tile equals the list it opens.
 */
import type { ReportColumn } from './report-parts';
import type { WorkflowDefinition } from './workflow';

export interface WorkflowReportSpec {
  /** One row per value of this field (a lookup: its label comes as `<field>Label`); one row in all when absent. */
  groupBy?: { field: string; label: string };
  /** `dueSoon` counts open cases not yet overdue whose deadline falls within these hours. */
  dueWithinHours: number;
  /** The open states counted in their own column (key = state value), from the workflow. */
  states: readonly { value: string; label: string }[];
  /** The state a case is in once raised to the command center by hand (上报指挥中心). */
  raisedState?: string;
}

/** The figures every row has, in order. */
export const WORKFLOW_FIGURES: readonly ReportColumn[] = [
  { key: 'open', label: '未结案' },
  { key: 'overdue', label: '已超时' },
  { key: 'escalated', label: '超时升级' },
  { key: 'raised', label: '已上报指挥中心' },
  { key: 'centerQueue', label: '指挥中心待办' },
  { key: 'dueSoon', label: '即将超时' },
];

/** The spec of a workflow's report: every non-final state gets a column. */
export function workflowReportSpec(wf: WorkflowDefinition, options: Omit<WorkflowReportSpec, 'states'>): WorkflowReportSpec {
  return { ...options, states: wf.states.filter((s) => !s.final).map((s) => ({ value: s.value, label: s.label })) };
}

export function workflowReportColumns(report: { workflow?: WorkflowReportSpec }): ReportColumn[] {
  const spec = report.workflow;
  if (!spec) return [...WORKFLOW_FIGURES];
  // State values are column keys too: a figure's key must not be a state's.
  if (spec.states.some((s) => WORKFLOW_FIGURES.some((f) => f.key === s.value))) throw new Error('workflow report: a state value repeats a figure key');
  const group = spec.groupBy ? [{ key: spec.groupBy.field, label: spec.groupBy.label }] : [];
  return [...group, ...WORKFLOW_FIGURES, ...spec.states.map((s) => ({ key: s.value, label: s.label }))];
}
