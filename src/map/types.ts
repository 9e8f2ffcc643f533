/** Data the map draws: everything in WGS-84 longitude/latitude (the positions store's system). */
import type { LonLat } from './roads';

export type { LonLat };
export type CoordSystem = 'WGS84' | 'GCJ02' | 'BD09';
export type MarkerStatus = 'online' | 'offline' | 'alarm' | 'facility' | 'stop';

/** A tenant's base tiles: an XYZ URL template and the coordinate system its tiles are drawn in. */
export interface TileSetting {
  url: string;
  coord: CoordSystem;
  attribution?: string;
}

export interface MapMarker {
  id: string;
  lon: number;
  lat: number;
  status: MarkerStatus;
  label?: string;
}

export interface MapLine {
  id: string;
  points: readonly LonLat[];
  /** km/h per point: the line is drawn in segments coloured by speed. */
  speeds?: readonly number[];
  /** Token role of a plain line. */
  tone?: 'primary' | 'muted' | 'warning' | 'success' | 'error';
  /** Hover text (a road's name and coverage): the line is drawn thicker and answers the pointer. */
  label?: string;
}

export interface MapPolygon {
  id: string;
  ring: readonly LonLat[];
  label?: string;
  /** Token role of the outline and fill (an area's state); primary when absent. */
  tone?: MapLine['tone'];
}

/** The offline base of a city: districts, streets and facilities drawn as vectors. */
export interface CityBase {
  centre: LonLat;
  districts: readonly MapPolygon[];
  roads: readonly (readonly LonLat[])[];
  facilities: readonly MapMarker[];
}

export type HeatPoint = readonly [number, number, number];
