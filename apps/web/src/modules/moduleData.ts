/**
 * The contract of module pages' data (ModuleData) and the shapes it answers. Types only, apart
 * from both the HTTP implementation (api.ts) and the React context (dataSource.tsx), so neither
 * imports the other's module for them.
 */
import type { FieldDefinition, ReportDefinition, ResourceDefinition, StateAction } from '../../../catalogue/src';
import type { DownloadProgress } from '../../../../src/request/types';

export type Row = Record<string, unknown> & { id: number };

export interface PageAnswer<T = Row> {
  rows: T[];
  total: number;
  totals?: Record<string, unknown>;
}

export interface LookupOption {
  id: number;
  label: string;
  /** The `by` field's value (cascading selects). */
  parent?: string | number | null;
}

export type OnProgress = (progress: DownloadProgress) => void;

/**
 * The calls of catalogue resources and reports. A failed call rejects with an error whose
 * `body` is the server's answer ({ msg, data: { errors: [{ field?, message, text? }] } }).
 */
export interface ModuleData {
  list(resource: ResourceDefinition, payload: Record<string, unknown>): Promise<PageAnswer>;
  /** Every row of a lookup target as { id, label } (select options). */
  options(resource: ResourceDefinition, by?: string): Promise<LookupOption[]>;
  /** Create (no id) or update; silent: the dialog shows the problems next to its fields. */
  save(resource: ResourceDefinition, values: Record<string, unknown>): Promise<unknown>;
  /** A new record sent to a call the system answers itself (a page's declared `submit`), silent like save. */
  submit?(resource: ResourceDefinition, path: string, values: Record<string, unknown>): Promise<Row>;
  remove(resource: ResourceDefinition, ids: number[]): Promise<unknown>;
  action(resource: ResourceDefinition, action: StateAction, payload: Record<string, unknown>): Promise<unknown>;
  exportList(resource: ResourceDefinition, payload: Record<string, unknown>, onProgress: OnProgress): Promise<unknown>;
  /** A download action (`kind: 'download'`): posts the payload (the selection's ids) and saves the file answered. */
  downloadAction?(resource: ResourceDefinition, action: StateAction, payload: Record<string, unknown>, onProgress: OnProgress): Promise<unknown>;
  importFile(resource: ResourceDefinition, file: File): Promise<{ msg?: string; imported: number }>;
  report<T = PageAnswer>(report: ReportDefinition, payload: Record<string, unknown>): Promise<T>;
  exportReport(report: ReportDefinition, payload: Record<string, unknown>, onProgress: OnProgress): Promise<unknown>;
  /** A record's audit trail, newest first (issue 15). */
  history?(resource: ResourceDefinition, id: number): Promise<HistoryEntry[]>;
  /** What deleting these records would take with it, or why it is refused (nothing is deleted). */
  deletePreview?(resource: ResourceDefinition, ids: number[]): Promise<DeletePreview>;
  /** The values picking lookup `field` = `id` puts into other fields (FieldDefinition.fills). */
  fill?(resource: ResourceDefinition, field: string, id: number): Promise<Record<string, unknown>>;
  /** A field's check by the system's server (FieldDefinition.verify): its verdict (`data.valid`, and `data.position` of a problem), or a rejection of unreadable input. */
  verify?(resource: ResourceDefinition, field: FieldDefinition, payload: Record<string, unknown>): Promise<{ msg: string; data: { valid?: boolean; position?: number | null } | null }>;
  /** The nested rows of a tree resource (its `tree.call`): each row with `children`. */
  tree(resource: ResourceDefinition): Promise<TreeRow[]>;
  /** The detail lines of one document (its `lines.call`), in their order. */
  lines(resource: ResourceDefinition, id: number): Promise<Row[]>;
  /** Settings resources (catalogue model/settings.ts): the tenant's record, its save and its history. */
  settings(resource: ResourceDefinition): Promise<Record<string, unknown>>;
  saveSettings(resource: ResourceDefinition, values: Record<string, unknown>): Promise<Record<string, unknown>>;
  settingsHistory(resource: ResourceDefinition): Promise<SettingsChange[]>;
}

/** One entry of a settings record's history (the audit trail). */
export interface SettingsChange {
  id: number;
  action: string;
  userName: string;
  at: string;
  changes: { field: string; label: string; old: unknown; new: unknown }[];
}

/** One audit entry as the server answers it (apps/server/src/resources/audit.ts). */
export interface HistoryEntry {
  action: string;
  userId: string;
  userName: string;
  at: string;
  changes: { field: string; label: string; old: unknown; new: unknown }[];
}

export interface DeletePreview {
  count: number;
  cascaded: { resource: string; count: number }[];
  refused: string | null;
}

export type TreeRow = Row & { children: TreeRow[] };
