/**
 * What a map layer draws: its rows' geometry as markers, lines or polygons, coloured by the
 * status of the row's state option (the enum's own words: success, warning, error, info, default).
 */
import { parsePolygon, type EnumOption, type MapLayer } from '../../../../../catalogue/src';
import type { LonLat, MapLine, MapMarker, MapPolygon, MarkerStatus } from '../../../../../../src/map/types';
import { t } from '../../../../../../src/i18n';
import type { Row } from '../../dataSource';

type Tone = NonNullable<MapLine['tone']>;

export interface LayerShapes {
  markers: MapMarker[];
  lines: MapLine[];
  polygons: MapPolygon[];
  /** Rows placed on the map (a row without a readable geometry is only in the list). */
  placed: Row[];
}

const MARKER: Record<string, MarkerStatus> = { success: 'online', warning: 'alarm', error: 'alarm', info: 'facility', default: 'offline' };
const TONE: Record<string, Tone> = { success: 'success', warning: 'warning', error: 'error', info: 'primary', default: 'muted' };

function point(value: unknown): LonLat | null {
  const [lng, lat] = String(value ?? '').split(',').map(Number);
  return Number.isFinite(lng) && Number.isFinite(lat) && String(value ?? '').includes(',') ? [lng!, lat!] : null;
}

/** The status word of a row's state: its option's status, `default` for an unknown value, none without a state. */
export function stateStatus(layer: MapLayer, options: readonly EnumOption[], row: Row): string | undefined {
  if (!layer.state) return undefined;
  return options.find((o) => String(o.value) === String(row[layer.state!]))?.status ?? 'default';
}

/**
 * The shapes of one layer; `id` makes them unique across layers (`<id>:<row id or index>`) so a
 * marker click finds its row again.
 */
export function layerShapes(id: string, layer: MapLayer, rows: readonly Row[], options: readonly EnumOption[], labelOf: (row: Row) => string): LayerShapes {
  if (layer.vertices) return pathShapes(id, layer, rows);
  const out: LayerShapes = { markers: [], lines: [], polygons: [], placed: [] };
  rows.forEach((row, i) => {
    const key = `${id}:${String(row.id ?? i)}`;
    const status = stateStatus(layer, options, row);
    const label = labelOf(row);
    if (layer.shape === 'point') {
      const p = point(row[layer.geometry]);
      if (!p) return;
      out.markers.push({ id: key, lon: p[0], lat: p[1], label, status: status ? MARKER[status] ?? 'offline' : 'facility' });
    } else {
      const ring = parsePolygon(row[layer.geometry]) as LonLat[] | null;
      if (!ring || ring.length < (layer.shape === 'line' ? 2 : 3)) return;
      const tone = status ? TONE[status] ?? 'muted' : 'primary';
      if (layer.shape === 'line') out.lines.push({ id: key, points: ring, tone, label });
      else out.polygons.push({ id: key, ring, tone, label });
    }
    out.placed.push(row);
  });
  return out;
}

/** A vertices layer: its rows' positions joined into one line, with the start and the end marked. */
function pathShapes(id: string, layer: MapLayer, rows: readonly Row[]): LayerShapes {
  const [lonKey, latKey] = layer.geometry.split(',');
  const placed: Row[] = [];
  const points: LonLat[] = [];
  for (const row of rows) {
    const lon = Number(row[lonKey!]);
    const lat = Number(row[latKey!]);
    if (row[lonKey!] === null || row[lonKey!] === undefined || !Number.isFinite(lon) || !Number.isFinite(lat)) continue;
    points.push([lon, lat]);
    placed.push(row);
  }
  if (points.length < 2) return { markers: [], lines: [], polygons: [], placed };
  const label = layer.label ?? '';
  const end = (key: 'start' | 'end', p: LonLat, status: MarkerStatus): MapMarker =>
    ({ id: `${id}:${key}`, lon: p[0], lat: p[1], label: t(key === 'start' ? 'map.pathStart' : 'map.pathEnd', { label }).trim(), status });
  return {
    markers: [end('start', points[0]!, 'online'), end('end', points[points.length - 1]!, 'offline')],
    lines: [{ id: `${id}:path`, points, tone: 'primary', label }],
    polygons: [],
    placed,
  };
}

/** Per option of the state enum: how many placed rows are in it (the legend). */
export function stateCounts(layer: MapLayer, options: readonly EnumOption[], placed: readonly Row[]): { option: EnumOption; n: number }[] {
  if (!layer.state) return [];
  return options.map((option) => ({ option, n: placed.filter((r) => String(r[layer.state!]) === String(option.value)).length }));
}
