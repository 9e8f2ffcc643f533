import type { Meta, StoryObj } from '@storybook/react-vite';
import { collectionsByHour, hours, weekdays } from '../kanban/fixtures/sanitation';
import { t } from '../i18n';
import { HeatmapChart } from './HeatmapChart';
import { canvasViewport, chartFrame, chartsDrawn, STORY_CHART_HEIGHT } from './storyUtils';

const meta = {
  title: 'Charts/HeatmapChart',
  component: HeatmapChart,
  tags: ['autodocs'],
  decorators: [chartFrame],
  args: { title: t('charts.board.heatmap'), xLabels: hours, yLabels: weekdays, data: collectionsByHour, unit: '次', height: STORY_CHART_HEIGHT },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement),
  parameters: canvasViewport.parameters,
  globals: canvasViewport.globals,
} satisfies Meta<typeof HeatmapChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { data: [] } };
