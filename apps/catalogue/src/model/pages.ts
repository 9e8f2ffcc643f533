/** Page kinds a menu leaf opens; the web app has one generic page per kind. */
import type { TreePage } from './trees';
import type { RosterPage } from './roster';

export type { TreePage, RosterPage };
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
  /** Days of the date range the page opens with, ending on the data's last day (default 30; contracts by year: three years). */
  days?: number;
}

export type WidgetKind = 'stat' | 'trend' | 'bar' | 'pie' | 'rank' | 'forecast' | 'table' | 'heatmap' | 'sankey' | 'facts';

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
  /** facts: label–value pairs read from the report's first row (today's weather, a record's key figures). */
  items?: readonly WidgetFact[];
}

export interface WidgetFact {
  key: string;
  label: string;
  unit?: string;
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
  /** The list report (left) and the trajectory report of a selected row (map). Records alone on a map are a `layers` page. */
  list: string;
  stops?: string;
  trajectory: string;
  /** A report of the facilities near a point (lng, lat, radius in metres): listed for a stop chosen on the car's day. */
  near?: string;
}

/** A map row's cameras (a station's): a marker click, or picking the row by name, opens their live video. */
export interface MapVideo {
  /** The call answering a camera's live address by id (视频监管's `/cloud/spjg/video/liveUrl.jhtml`). */
  live: string;
  /** The row key listing the row's cameras: `[{ id, name, onlineStatus }]`. */
  cameras: string;
}

/**
 * Whose positions a live or replay page follows when not vehicles: people wearing positioning
 * devices (定位胸牌, 智能手表; decision 0280). Vehicles need none of it — the platform's GPS calls
 * answer their tree.
 */
export interface TrackedSubjects {
  /** The device kind of the positions. */
  kind: 'wearable';
  /**
   * The system's report answering the tree (org → department → person): groups `{ id, name,
   * total, online, alarm, children }` and subjects `{ id, label, online, alarms, time, lon, lat,
   * speed, battery, facts: [{ label, value }], fence }` (src/map/gps-api.ts MonitorAnswer).
   */
  tree: string;
}

/** Live monitoring: org → vehicle (or person) tree with status counts, live map, info window, alarm stream. */
export interface LiveMonitorPage {
  kind: 'liveMonitor';
  key: string;
  title: string;
  /** People instead of vehicles. */
  subjects?: TrackedSubjects;
}

