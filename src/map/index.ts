/** Maps: the lazily loaded map component and the data it draws (no Leaflet in this entry). */
export { LazyMap, type MapTool, type MapViewProps } from './LazyMap';
export { cityBase, districtCells } from './city-base';
export { LiveClient, type LiveStatus, type LiveType } from './live-client';
export { detectStops, summarize, type TrackPoint, type TrackStop, type TrackSummary } from './track';
export { speedColour, SPEED_BANDS, SPEED_LIMIT } from './speed';
export type * from './types';
