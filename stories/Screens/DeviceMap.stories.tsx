import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import PointMapPage from '../../apps/web/src/modules/pages/PointMapPage';
import { loadScreen, ModuleScreen, renderScreen } from './ModuleScreen';

/**
 * 设备管理 · 设备地图: the generic records-on-a-map page (page kind `pointMap`) on the seeded
 * devices, coloured by their 运行状态 (正常 green, 故障/维修中 red, 停用 grey), with the lists of
 * its layers below, answered by the reference server's own code on PGlite in the browser.
 */
const meta = {
  title: 'Screens/设备地图',
  component: ModuleScreen,
  tags: ['autodocs'],
  loaders: [loadScreen],
  render: renderScreen,
  args: { page: PointMapPage, uri: '/sbzhgl/gis', title: '设备地图' },
  argTypes: { page: { control: false }, data: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: '记录地图页：各图层资源的记录按经纬度落点，按状态着色（正常、告警、其他），点击点位打开详情；下方为各图层的列表。' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/设备、满溢设备共 \d+ 个点位/, undefined, { timeout: 15_000 })).toBeVisible();
  },
} satisfies Meta<typeof ModuleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every seeded device is a point; the faulty ones count as alarms; the device list below. */
export const Default: Story = {
  play: async (context) => {
    await meta.play(context);
    const { canvas } = context;
    const caption = canvas.getByText(/设备、满溢设备共 \d+ 个点位/);
    await waitFor(() => expect(caption.textContent).toMatch(/告警 [1-9]/));
    const table = await canvas.findByRole('table', { name: '设备列表' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};
