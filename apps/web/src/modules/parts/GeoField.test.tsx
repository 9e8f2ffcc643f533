import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CENTRE, facilities } from '../../../../../src/map/fixtures/city';
import type { TileSetting } from '../../../../../src/map/types';
import { ThemeProvider } from '../../../../../src/theme';
import { field, coerce } from '../../../../catalogue/src';
import { GpsDataProvider, httpGpsData, type GpsData } from '../gps/source';
import { GeoField, GeoPreview } from './GeoField';

let root: Root | undefined;
let host: HTMLDivElement | undefined;

afterEach(() => {
  root?.unmount();
  host?.remove();
});

const gpsWith = (tiles: TileSetting | null): GpsData => ({
  ...httpGpsData,
  city: async () => ({ centre: [CENTRE[0], CENTRE[1]], districts: ['西湖区', '拱墅区'], facilities: facilities.slice(0, 5).map((f, i) => ({ id: i, name: f.label ?? '', lon: f.lon, lat: f.lat })) }),
  tiles: vi.fn(async () => tiles),
});

function mount(gps: GpsData, children: React.ReactNode) {
  host = document.createElement('div');
  host.style.width = '640px';
  document.body.append(host);
  root = createRoot(host);
  flushSync(() => root!.render(<ThemeProvider><GpsDataProvider value={gps}>{children}</GpsDataProvider></ThemeProvider>));
}

const point = field.point('center', '中心点');
const polygon = field.polygon('boundary', '边界');
const ring = JSON.stringify([[120.145, 30.282], [120.162, 30.281], [120.166, 30.293], [120.145, 30.282]]);

describe('map tiles of the tenant (地图设置)', () => {
  it('a saved tile template is where the map requests its tiles', async () => {
    const gps = gpsWith({ url: '/tiles-test/{z}/{x}/{y}.png', coord: 'WGS84', attribution: '测试底图' });
    mount(gps, <GeoPreview field={polygon} value={ring} />);
    await expect.poll(() => document.querySelectorAll('img.leaflet-tile').length, { timeout: 10_000 }).toBeGreaterThan(0);
    const sources = [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((img) => img.src);
    expect(sources.every((src) => /\/tiles-test\/13\/\d+\/\d+\.png$/.test(src))).toBe(true);
    await expect.element(page.getByText('测试底图')).toBeVisible();
    expect(gps.tiles).toHaveBeenCalledTimes(1);
  });

  it('with none set the map draws the offline city base and requests no tiles', async () => {
    mount(gpsWith(null), <GeoPreview field={polygon} value={ring} />);
    await expect.poll(() => document.querySelector('[data-chart-state="ready"] canvas'), { timeout: 10_000 }).not.toBeNull();
    expect(document.querySelectorAll('img.leaflet-tile')).toHaveLength(0);
    await expect.element(page.getByText('3 个顶点')).toBeVisible();
  });
});

describe('point field picker', () => {
  it('picks a point on the map and hands over valid "lng,lat" text only on 确定', async () => {
    const onChange = vi.fn();
    mount(gpsWith(null), <GeoField field={point} value="120.1,30.2" onChange={onChange} />);
    await expect.element(page.getByText('经度 120.1，纬度 30.2')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: /地图选点/ }));
    const dialog = page.getByRole('dialog', { name: '选择中心点' });
    await expect.element(dialog.getByText('当前：经度 120.1，纬度 30.2')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: '确定' })).toBeDisabled();
    await expect.poll(() => document.querySelector('[data-tool="point"][data-chart-state="ready"]'), { timeout: 10_000 }).not.toBeNull();
    await userEvent.click(page.getByRole('region', { name: '中心点' }));
    await expect.element(dialog.getByText(/新选：经度/)).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    const picked = onChange.mock.calls[0]![0] as string;
    expect(picked).toMatch(/^\d+\.\d{6},\d+\.\d{6}$/);
    expect(coerce(point, picked)).not.toHaveProperty('error');
    const [lng, lat] = picked.split(',').map(Number);
    expect(Math.abs(lng! - 120.1)).toBeLessThan(0.05);
    expect(Math.abs(lat! - 30.2)).toBeLessThan(0.05);
  });
});
