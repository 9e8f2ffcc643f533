/** Page kinds a menu leaf opens; the web app has one generic page per kind. */
import type { SettingsPage } from './settings';
import type { TreePage } from './trees';

export type { TreePage };

export interface ListPage {
  kind: 'list';
  key: string;
  title: string;
  /** One resource, or several shown as tabs. */
  resources: readonly string[];
  /** Workflow resources: the list tab the page opens on (我的待办: mine; 指挥中心: center). */
  scope?: import('./workflow').WorkflowScope;
}

export interface TreeTablePage {
  kind: 'treeTable';
  key: string;
  title: string;
  resource: string;
  /** The lookup field whose target rows form the tree (grouped by the target's groupField). */
  treeField: string;
  groupField?: string;
}

export interface ReportPage {
  kind: 'report';
  key: string;
  title: string;
  /** Report keys; several are shown as tabs. */
  reports: readonly string[];
}

export type WidgetKind = 'stat' | 'trend' | 'bar' | 'pie' | 'rank' | 'forecast' | 'table';

export interface Widget {
  kind: WidgetKind;
  title: string;
  report: string;
  /** Measure (stat, rank, charts) and category column (charts, rank). */
  measure?: string;
  category?: string;
  /** Stat tiles: which row (first = today/latest). */
  unit?: string;
}

export interface BoardPage {
  kind: 'dashboard' | 'kanban';
  key: string;
  title: string;
  widgets: readonly Widget[];
}

export interface MapPage {
  kind: 'map';
  key: string;
  title: string;
  /** The list report (left) and the trajectory report of a selected row (map). */
  list: string;
  stops?: string;
  trajectory: string;
}

export type PageDefinition = ListPage | TreeTablePage | ReportPage | BoardPage | MapPage | SettingsPage | TreePage;

export type PageKind = PageDefinition['kind'];
