import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { findResource, type ReportDefinition } from '../../apps/catalogue/src';
import type { ModuleData, Row } from '../../apps/web/src/modules/dataSource';
import AreaPickPage from '../../apps/web/src/modules/pages/AreaPickPage';
import { canvasViewport } from '../../src/charts/storyUtils';
import { vehicles } from '../../src/map/fixtures/city';
import { people } from '../../apps/server/src/seed/profiles';
import { ModuleScreen, renderScreen } from './ModuleScreen';
import { serverModuleData } from './serverModuleData';

/**
 * 指挥调度 · 调度台: the area dispatch page (page kind `areaPick`) on a seeded tenant answered by
 * the reference server's own code on PGlite in the browser; the candidates' positions are the map
 * fixtures' (the story has no GPS store): the vehicles and the staff who drive them on the map, an
 * area drawn over the middle, those inside listed and checked, the dispatch records below.
 */
const meta = {
  title: 'Screens/调度台',
  component: ModuleScreen,
  tags: ['autodocs'],
  loaders: [async () => ({ data: await withFixturePositions(await serverModuleData('zhdd')) })],
  render: renderScreen,
  args: { page: AreaPickPage, uri: '/zhdd/console', title: '调度台', windowHigh: true },
  argTypes: { page: { control: false }, data: { control: false } },
  parameters: {
    layout: 'fullscreen',
    ...canvasViewport.parameters,
    docs: { description: { component: '调度台：地图上为可调派的车辆与人员（按状态着色，可开关图层），圈选区域后区域内的资源列在右侧并默认勾选，下达调度时带入区域与所选资源填写调度表单，任务发送到调度群组；下方为调度记录及其接收、催办、完成、撤销。' } },
  },
  globals: canvasViewport.globals,
} satisfies Meta<typeof ModuleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATES = ['idle', 'idle', 'busy', 'idle', 'offline', 'idle', 'alarm'] as const;
const LABELS: Record<string, string> = { idle: '空闲', busy: '执行任务', offline: '离线', alarm: '报警' };

/** The seeded tenant's vehicles and a crew, placed where the map fixtures' vehicles are. */
async function withFixturePositions(data: ModuleData): Promise<ModuleData> {
  const cars = (await data.list(findResource('platform', 'vehicle')!, { pageNum: 1, pageSize: 500 })).rows;
  const at = (i: number, dx = 0) => `${(vehicles[i % vehicles.length]!.lon + dx).toFixed(6)},${vehicles[i % vehicles.length]!.lat.toFixed(6)}`;
  const carRows: Row[] = cars.map((c, i) => ({ id: c.id, carNo: c.carNo, driverName: c.driverName, location: at(i), mapState: STATES[i % STATES.length], mapStateLabel: LABELS[STATES[i % STATES.length]!] }));
  // The screens' tenant has no workforce of its own: a dozen crew of the demo names, riding beside the fixture vehicles (no marker hides another).
  const staffRows: Row[] = people.slice(0, 12).map((name, i) => {
    const state = STATES[(i + 1) % STATES.length] === 'alarm' ? 'idle' : STATES[(i + 1) % STATES.length]!;
    return { id: 900_001 + i, name, post: ['驾驶员', '装卸工', '保洁员'][i % 3], location: at(i * 2 + 13, 0.004), mapState: state, mapStateLabel: LABELS[state] };
  });
  const fixed: Record<string, Row[]> = { carCandidates: carRows, staffCandidates: staffRows };
  return { ...data, report: (async (report: ReportDefinition, payload: Record<string, unknown>) => (fixed[report.key] ? { rows: fixed[report.key], total: fixed[report.key]!.length } : data.report(report, payload))) as ModuleData['report'] };
}

/** An area drawn over the middle of the map: the vehicles and staff inside it are listed, all checked. */
export const AreaDrawn: Story = {
  play: async ({ canvas }) => {
    const map = await canvas.findByRole('region', { name: '调度地图' }, { timeout: 20_000 });
    await waitFor(() => expect(Number(map.getAttribute('data-markers'))).toBeGreaterThan(20));
    fireEvent.click(canvas.getByRole('button', { name: '圈选区域' }));
    await waitFor(() => expect(map.getAttribute('data-tool')).toBe('polygon'));
    const box = map.getBoundingClientRect();
    const point = (x: number, y: number) => ({ clientX: box.left + box.width * x, clientY: box.top + box.height * y });
    for (const [x, y] of [[0.3, 0.25], [0.7, 0.25], [0.7, 0.75], [0.3, 0.75]] as const) fireEvent.click(map, point(x, y));
    fireEvent.dblClick(map, point(0.3, 0.75));
    const list = canvas.getByRole('group', { name: /^区域内 车辆 \d+ 个$/ });
    await waitFor(() => expect(within(list).getAllByRole('checkbox').length).toBeGreaterThan(2));
    await expect(canvas.getByRole('button', { name: /下达调度（已选 \d+ 个）/ })).toBeEnabled();
    const table = await canvas.findByRole('table', { name: '调度记录列表' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};
