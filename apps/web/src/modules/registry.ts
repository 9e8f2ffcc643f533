/**
 * Module pages for the shell's page registry. A uri /<system>/<page> loads that system's
 * catalogue chunk (one per system, nothing of the others), then the chunk of its page kind;
 * ECharts loads only with boards and maps.
 */
import type { ComponentType } from 'react';
import { isSystemCode, loadSystem, type PageKind } from '../../../catalogue/src';
import type { TabPageProps } from '../pages/tabPage';

type PageModule = Promise<{ default: ComponentType<TabPageProps> }>;

const byKind: Record<PageKind, () => PageModule> = {
  list: () => import('./pages/ListPage'),
  treeTable: () => import('./pages/TreeTablePage'),
  tree: () => import('./pages/TreePage'),
  report: () => import('./pages/ReportPage'),
  dashboard: () => import('./pages/BoardPage'),
  kanban: () => import('./pages/BoardPage'),
  map: () => import('./pages/MapPage'),
  settings: () => import('./pages/SettingsPage'),
};

/** The generic page of a catalogue uri, or null when the system has no page there (yet). */
export async function loadModulePage(uri: string): Promise<ComponentType<TabPageProps> | null> {
  const [, system = '', key = ''] = uri.split('/');
  if (!isSystemCode(system)) return null;
  const page = (await loadSystem(system)).pages.find((p) => p.key === key);
  return page ? (await byKind[page.kind]()).default : null;
}