/** Track replay: vehicles (or people) and a period, one clock for all, timeline, stops, summary, export. */
export interface ReplayPage {
  kind: 'replay';
  key: string;
  title: string;
  /** People instead of vehicles: their job area is drawn under the track. */
  subjects?: TrackedSubjects;
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
 * Records on one map, in layers a dispatcher switches on and off (设备地图, 公厕地图, 保洁一张图,
 * 收运一张图): each layer is a resource's records or a report's rows, drawn as points, lines or
 * polygons and coloured by a state enum (the option's status). The layers' lists (and `tabs`,
 * further reports) sit below; a marker of a resource layer opens its record.
 */
export interface LayersMapPage {
  kind: 'layers';
  key: string;
  title: string;
  layers: readonly MapLayer[];
  /** Report layers read one day (a date picker above the map), else the last 30 days of data. */
  day?: boolean;
  /** More reports of the same period in tabs after the layers' lists. */
  tabs?: readonly string[];
  /**
   * One record picked above the map (a route): a lookup field of a resource gives the choices
   * (the first by default) and its id goes to every report layer and tab as that field. With
   * `records` the choices are the values that field holds in the resource's own records (the
   * vehicles that are emergency cars), not every record the lookup could name.
   */
  pick?: { resource: string; field: string; records?: boolean };
}

export interface MapLayer {
  /** The layer's records: a resource's list or a report's rows (exactly one of the two). */
  resource?: string;
  report?: string;
  /** The switch's name; the resource's name or the report's title when absent. */
  label?: string;
  shape: 'point' | 'line' | 'polygon';
  /** The field (resource) or row key (report) of the geometry: "lng,lat" for points, JSON [[lng,lat],…] for lines and polygons. */
  geometry: string;
  /** The field or row key of the state; its enum's option status colours the shape (success, warning, error, default). */
  state?: string;
  /** The state's enum: a resource field's own enum when absent. */
  stateEnum?: string;
  /** Row key of the hover text; the resource's label field (or `name`) when absent. */
  labelKey?: string;
  /** Starts switched off. */
  hidden?: boolean;
  /**
   * A line layer whose rows are the vertices of one path, in order (a vehicle's day of positions):
   * `geometry` then names the rows' longitude and latitude keys as `'lon,lat'`.
   */
  vertices?: boolean;
  /** A report layer whose rows carry cameras: a marker click or the picker above the map opens them. */
  video?: MapVideo;
}

/**
 * Trees answered by reports (cars by grade, by type, by department; staff by post) in tabs on the
 * left, a resource's records on the right: picking a node filters them by the node's key that
 * `filters` maps to a field (a car node's carId → the costs' carId); other nodes show all.
 */
export interface ReportTreePage {
  kind: 'reportTree';
  key: string;
  title: string;
  /** Reports answering nodes `{ id, label, count?, children?, …keys }`, one tab each. */
  trees: readonly string[];
  /** Fixed values sent to every tree report (a ledger's tree counts only its kind: `{ staffType: 'yht' }`). */
  params?: Readonly<Record<string, string>>;
  /** The records beside the tree: a resource's list, or a report's rows (菜单定义: the picked system's or group's menu entries). */
  records: { resource: string; report?: undefined; filters: Readonly<Record<string, string>> } | { report: string; resource?: undefined; filters: Readonly<Record<string, string>> };
}

/**
 * A group chat (群聊): the user's groups with unread counts and @mentions, a group's history paged
 * backwards, text, images and mentions sent, read receipts, live delivery over the live channel,
 * and the group's members. The server answers the chat calls under `base` (docs/api.md, 群聊).
 */
export interface ChatPage {
  kind: 'chat';
  key: string;
  title: string;
  /** Base of the chat calls: group/list, group/create, group/members…, message/history, message/send, message/read… */
  base: string;
  /** The call answering the people a group can take (accounts and staff), by keyword. */
  contacts: string;
}

/**
 * Records picked on a map inside a drawn area and sent as one new record (调度台): candidate
 * layers (report layers of points whose rows' `id` is the record picked), an area drawn with the
 * polygon tool, the candidates inside it listed with check boxes, then the target resource's form
 * with the area and the picked ids filled in, posted to `submit`; the target's records below.
 */
export interface AreaPickPage {
  kind: 'areaPick';
  key: string;
  title: string;
  layers: readonly MapLayer[];
  target: {
    resource: string;
    /** The target's polygon field receiving the drawn area. */
    area: string;
    /** Per layer (its index), the target's lookupMany field receiving the picked rows' ids. */
    picks: readonly { layer: number; field: string }[];
    /** The call creating the record (absolute path); the resource's create call when absent. */
    submit?: string;
  };
}

/**
 * 系统管理's access pages (decision 0330): the tenant's users (disable, roles), the roles with
 * their systems, menus, functions and data scope, and who holds each role.
 */
export interface AccessPage {
  kind: 'userAdmin' | 'roleAdmin' | 'roleStaff';
  key: string;
  title: string;
}

/** A page's own function (a button answered by a custom route): its code is `<page>:<key>`. */
export interface PageFunction {
  key: string;
  label: string;
}

/** Any page may declare functions beyond the generic ones (buttons answered by custom routes; model/functions.ts). */
export interface PageExtras {
  functions?: readonly PageFunction[];
}

export type PageDefinition = PageExtras & (
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
  | LayersMapPage
  | ReportTreePage
  | RosterPage
  | ChatPage
  | AreaPickPage
  | AccessPage
);

export type PageKind = PageDefinition['kind'];
