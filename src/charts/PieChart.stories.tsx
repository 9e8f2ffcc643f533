import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { typeShare } from '../kanban/fixtures/sanitation';
import { t } from '../i18n';
import { PieChart } from './PieChart';
import { canvasViewport, chartFrame, chartsDrawn, STORY_CHART_HEIGHT } from './storyUtils';

const meta = {
  title: 'Charts/PieChart',
  component: PieChart,
  tags: ['autodocs'],
  decorators: [chartFrame],
  args: { title: '近30天分类收运占比', items: typeShare, unit: t('charts.unit.ton'), height: STORY_CHART_HEIGHT },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement),
  parameters: canvasViewport.parameters,
  globals: canvasViewport.globals,
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Donut: Story = {
  args: { donut: true, totalLabel: '合计' },
  play: async ({ canvas, canvasElement }) => {
    await chartsDrawn(canvasElement);
    await expect(canvas.getByRole('img', { name: '近30天分类收运占比' })).toHaveAccessibleDescription(/厨余垃圾/);
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent(t('charts.state.empty')),
};
