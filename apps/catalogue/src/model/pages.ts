/** Page kinds a menu leaf opens; the web app has one generic page per kind. */
import type { TreePage } from './trees';

export type { TreePage };
import type { SettingsPage } from './settings';

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

export type WidgetKind = 'stat' | 'trend' | 'bar' | 'pie' | 'rank' | 'forecast' | 'table' | 'heatmap' | 'sankey';

export interface Widget {
  kind: WidgetKind;
  title: string;
  report: string;
  /** Measure (stat, rank, charts) and category column (charts, rank). */
  measure?: string;
  category?: string;
  /** heatmap: the row key (y; category is x). sankey: the target key (category is the source). */
  row?: string;
  target?: string;
  /** Stat tiles: which row (first = today/latest). */
  unit?: string;
  /**
   * The time the widget covers, shown on it: the board's period (default for charts), its
   * last day with data (default for stat tiles), the current master data, or a forecast.
   */
  period?: WidgetPeriod;
  /** A click on a category opens this list filtered by it (and by the board's period). */
  drill?: WidgetDrill;
}

export type WidgetPeriod = 'range' | 'day' | 'current' | 'forecast';

export interface WidgetDrill {
  /** The page key of a list of the same system. */
  page: string;
  /** The list filter that receives the clicked category's value (none on a stat tile). */
  filter?: string;
  /** A workflow list's tab the page opens on (overdue, center); stat tiles drill this way. */
  scope?: string;
  /** The list's date range filter that receives the board's period (<key>Start / <key>End). */
  dateFilter?: string;
}

export interface BoardPage {
  kind: 'dashboard' | 'kanban';
  key: string;
  title: string;
  widgets: readonly Widget[];
  /** Auto-refresh interval in seconds (paused while the browser tab is hidden); none when absent. */
  refreshSeconds?: number;
  /** Period choices in days for the one control that drives every chart; the first is the default. */
  periods?: readonly number[];
  /** A wall board: fills the screen without scrolling (designed for 1920×1080). */
  wall?: boolean;
}

export interface MapPage {
  kind: 'map';
  key: string;
  title: string;
  /** The list report (left) and the trajectory report of a selected row (map). */
  list: string;
  stops?: string;
  /** Without a trajectory the map shows the list's rows alone (facilities and their state, e.g. toilets), coloured by each row's `mapState` (online, offline, alarm). */
  trajectory?: string;
}

/** Live monitoring: org → vehicle tree with status counts, live map, info window, alarm stream. */
export interface LiveMonitorPage {
  kind: 'liveMonitor';
  key: string;
  title: string;
}

/** Track replay: vehicles and a period, one clock for all, timeline, stops, summary, export. */
export interface ReplayPage {
  kind: 'replay';
  key: string;
  title: string;
}

/** A camera tree (org → vehicle / site → camera) beside a video wall of 1/4/9/16 panes. */
export interface VideoWallPage {
  kind: 'videoWall';
  key: string;
  title: string;
  /** The custom report answering the camera tree (nodes with online counts). */
  tree: string;
  /** The call answering a camera's live address ({ url, poster, onlineStatus }) by its id. */
  live: string;
  /** Camera types shown (car, zc, infra); all when absent. */
  cameraTypes?: readonly string[];
}

/** Recorded clips: upload with progress, play, download and delete (the family's video calls). */
export interface VideoClipsPage {
  kind: 'videoClips';
  key: string;
  title: string;
  /** Base of the family's calls: upload, download, deleteVideo, videoList, playUrl. */
  base: string;
}

/**
 * Records on a map (设备地图): each layer is a resource whose point field places a marker,
 * coloured by its status enum (the enum option's `status`: success → normal, error → alarm,
 * others grey); the layers' lists sit below. A click on a marker opens the record.
 */
export interface PointMapPage {
  kind: 'pointMap';
  key: string;
  title: string;
  layers: readonly PointMapLayer[];
}

export interface PointMapLayer {
  resource: string;
  /** A `point` or `coordinates` field of the resource. */
  pointField: string;
  /** An enum field whose option status colours the marker. */
  statusField?: string;
}

/**
 * Lines on the map coloured by each row's state (roads by their computed coverage) for one day,
 * with a legend of counts; the rows and further reports of that day in tabs below.
 */
export interface LineMapPage {
  kind: 'lineMap';
  key: string;
  title: string;
  /** A report of the day (`startDate` = `endDate`) whose rows carry a line and a state. */
  report: string;
  /** Row key of the line: JSON text of [[lng,lat],…] (a polyline field's value). */
  line: string;
  /** Row key of the state and the enum whose option status colours it (success, warning, error, default). */
  state: string;
  stateEnum: string;
  /** Row key of the hover text of a line. */
  label: string;
  /** More reports of the same day shown in tabs under the map. */
  tabs?: readonly string[];
}

export type PageDefinition =
  | ListPage
  | TreeTablePage
  | ReportPage
  | BoardPage
  | MapPage
  | TreePage
  | SettingsPage
  | LiveMonitorPage
  | ReplayPage
  | VideoWallPage
  | VideoClipsPage
  | PointMapPage
  | LineMapPage;

export type PageKind = PageDefinition['kind'];
