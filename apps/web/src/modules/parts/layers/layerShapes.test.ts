import { describe, expect, it } from 'vitest';
import type { EnumOption, MapLayer } from '../../../../../catalogue/src';
import { layerShapes, stateCounts } from './layerShapes';

const options: EnumOption[] = [
  { value: 'done', label: '已达标', status: 'success' },
  { value: 'late', label: '未达标', status: 'warning' },
  { value: 'none', label: '未排班' },
];
const label = (r: Record<string, unknown>) => String(r.name);

describe('layerShapes', () => {
  it('places points at "lng,lat", coloured by the state option, and skips rows without a position', () => {
    const layer: MapLayer = { resource: 'device', shape: 'point', geometry: 'location', state: 'state' };
    const rows = [{ id: 7, name: 'A', location: '120.1,30.2', state: 'done' }, { id: 8, name: 'B', location: '', state: 'late' }, { id: 9, name: 'C', location: '120.2,30.3', state: 'none' }];
    const s = layerShapes('0', layer, rows, options, label);
    expect(s.markers).toEqual([
      { id: '0:7', lon: 120.1, lat: 30.2, label: 'A', status: 'online' },
      { id: '0:9', lon: 120.2, lat: 30.3, label: 'C', status: 'offline' },
    ]);
    expect(s.placed.map((r) => r.id)).toEqual([7, 9]);
    expect(stateCounts(layer, options, s.placed).map((c) => c.n)).toEqual([1, 0, 1]);
  });

  it('draws lines and areas in the tone of their state; a layer without a state is primary / a facility', () => {
    const line: MapLayer = { report: 'roads', shape: 'line', geometry: 'path', state: 'state', stateEnum: 'x' };
    const lines = layerShapes('1', line, [{ id: 3, name: 'R', path: '[[120,30],[120.1,30]]', state: 'late' }, { id: 4, name: 'S', path: '[[120,30]]', state: 'done' }], options, label);
    expect(lines.lines).toEqual([{ id: '1:3', points: [[120, 30], [120.1, 30]], tone: 'warning', label: 'R' }]);
    const area: MapLayer = { report: 'areas', shape: 'polygon', geometry: 'ring' };
    const areas = layerShapes('2', area, [{ id: 1, name: 'P', ring: [[120, 30], [120.1, 30], [120.1, 30.1], [120, 30]] }], options, label);
    expect(areas.polygons[0]).toMatchObject({ id: '2:1', tone: 'primary', label: 'P' });
    const plain = layerShapes('3', { resource: 'x', shape: 'point', geometry: 'p' }, [{ id: 1, name: 'F', p: '120,30' }], [], label);
    expect(plain.markers[0]!.status).toBe('facility');
    expect(stateCounts({ resource: 'x', shape: 'point', geometry: 'p' }, options, plain.placed)).toEqual([]);
  });

  it('joins the rows of a vertices layer into one path in their order, marking its start and end; rows without a position are left out', () => {
    const layer: MapLayer = { report: 'track', label: '行驶轨迹', shape: 'line', geometry: 'lon,lat', vertices: true };
    const rows = [{ id: 1, lon: 120.1, lat: 30.2 }, { id: 2, lon: null, lat: 30.25 }, { id: 3, lon: 120.15, lat: 30.25 }, { id: 4, lon: 120.2, lat: 30.3 }];
    const s = layerShapes('4', layer, rows, [], label);
    expect(s.lines).toEqual([{ id: '4:path', points: [[120.1, 30.2], [120.15, 30.25], [120.2, 30.3]], tone: 'primary', label: '行驶轨迹' }]);
    expect(s.markers.map((m) => [m.id, m.lon, m.label])).toEqual([['4:start', 120.1, '行驶轨迹 起点'], ['4:end', 120.2, '行驶轨迹 终点']]);
    expect(s.placed).toHaveLength(3);
    expect(layerShapes('5', layer, [{ id: 1, lon: 120.1, lat: 30.2 }], [], label).lines).toEqual([]);
  });
});
