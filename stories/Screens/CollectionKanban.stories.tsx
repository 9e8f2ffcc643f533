import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BoardPage from '../../apps/web/src/modules/pages/BoardPage';
import { canvasViewport, chartsDrawn } from '../../src/charts/storyUtils';
import { loadScreen, ModuleScreen, renderScreen } from './ModuleScreen';

/**
 * 垃圾收运 · 收运看板: the app's real board page (stat tiles, daily and monthly forecasts,
 * rankings, the garbage-type share) reading the catalogue's kanban reports, answered by the
 * reference server's report engine and 垃圾收运's custom handlers (forecasts included) on PGlite
 * in the browser, over the 90 days of weighings and arrivals the server's seed writes.
 */
const meta = {
  title: 'Screens/收运看板',
  component: ModuleScreen,
  tags: ['autodocs'],
  loaders: [loadScreen],
  render: renderScreen,
  args: { page: BoardPage, uri: '/ljszy/kanban', title: '收运看板', windowHigh: true },
  argTypes: { page: { control: false }, data: { control: false } },
  parameters: {
    layout: 'fullscreen',
    ...canvasViewport.parameters,
    docs: {
      description: {
        component: '应用中的看板页（apps/web/src/modules/pages/BoardPage），按目录中“收运看板”的组件定义读取报表；报表由参考服务器的报表引擎与垃圾收运的自定义处理（含预测）在浏览器内的 PGlite 上回答，数据为服务器种子生成的 90 天称重与到站记录。',
      },
    },
  },
  globals: canvasViewport.globals,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('数据截至 2026-11-20')).toBeVisible();
    const ranking = await canvas.findByRole('list', { name: '车辆收运排行' });
    await waitFor(() => expect(within(ranking).getAllByRole('listitem')).toHaveLength(10));
    await chartsDrawn(canvasElement);
  },
} satisfies Meta<typeof ModuleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top of the board: the last day's tiles and both forecasts. */
export const Default: Story = {};

/** Scrolled down: the rankings and the garbage-type share. */
export const Rankings: Story = {
  play: async (context) => {
    await meta.play(context);
    const share = context.canvas.getByRole('region', { name: '分类收运量' });
    share.scrollIntoView({ block: 'end' });
    await expect(within(share).getByRole('img')).toBeVisible();
  },
};

/** 按月 on the daily forecast shows the months: actual months, then the forecast ones. */
export const MonthlyForecast: Story = {
  play: async (context) => {
    await meta.play(context);
    const { canvas, canvasElement } = context;
    const panel = within(canvas.getByRole('region', { name: '日收运量预测' }));
    await userEvent.click(panel.getByRole('button', { name: '按月' }));
    await expect(panel.getByRole('button', { name: '按月' })).toHaveAttribute('aria-pressed', 'true');
    await chartsDrawn(canvasElement);
  },
};
