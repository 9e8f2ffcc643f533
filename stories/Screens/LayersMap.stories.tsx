import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LayersMapPage from '../../apps/web/src/modules/pages/LayersMapPage';
import { canvasViewport } from '../../src/charts/storyUtils';
import { loadScreen, ModuleScreen, renderScreen } from './ModuleScreen';

/**
 * The records-on-a-map page (page kind `layers`) on three systems' seeded data, answered by the
 * reference server's own code on PGlite in the browser: 设备管理's devices and bins (two resource
 * layers), 公厕管理's toilets (a report layer of the last 30 days) and 道路保洁's roads coloured by
 * their computed coverage (a line layer of one day).
 */
const meta = {
  title: 'Screens/图层地图',
  component: ModuleScreen,
  tags: ['autodocs'],
  loaders: [loadScreen],
  render: renderScreen,
  argTypes: { page: { control: false }, data: { control: false } },
  parameters: {
    layout: 'fullscreen',
    ...canvasViewport.parameters,
    docs: {
      description: {
        component: '图层地图页：每个图层是一个资源的记录或一个报表的行，按点位、线或区域落在地图上，按状态枚举着色；图层可开关，旁边是各状态的数量；报表图层按日期或近 30 天取数；下方为各图层的列表与更多报表，点击资源图层的点位打开详情。',
      },
    },
  },
  globals: canvasViewport.globals,
} satisfies Meta<typeof ModuleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 设备管理 · 设备地图: every device and bin is a point coloured by its 运行状态; switching a layer off keeps its legend. */
export const Devices: Story = {
  args: { page: LayersMapPage, uri: '/sbzhgl/gis', title: '设备地图' },
  play: async ({ canvas }) => {
    const caption = await canvas.findByText(/设备 \d+ 个点位、满溢设备 \d+ 个点位/, undefined, { timeout: 15_000 });
    await expect(caption).toBeVisible();
    const table = await canvas.findByRole('table', { name: '设备列表' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const layers = canvas.getByRole('group', { name: '图层' });
    await userEvent.click(within(layers).getByRole('checkbox', { name: '满溢设备' }));
    await expect(within(layers).getByRole('checkbox', { name: '满溢设备' })).not.toBeChecked();
    // The lists below stay as they were.
    await waitFor(() => expect(within(canvas.getByRole('table', { name: '设备列表' })).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

/** 公厕管理 · 公厕地图: the toilets of the gis report, 报警 / 离线或停用 / 正常, with the report below. */
export const Toilets: Story = {
  args: { page: LayersMapPage, uri: '/gcgl/gis', title: '公厕地图', windowHigh: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/公厕 \d+ 个点位/, undefined, { timeout: 15_000 })).toBeVisible();
    const table = await canvas.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(4));
  },
};
