/**
 * The parts of a report that other report kinds reuse (a month matrix's measure, a workflow
 * report's columns): kept apart from reports.ts, which assembles every kind, so those kinds
 * build on them without importing reports.ts back.
 */
export type Aggregate = 'count' | 'sum' | 'avg' | 'max' | 'min' | 'countDistinct';

export interface Measure {
  key: string;
  label: string;
  agg: Aggregate;
  /** Source field (not for count). */
  field?: string;
  unit?: string;
  /** Multiplier applied to the aggregate, e.g. 0.001 for kg → 吨. */
  scale?: number;
  /** Decimal places of the answer. */
  digits?: number;
}

export interface ReportColumn {
  key: string;
  label: string;
  /** A custom report's column width in px when its values run long (an address, what changed). */
  width?: number;
}
