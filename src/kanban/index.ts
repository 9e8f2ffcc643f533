/** Kanban widgets and the big-screen board. */
export { StatTile, type StatTileProps } from './StatTile';
export { RankList, type RankListProps } from './RankList';
export { StatusGrid, type StatusGridProps } from './StatusGrid';
export { TrendPanel, type TrendPanelProps, type TrendRange } from './TrendPanel';
export { ForecastPanel, type ForecastPanelProps, type ForecastSeriesData, type ForecastGrain } from './ForecastPanel';
export { Board, BoardItem, type BoardProps, type BoardItemProps } from './Board';
export { BigScreen, type BigScreenProps } from './BigScreen';
export { Panel, type PanelProps } from './Panel';
export { useScreen } from './screenContext';
export { computeScreenScale, type ScreenScale, type ScreenMode } from './scale';
export * from './constants';
