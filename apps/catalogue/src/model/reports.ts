/**
 * Reports as data: an aggregation over one resource's table, answered by the server's
 * generic report engine at the spec's path. Dashboards and kanban widgets read reports.
 */
import { fieldTitle, type FieldDefinition } from './fields';
import type { Measure, ReportColumn } from './report-parts';
import type { MatrixSpec } from './matrix';
import { workflowReportColumns, type WorkflowReportSpec } from './workflow-report';

export type { Aggregate, Measure, ReportColumn } from './report-parts';

export interface GroupBy {
  field: string;
  /** Date/datetime fields: the calendar bucket. */
  bucket?: 'day' | 'month' | 'year' | 'weekday';
  /** Column key in the answer (defaults to field, or field + bucket). */
  as?: string;
  label?: string;
}

export interface Condition {
  field: string;
  op: 'eq' | 'ne' | 'in' | 'gte' | 'lte';
  value: string | number | boolean | readonly (string | number)[];
}

/**
 * aggregate: group + measures; records: matching rows with chosen fields;
 * custom: answered by a named server handler (forecasts, anti-joins, trajectories).
 */
export type ReportKind = 'aggregate' | 'records' | 'custom' | 'workflow';

export interface ReportDefinition {
  key: string;
  title: string;
  kind: ReportKind;
  /** Absolute path of the call. */
  call: string;
  method: 'GET' | 'POST';
  source?: string;
  where?: readonly Condition[];
  /** Date field filtered by startDate / endDate (YYYY-MM-DD, both inclusive). */
  dateField?: string;
  /** Source fields a caller may filter on (eq). */
  filters?: readonly string[];
  /**
   * custom: the report's own search form (fields of no resource: a system, an action, a
   * keyword), each sent under its key (a `range` date as `<key>Start` / `<key>End`); the
   * handler validates them.
   */
  filterFields?: readonly FieldDefinition[];
  groupBy?: readonly GroupBy[];
  measures?: readonly Measure[];
  /** records: the source fields returned. */
  fields?: readonly string[];
  orderBy?: { key: string; dir: 'asc' | 'desc' };
  /** Paged with pageNum/pageSize, else the whole (bounded) answer. */
  paged?: boolean;
  /** Adds a totals row (sums of the measures) to the answer. */
  totals?: boolean;
  /** Path of the .xlsx export of the same rows. */
  export?: string;
  /** Custom handler name (kind custom). */
  handler?: string;
  /** custom: the columns of its table and .xlsx export (keys of the handler's rows). */
  columns?: readonly ReportColumn[];
  /** custom: the rows do not depend on a period (a dictionary, what stands near a point): no date range. */
  undated?: boolean;
  /** Upper bound of unpaged answers. */
  limit?: number;
  /** Pivots days (or months) into columns with totals (model/matrix.ts); kind aggregate. */
  matrix?: MatrixSpec;
  /** Whole calendar periods the page offers (`month=YYYY-MM`, `quarter=YYYY-Qn`) instead of a date range (model/periods.ts). */
  periods?: readonly ReportPeriod[];
  /** A bar chart beside the table: one bar group per value of `category`, one series per measure. */
  chart?: ReportChart;
  /** workflow: live figures of the workflow resource `source` (model/workflow-report.ts). */
  workflow?: WorkflowReportSpec;
}

export type ReportPeriod = 'month' | 'quarter';

export interface ReportChart {
  /** A group key of the report (its row labels). */
  category: string;
  /** Measure keys drawn as bar series. */
  measures: readonly string[];
}

/** The answer columns of an aggregate report (groups, then measures with units), or a custom report's own. */
export function reportColumns(report: ReportDefinition): ReportColumn[] {
  if (report.kind === 'custom') return [...(report.columns ?? [])];
  if (report.kind === 'workflow') return workflowReportColumns(report);
  const groups = (report.groupBy ?? []).map((g) => ({ key: groupKey(g), label: g.label ?? g.field }));
  const measures = (report.measures ?? []).map((m) => ({ key: m.key, label: fieldTitle(m) }));
  return [...groups, ...measures];
}

export function groupKey(g: GroupBy): string {
  return g.as ?? (g.bucket ? `${g.field}${g.bucket[0]!.toUpperCase()}${g.bucket.slice(1)}` : g.field);
}
