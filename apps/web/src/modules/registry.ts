/**
 * Module pages for the shell's page registry. A uri /<system>/<page> loads that system's
 * catalogue chunk (one per system, nothing of the others), then the chunk of its page kind;
 * ECharts loads only with boards and maps.
 */
import type { ComponentType } from 'react';
// The registry alone, not the catalogue's index (its validation and display code comes with the pages).
import { isSystemCode, loadSystem } from '../../../catalogue/src/registry';
import type { PageKind } from '../../../catalogue/src/model/pages';
import type { TabPageProps } from '../pages/tabPage';
import { loadModuleMessages } from '../../../../src/i18n';

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
  liveMonitor: () => import('./pages/LiveMonitorPage'),
  replay: () => import('./pages/ReplayPage'),
  // Video code (hls.js loads later still, when a stream plays) only with video pages.
  videoWall: () => import('./pages/VideoWallPage'),
  videoClips: () => import('./pages/VideoClipsPage'),
  layers: () => import('./pages/LayersMapPage'),
  reportTree: () => import('./pages/ReportTreePage'),
  roster: () => import('./pages/RosterPage'),
  chat: () => import('./pages/ChatPage'),
  areaPick: () => import('./pages/AreaPickPage'),
  // 系统管理's access pages (decision 0330).
  userAdmin: () => import('./pages/UserAdminPage'),
  roleAdmin: () => import('./pages/RoleAdminPage'),
  roleStaff: () => import('./pages/RoleStaffPage'),
};

/** The generic page of a catalogue uri, or null when the system has no page there (yet). */
export async function loadModulePage(uri: string): Promise<ComponentType<TabPageProps> | null> {
  const [, system = '', key = ''] = uri.split('/');
  if (!isSystemCode(system)) return null;
  const mod = await loadSystem(system);
  const page = mod.pages.find((p) => p.key === key);
  if (!page) return null;
  // Lookups into another system's resources (垃圾处置's cameras are 视频监管's) need its definitions too.
  const others = new Set(mod.resources.flatMap((r) => r.fields.map((f) => f.lookup?.system ?? system)));
  await Promise.all([...others].filter((c) => c !== system && isSystemCode(c)).map((c) => loadSystem(c)));
  // The page kinds' messages (maps, video, workflows…) load with the first module page, before
  // its code: a page module may read them as it is evaluated.
  await loadModuleMessages();
  return (await byKind[page.kind]()).default;
}
