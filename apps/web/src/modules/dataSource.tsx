/**
 * Where module pages get their data: the reference API through the app's request client by
 * default, or any other implementation given by <ModuleDataProvider> (Storybook screens use
 * an in-memory one built from the catalogue). Pages never call the request client directly.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ReportDefinition, ResourceDefinition, StateAction } from '../../../catalogue/src';
import type { DownloadProgress } from '../../../../src/request/types';
import { httpModuleData } from './api';

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
  remove(resource: ResourceDefinition, ids: number[]): Promise<unknown>;
  action(resource: ResourceDefinition, action: StateAction, payload: Record<string, unknown>): Promise<unknown>;
  exportList(resource: ResourceDefinition, payload: Record<string, unknown>, onProgress: OnProgress): Promise<unknown>;
  importFile(resource: ResourceDefinition, file: File): Promise<{ msg?: string; imported: number }>;
  report<T = PageAnswer>(report: ReportDefinition, payload: Record<string, unknown>): Promise<T>;
  exportReport(report: ReportDefinition, payload: Record<string, unknown>, onProgress: OnProgress): Promise<unknown>;
  /** The nested rows of a tree resource (its `tree.call`): each row with `children`. */
  tree(resource: ResourceDefinition): Promise<TreeRow[]>;
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

export type TreeRow = Row & { children: TreeRow[] };

const ModuleDataContext = createContext<ModuleData>(httpModuleData);

export function ModuleDataProvider({ value, children }: { value: ModuleData; children: ReactNode }) {
  return <ModuleDataContext.Provider value={value}>{children}</ModuleDataContext.Provider>;
}

export function useModuleData(): ModuleData {
  return useContext(ModuleDataContext);
}

/** A field's problem reported by the server (validation, duplicates, missing lookups). */
export interface FieldProblem {
  field?: string;
  message: string;
  /** Import rows: "第 2 行：…". */
  text?: string;
}

/** The server's Chinese message, its row texts (imports) and its per-field problems of a failed call. */
export function serverProblem(error: unknown): { msg: string; rows: string[]; fields: FieldProblem[] } {
  const body = (error as { body?: { msg?: string; data?: { errors?: FieldProblem[] } } } | null)?.body;
  const msg = body?.msg ?? (error instanceof Error ? error.message : String(error));
  const errors = body?.data?.errors ?? [];
  return { msg, rows: errors.map((e) => e.text ?? e.message), fields: errors.filter((e) => e.field) };
}
