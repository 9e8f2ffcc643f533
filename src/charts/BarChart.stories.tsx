import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { days, dailyTonnage, facilities } from '../kanban/fixtures/sanitation';
import { t } from '../i18n';
import { BarChart } from './BarChart';
import { canvasViewport, chartFrame, chartsDrawn, STORY_CHART_HEIGHT } from './storyUtils';

const week = days.slice(-7);
const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  decorators: [chartFrame],
  args: {
    title: '近7天分类收运量',
    categories: week,
    dateGrain: 'day',
    unit: t('charts.unit.ton'),
    series: dailyTonnage.slice(0, 3).map((s) => ({ ...s, data: s.data.slice(-7) })),
    height: STORY_CHART_HEIGHT,
  },
  argTypes: { stacked: { control: 'boolean' }, horizontal: { control: 'boolean' } },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement),
  parameters: canvasViewport.parameters,
  globals: canvasViewport.globals,
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Grouped: Story = { args: { title: '分组柱状图：近7天分类收运量' } };
export const Stacked: Story = { args: { title: '堆叠柱状图：近7天收运量', stacked: true, series: dailyTonnage.map((s) => ({ ...s, data: s.data.slice(-7) })) } };
export const Horizontal: Story = {
  args: {
    title: '处置设施收运量',
    horizontal: true,
    categories: facilities.slice(0, 6).map((f) => f.name),
    dateGrain: undefined,
    series: [{ name: '收运量', data: facilities.slice(0, 6).map((f) => f.value) }],
  },
};
/** Reports: every bar carries its value (单位月报's chart beside its table). */
export const ValueLabels: Story = {
  args: {
    title: '单位月报图表',
    horizontal: true,
    valueLabels: true,
    categories: facilities.slice(0, 5).map((f) => f.name),
    dateGrain: undefined,
    series: [{ name: '净重', data: facilities.slice(0, 5).map((f) => f.value) }],
  },
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement);
    await expect(within(canvasElement).getByRole('img', { name: '单位月报图表' })).toHaveAttribute('data-value-labels', 'all');
  },
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent(t('charts.state.loading')),
};
export const Empty: Story = {
  args: { series: [{ name: '收运量', data: [] }] },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent(t('charts.state.empty')),
};
/** The request failed: 数据加载失败 with 重试, never 暂无数据 (an operator would read "nothing collected"). */
export const Failed: Story = {
  args: { series: [{ name: '收运量', data: [] }], error: true, onRetry: fn() },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert', { name: `${args.title}：${t('charts.state.error')}` });
    await expect(canvas.queryByText(t('charts.state.empty'))).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: t('charts.state.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
