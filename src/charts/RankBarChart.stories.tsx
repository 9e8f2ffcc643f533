import type { Meta, StoryObj } from '@storybook/react-vite';
import { facilities } from '../kanban/fixtures/sanitation';
import { t } from '../i18n';
import { RankBarChart } from './RankBarChart';
import { canvasViewport, chartFrame, chartsDrawn, STORY_CHART_HEIGHT } from './storyUtils';

const meta = {
  title: 'Charts/RankBarChart',
  component: RankBarChart,
  tags: ['autodocs'],
  decorators: [chartFrame],
  args: { title: t('charts.board.facilityRank'), items: facilities, unit: t('charts.unit.ton'), limit: 8, height: STORY_CHART_HEIGHT },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement),
  parameters: canvasViewport.parameters,
  globals: canvasViewport.globals,
} satisfies Meta<typeof RankBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Top5: Story = { args: { limit: 5 } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { items: [] } };
