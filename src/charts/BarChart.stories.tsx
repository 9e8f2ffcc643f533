import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent(t('charts.state.loading')),
};
export const Empty: Story = {
  args: { series: [{ name: '收运量', data: [] }] },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent(t('charts.state.empty')),
};
