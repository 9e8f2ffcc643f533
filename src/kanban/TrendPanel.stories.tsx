import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { canvasViewport, chartsDrawn } from '../charts/storyUtils';
import { dailyTonnage, days } from './fixtures/sanitation';
import { t } from '../i18n';
import { TrendPanel } from './TrendPanel';
import { panelFrame } from './storyUtils';

const meta = {
  title: 'Kanban/TrendPanel',
  component: TrendPanel,
  tags: ['autodocs'],
  decorators: [panelFrame],
  args: { title: t('charts.board.dailyTrend'), categories: days, series: dailyTonnage.slice(0, 3), unit: t('charts.unit.ton'), defaultRange: 7 },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement),
  parameters: canvasViewport.parameters,
  globals: canvasViewport.globals,
} satisfies Meta<typeof TrendPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartsDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('charts.kanban.range30') }));
    await expect(canvas.getByRole('button', { name: t('charts.kanban.range30') })).toHaveAttribute('aria-pressed', 'true');
    await chartsDrawn(canvasElement);
    await expect(canvas.getByRole('img', { name: t('charts.board.dailyTrend') })).toHaveAccessibleDescription(/90 个数据点/);
  },
};
export const StackedBars: Story = { args: { kind: 'bar', series: dailyTonnage } };
export const Area: Story = { args: { kind: 'area', defaultRange: 30 } };
export const Loading: Story = { args: { loading: true } };
/** On a board: the board's one period control sets the days (no switch of its own) and the period is labelled. */
export const BoardPeriod: Story = {
  args: { days: 30, period: '近 30 天 · 10月22日 至 11月20日' },
  play: async ({ canvas, canvasElement }) => {
    await chartsDrawn(canvasElement);
    await expect(canvas.queryByRole('group', { name: t('charts.kanban.periodSwitch') })).toBeNull();
    await expect(canvas.getByText('近 30 天 · 10月22日 至 11月20日')).toBeVisible();
  },
};
