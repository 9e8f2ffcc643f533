import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { days, dailyTonnage, dailyTotal } from '../kanban/fixtures/sanitation';
import { t } from '../i18n';
import { LineChart } from './LineChart';
import { canvasViewport, chartFrame, chartsDrawn, STORY_CHART_HEIGHT } from './storyUtils';

const last30 = days.slice(-30);
const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  tags: ['autodocs'],
  decorators: [chartFrame],
  args: {
    title: '近30天分类收运量',
    categories: last30,
    dateGrain: 'day',
    unit: t('charts.unit.ton'),
    series: dailyTonnage.slice(0, 3).map((s) => ({ ...s, data: s.data.slice(-30) })),
    height: STORY_CHART_HEIGHT,
  },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement),
  parameters: canvasViewport.parameters,
  globals: canvasViewport.globals,
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Area: Story = {
  args: { title: '近90天收运总量', categories: days, series: [{ name: '收运总量', data: dailyTotal }], area: true, smooth: true },
};

export const StackedArea: Story = { args: { area: true, stacked: true } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('charts.state.loading'));
  },
};

export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('charts.state.empty'));
  },
};

export const Accessible: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartsDrawn(canvasElement);
    const img = canvas.getByRole('img', { name: '近30天分类收运量' });
    await expect(img).toHaveAccessibleDescription(/其他垃圾：最小/);
  },
};
