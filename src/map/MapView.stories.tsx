import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { canvasViewport } from '../charts/storyUtils';
import { CENTRE, city, geofence, heat, manyVehicles, track, vehicles } from './fixtures/city';
import MapView from './MapView';

/** Waits until Leaflet has drawn its canvas and the map says it is ready. */
async function mapReady(root: HTMLElement) {
  await waitFor(() => expect(root.querySelector('[data-chart-state="ready"] canvas')).not.toBeNull(), { timeout: 5000 });
}

const meta = {
  title: 'Charts/MapView',
  component: MapView,
  tags: ['autodocs'],
  args: { city, height: '420px', zoom: 13 },
  play: async ({ canvasElement }) => mapReady(canvasElement),
  parameters: canvasViewport.parameters,
  globals: canvasViewport.globals,
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No tile provider: the city's districts, streets and facilities drawn as vectors, with vehicles by status. */
export const OfflineCity: Story = { args: { markers: vehicles } };

/** A track coloured by speed (standing, slow, normal, fast, speeding) and a geofence. */
export const SpeedColouredTrack: Story = { args: { lines: [track], polygons: [geofence], fitLines: true, markers: [vehicles[0]!] } };

/** Two thousand vehicles clustered by zoom on one canvas. */
export const Clustered: Story = { args: { markers: manyVehicles(2000), cluster: true, zoom: 12 } };

/** Density of events (e.g. alarms) as a heat layer in the theme's success → error ramp. */
export const Heat: Story = { args: { heat, zoom: 14 } };

/** Roads coloured by their computed coverage (达标 / 未达标 / 未作业 / 未排班), with hover labels (line layers of `layers` pages). */
export const CoverageLines: Story = {
  args: {
    zoom: 14,
    lines: [
      { id: 'r1', points: [[120.15, 30.282], [120.15, 30.3]], tone: 'success', label: '延安路 92%（已达标）' },
      { id: 'r2', points: [[120.138, 30.288], [120.168, 30.288]], tone: 'warning', label: '凤起路 41%（未达标）' },
      { id: 'r3', points: [[120.162, 30.276], [120.162, 30.294]], tone: 'error', label: '建国北路 0%（未作业）' },
      { id: 'r4', points: [[120.14, 30.276], [120.17, 30.276]], tone: 'muted', label: '解放路（未排班）' },
    ],
  },
};

/** Areas coloured by their state (polygon layers of `layers` pages: a dept's areas, geofences), with hover labels. */
export const AreasByState: Story = {
  args: {
    zoom: 14,
    polygons: [
      { id: 'a1', ring: [[120.14, 30.28], [120.15, 30.28], [120.15, 30.29], [120.14, 30.29], [120.14, 30.28]], tone: 'success', label: '一片区（已收运）' },
      { id: 'a2', ring: [[120.152, 30.28], [120.164, 30.28], [120.164, 30.29], [120.152, 30.29], [120.152, 30.28]], tone: 'warning', label: '二片区（收运中）' },
      { id: 'a3', ring: [[120.14, 30.292], [120.164, 30.292], [120.164, 30.3], [120.14, 30.3], [120.14, 30.292]], tone: 'muted', label: '三片区（未排班）' },
    ],
  },
};

/**
 * Five thousand live vehicles, unclustered, on the fleet layer (one canvas, a path per status);
 * the selected one is larger and outlined. Pointing at a vehicle shows its plate, clicking picks it.
 */
export const LiveFleet: Story = {
  args: {
    zoom: 14,
    markers: [...manyVehicles(5000), { id: 'centre', lon: CENTRE[0], lat: CENTRE[1], status: 'alarm', label: '浙A·C0001 超速报警' }],
    selected: 'centre',
    onMarkerClick: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await mapReady(canvasElement);
    // The map opens on the city's centre, where the selected vehicle stands.
    const map = canvasElement.querySelector<HTMLElement>('[data-chart-state="ready"]')!;
    const box = map.getBoundingClientRect();
    const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, bubbles: true };
    map.dispatchEvent(new MouseEvent('mousemove', at));
    const labels = () => [...map.querySelectorAll('.leaflet-tooltip')].map((tip) => tip.textContent);
    await waitFor(() => expect(labels()).toContain('浙A·C0001 超速报警'));
    map.dispatchEvent(new MouseEvent('click', at));
    await expect(args.onMarkerClick).toHaveBeenCalledWith('centre');
  },
};
