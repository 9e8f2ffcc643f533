/**
 * A system as one folder declares it: its menu groups hold its pages (the menu is derived from
 * them, never written twice), plus its resources, enums and reports. Leaves without a page yet
 * are `planned` (the shell shows 该功能页面建设中); external pages open in a new window.
 */
import type { EnumDefinition } from './fields';
import type { PageDefinition, ReportPage } from './pages';
import type { ReportDefinition } from './reports';
import type { ResourceDefinition } from './resource';

/** tab: open inside the shell as a tab; newWindow: open in a browser window. */
export type OpenModeCode = 'tab' | 'newWindow';

/** A menu leaf whose page is not delivered yet. */
export interface PlannedLeaf {
  kind: 'planned';
  key: string;
  title: string;
}

/** A page of another application (spec §5: `VTX_IP` is rewritten to the current host). */
export interface ExternalLeaf {
  kind: 'external';
  key: string;
  title: string;
  uri: string;
}

export type MenuEntry = PageDefinition | PlannedLeaf | ExternalLeaf;

export interface MenuGroupDefinition {
  name: string;
  /** An icon name of src/icons; by default the shell picks one from the group name. */
  icon?: string;
  entries: readonly MenuEntry[];
}

export interface SystemSpec {
  code: string;
  name: string;
  /** The 工作台 page; without one the shell's generic welcome page shows. */
  welcome?: PageDefinition;
  menu: readonly MenuGroupDefinition[];
  resources?: readonly ResourceDefinition[];
  enums?: readonly EnumDefinition[];
  reports?: readonly ReportDefinition[];
  /**
   * Where the family serves its enums (spec §7 gives each family its own: `enum/list`,
   * `common/enum/list`, `common/loadEnumValue.smvc`, …); default /cloud/<code>/common/loadEnumValue.
   */
  enumCalls?: readonly string[];
}

export interface MenuLeaf {
  /** Unique inside its system; the server builds menu ids from it. */
  key: string;
  name: string;
  uri: string;
  openModeCode: OpenModeCode;
  isWelcomeMenu?: boolean;
}

export interface MenuGroup {
  key: string;
  name: string;
  icon?: string;
  children: MenuLeaf[];
}

/** Everything one system is (the shape apps/web and apps/server read). */
export interface ModuleDefinition {
  system: string;
  name: string;
  menus: readonly MenuGroup[];
  resources: readonly ResourceDefinition[];
  enums: readonly EnumDefinition[];
  reports: readonly ReportDefinition[];
  pages: readonly PageDefinition[];
  /** Absolute paths of the system's enum calls (GET and POST). */
  enumCalls: readonly string[];
}

const isPage = (entry: MenuEntry): entry is PageDefinition => entry.kind !== 'planned' && entry.kind !== 'external';

function leafOf(code: string, entry: MenuEntry): MenuLeaf {
  if (entry.kind === 'external') return { key: entry.key, name: entry.title, uri: entry.uri, openModeCode: 'newWindow' };
  return { key: entry.key, name: entry.title, uri: `/${code}/${entry.key}`, openModeCode: 'tab' };
}

/** Builds a system from its folder's declaration: the menu follows the pages' groups and order. */
export function defineSystem(spec: SystemSpec): ModuleDefinition {
  const welcome: MenuGroup = {
    key: 'home',
    name: '首页',
    children: [{ key: 'welcome', name: '工作台', uri: `/${spec.code}/welcome`, openModeCode: 'tab', isWelcomeMenu: true }],
  };
  const groups = spec.menu.map((group, index): MenuGroup => ({
    key: `g${index + 1}`,
    name: group.name,
    ...(group.icon ? { icon: group.icon } : {}),
    children: group.entries.map((entry) => leafOf(spec.code, entry)),
  }));
  const pages = spec.menu.flatMap((g) => g.entries.filter(isPage));
  return {
    system: spec.code,
    name: spec.name,
    menus: [welcome, ...groups],
    resources: spec.resources ?? [],
    enums: spec.enums ?? [],
    reports: spec.reports ?? [],
    pages: spec.welcome ? [spec.welcome, ...pages] : pages,
    enumCalls: spec.enumCalls ?? [`/cloud/${spec.code}/common/loadEnumValue`],
  };
}

/** Menu entry builders shared by every system folder. */
export const menu = {
  group: (name: string, entries: readonly MenuEntry[], icon?: string): MenuGroupDefinition => ({ name, entries, ...(icon ? { icon } : {}) }),
  planned: (key: string, title: string): PlannedLeaf => ({ kind: 'planned', key, title }),
  external: (key: string, title: string, uri: string): ExternalLeaf => ({ kind: 'external', key, title, uri }),
  list: (key: string, title: string, ...resources: string[]): PageDefinition => ({ kind: 'list', key, title, resources }),
  report: (key: string, title: string, ...reports: string[]): ReportPage => ({ kind: 'report', key, title, reports }),
  /** A tree manager of a self-referencing resource, with the records of the selected node (trees.ts). */
  tree: (key: string, title: string, resource: string, records?: { resource: string; field: string }): PageDefinition => ({ kind: 'tree', key, title, resource, ...(records ? { records } : {}) }),
};
