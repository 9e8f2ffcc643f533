import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { dailyForecast, dailyTotal, days, forecastDays, forecastMonths, monthlyForecast, monthlyTotal, months } from '../kanban/fixtures/sanitation';
import { t } from '../i18n';
import { ForecastChart } from './ForecastChart';
import { canvasViewport, chartFrame, chartsDrawn, STORY_CHART_HEIGHT } from './storyUtils';

const meta = {
  title: 'Charts/ForecastChart',
  component: ForecastChart,
  tags: ['autodocs'],
  decorators: [chartFrame],
  args: {
    title: '日收运总量预测',
    categories: days,
    actual: dailyTotal,
    forecastCategories: forecastDays,
    forecast: dailyForecast,
    dateGrain: 'day',
    unit: t('charts.unit.ton'),
    height: STORY_CHART_HEIGHT,
  },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement),
  parameters: canvasViewport.parameters,
  globals: canvasViewport.globals,
} satisfies Meta<typeof ForecastChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartsDrawn(canvasElement);
    await expect(canvas.getByRole('img', { name: '日收运总量预测' })).toHaveAccessibleDescription(/预测 14 个时段/);
  },
};
export const Monthly: Story = {
  args: { title: '月收运总量预测', categories: months, actual: monthlyTotal, forecastCategories: forecastMonths, forecast: monthlyForecast, dateGrain: 'monthShort' },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { actual: [], forecast: [], categories: [], forecastCategories: [] } };
