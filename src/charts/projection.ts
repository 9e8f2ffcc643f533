/**
 * Offline, tile-free projection for PositionMap: equirectangular (x = lon·cos φ0, y = lat)
 * fitted into the plot box with equal scale on both axes, so shapes are not stretched.
 */
export type LonLat = [number, number];

export interface GeoJsonGeometry {
  type: 'Polygon' | 'MultiPolygon' | 'LineString' | 'MultiLineString';
  coordinates: unknown;
}
export interface GeoJsonFeatureCollection {
  type: 'FeatureCollection';
  features: Array<{ type: 'Feature'; properties?: Record<string, unknown> | null; geometry: GeoJsonGeometry }>;
}

/** Every ring/line of a GeoJSON collection as a list of lon/lat paths. */
export function geoJsonPaths(geo: GeoJsonFeatureCollection | undefined): LonLat[][] {
  if (!geo) return [];
  return geo.features.flatMap((f) => {
    const g = f.geometry;
    if (g.type === 'LineString') return [g.coordinates as LonLat[]];
    if (g.type === 'Polygon' || g.type === 'MultiLineString') return g.coordinates as LonLat[][];
    if (g.type === 'MultiPolygon') return (g.coordinates as LonLat[][][]).flat();
    return [];
  });
}

export interface Projection {
  project: (p: LonLat) => [number, number];
  x: [number, number];
  y: [number, number];
}

/** Fit all positions into a `width`×`height` box (pixels) with `padding` (fraction) around them. */
export function fitProjection(positions: LonLat[], width: number, height: number, padding = 0.06): Projection {
  const lats = positions.map((p) => p[1]);
  const lat0 = lats.length ? (Math.min(...lats) + Math.max(...lats)) / 2 : 0;
  const k = Math.cos((lat0 * Math.PI) / 180);
  const project = ([lon, lat]: LonLat): [number, number] => [lon * k, lat];
  const pts = positions.map(project);
  if (!pts.length) return { project, x: [0, 1], y: [0, 1] };
  let [x0, x1] = [Math.min(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[0]))];
  let [y0, y1] = [Math.min(...pts.map((p) => p[1])), Math.max(...pts.map((p) => p[1]))];
  const w = Math.max(x1 - x0, 1e-6) * (1 + 2 * padding);
  const h = Math.max(y1 - y0, 1e-6) * (1 + 2 * padding);
  const box = Math.max(width, 1) / Math.max(height, 1);
  // Grow the narrower extent so one unit is the same number of pixels on both axes.
  const [spanX, spanY] = w / h > box ? [w, w / box] : [h * box, h];
  const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2];
  [x0, x1] = [cx - spanX / 2, cx + spanX / 2];
  [y0, y1] = [cy - spanY / 2, cy + spanY / 2];
  return { project, x: [x0, x1], y: [y0, y1] };
}
