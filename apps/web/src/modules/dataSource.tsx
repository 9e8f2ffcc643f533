/**
 * Where module pages get their data: the reference API through the app's request client by
 * default, or any other implementation given by <ModuleDataProvider> (Storybook screens use
 * an in-memory one built from the catalogue). Pages never call the request client directly.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { httpModuleData } from './api';
import type { ModuleData } from './moduleData';

export type { DeletePreview, HistoryEntry, LookupOption, ModuleData, OnProgress, PageAnswer, Row, SettingsChange, TreeRow } from './moduleData';


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
