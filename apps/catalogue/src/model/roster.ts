/**
 * Rosters (排班): rows of people, a column per day of a month, each cell the item planned for that
 * person and day (a shift), or none (休息). Items are dragged from a palette onto cells, or cells
 * are selected (pointer or keyboard) and an item picked for all of them; 复制上周 and 清空 work on
 * the selection. Changes are saved in one call the server checks whole: all or nothing.
 */
import type { EnumOption } from './fields';

export interface RosterPage {
  kind: 'roster';
  key: string;
  title: string;
  /** The report answering the grid of `month=YYYY-MM` and the filters (RosterAnswer). */
  grid: string;
  /** The resource holding the plan, and its action (answered by the system) saving a RosterSave. */
  resource: string;
  save: string;
  /** Lookup fields of `resource` offered above the grid (考勤组, 部门); the first option of the first is chosen at start. */
  filters?: readonly string[];
}

export interface RosterDay {
  /** YYYY-MM-DD */
  date: string;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
  /** A weekend or holiday of the calendar (shaded); 调休上班日 are not. */
  off: boolean;
  /** The holiday's name, when it has one. */
  holiday?: string;
}

export interface RosterItem {
  id: number;
  label: string;
  /** A one- or two-character mark shown in the cell (早, 中, 夜). */
  short: string;
  /** Tag colour, as enum options have them. */
  status?: EnumOption['status'];
  /** What a hover or screen reader says besides the label (08:00–17:00). */
  detail?: string;
}

export interface RosterRow {
  id: number;
  label: string;
  /** A second line (岗位, 部门). */
  detail?: string;
  /** YYYY-MM-DD → item id; the month's days and the seven days before it (复制上周 reads them). */
  cells: Record<string, number | null>;
}

export interface RosterAnswer {
  month: string;
  days: RosterDay[];
  palette: RosterItem[];
  rows: RosterRow[];
}

/** One changed cell; value null clears it. */
export interface RosterChange {
  row: number;
  day: string;
  value: number | null;
}

export interface RosterSave {
  month: string;
  changes: RosterChange[];
}

/** The date seven days before a YYYY-MM-DD date. */
export function weekBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 7);
  return d.toISOString().slice(0, 10);
}
