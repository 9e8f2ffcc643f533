import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import MapPage from '../../apps/web/src/modules/pages/MapPage';
import { canvasViewport, chartsDrawn } from '../../src/charts/storyUtils';
import { loadScreen, ModuleScreen, renderScreen } from './ModuleScreen';

/**
 * 公厕管理 · 公厕地图: the map page without a trajectory (StateMapPage) — the toilets of the
 * gis list report as markers coloured by their state (pending alarm, offline device, normal)
 * and the same rows below, answered by 公厕管理's own handler on PGlite in the browser.
 */
const meta = {
  title: 'Screens/公厕地图',
  component: ModuleScreen,
  tags: ['autodocs'],
  loaders: [loadScreen],
  render: renderScreen,
  args: { page: MapPage, uri: '/gcgl/gis', title: '公厕地图', windowHigh: true },
  argTypes: { page: { control: false }, data: { control: false } },
  parameters: {
    layout: 'fullscreen',
    ...canvasViewport.parameters,
    docs: {
      description: {
        component: '应用中的地图页（apps/web/src/modules/pages/MapPage，无轨迹时为 StateMapPage），按目录中“公厕地图”的列表报表读取公厕点位；报警、离线与正常以不同颜色标注，下方为同一批公厕的列表。',
      },
    },
  },
  globals: canvasViewport.globals,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/4 个点位/)).toBeVisible();
    const table = await canvas.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(4));
    await chartsDrawn(canvasElement);
  },
} satisfies Meta<typeof ModuleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toilets of a tenant on the map, with their state and figures below. */
export const Default: Story = {};
