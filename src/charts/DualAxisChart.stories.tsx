import type { Meta, StoryObj } from '@storybook/react-vite';
import { dailyTotal, dailyTrips, tripDays } from '../kanban/fixtures/sanitation';
import { t } from '../i18n';
import { DualAxisChart } from './DualAxisChart';
import { canvasViewport, chartFrame, chartsDrawn, STORY_CHART_HEIGHT } from './storyUtils';

const meta = {
  title: 'Charts/DualAxisChart',
  component: DualAxisChart,
  tags: ['autodocs'],
  decorators: [chartFrame],
  args: {
    title: t('charts.board.tonnageAndTrips'),
    categories: tripDays,
    dateGrain: 'day',
    left: { name: t('charts.board.tonnage'), data: dailyTotal.slice(-14) },
    leftUnit: t('charts.unit.ton'),
    right: { name: t('charts.board.trips'), data: dailyTrips },
    rightUnit: '车次',
    height: STORY_CHART_HEIGHT,
  },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement),
  parameters: canvasViewport.parameters,
  globals: canvasViewport.globals,
} satisfies Meta<typeof DualAxisChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { left: { name: '收运量', data: [] }, right: { name: '车次', data: [] } } };
