/** Page kinds a menu leaf opens; the web app has one generic page per kind. */

export interface ListPage {
  kind: 'list';
  key: string;
  title: string;
  /** One resource, or several shown as tabs. */
  resources: readonly string[];
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

export type PageDefinition = ListPage | TreeTablePage | ReportPage | BoardPage | MapPage | VideoWallPage | VideoClipsPage;

export type PageKind = PageDefinition['kind'];
