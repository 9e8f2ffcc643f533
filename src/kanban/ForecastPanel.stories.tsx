import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { canvasViewport, chartsDrawn } from '../charts/storyUtils';
import { dailyForecast, dailyTotal, days, forecastDays, forecastMonths, monthlyForecast, monthlyTotal, months } from './fixtures/sanitation';
import { t } from '../i18n';
import { ForecastPanel } from './ForecastPanel';
import { panelFrame } from './storyUtils';

const meta = {
  title: 'Kanban/ForecastPanel',
  component: ForecastPanel,
  tags: ['autodocs'],
  decorators: [panelFrame],
  args: {
    title: t('charts.board.forecast'),
    daily: { categories: days.slice(-30), actual: dailyTotal.slice(-30), forecastCategories: forecastDays, forecast: dailyForecast },
    monthly: { categories: months, actual: monthlyTotal, forecastCategories: forecastMonths, forecast: monthlyForecast },
    unit: t('charts.unit.ton'),
  },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement),
  parameters: canvasViewport.parameters,
  globals: canvasViewport.globals,
} satisfies Meta<typeof ForecastPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Daily: Story = {};
export const Monthly: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartsDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('charts.kanban.monthly') }));
    await expect(await canvas.findByRole('img', { name: `${t('charts.board.forecast')}（${t('charts.kanban.monthly')}）` })).toBeInTheDocument();
    await chartsDrawn(canvasElement);
  },
};
export const Loading: Story = { args: { loading: true } };
