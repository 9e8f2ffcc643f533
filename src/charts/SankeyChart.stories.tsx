import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../i18n';
import { SankeyChart, type SankeyLink } from './SankeyChart';
import { canvasViewport, chartFrame, chartsDrawn, STORY_CHART_HEIGHT } from './storyUtils';

/** Recyclables (tonnes) from collection stations to disposal sites over a month. */
const flows: SankeyLink[] = [
  { source: '翠苑一区回收站', target: '城北再生资源分拣中心', value: 12.4 },
  { source: '翠苑一区回收站', target: '富阳再生纸业有限公司', value: 5.1 },
  { source: '文三新村回收小屋', target: '城北再生资源分拣中心', value: 8.7 },
  { source: '文三新村回收小屋', target: '萧山金属再生利用厂', value: 3.2 },
  { source: '德加社区中转站', target: '富阳再生纸业有限公司', value: 9.6 },
  { source: '德加社区中转站', target: '萧山金属再生利用厂', value: 4.4 },
  { source: '古荡湾智能回收箱', target: '城北再生资源分拣中心', value: 2.3 },
];

const meta = {
  title: 'Charts/SankeyChart',
  component: SankeyChart,
  tags: ['autodocs'],
  decorators: [chartFrame],
  args: { title: t('charts.board.sankey'), links: flows, unit: '吨', height: STORY_CHART_HEIGHT },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement),
  parameters: canvasViewport.parameters,
  globals: canvasViewport.globals,
} satisfies Meta<typeof SankeyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { links: [] } };
