import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t } from '../i18n';
import { GaugeChart } from './GaugeChart';
import { canvasViewport, chartFrame, chartsDrawn, STORY_CHART_HEIGHT } from './storyUtils';

const meta = {
  title: 'Charts/GaugeChart',
  component: GaugeChart,
  tags: ['autodocs'],
  decorators: [chartFrame],
  args: { title: '焚烧厂处置负荷率', value: 78.6, max: 100, unit: '%', label: '负荷率', height: STORY_CHART_HEIGHT },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 0.1 } } },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement),
  parameters: canvasViewport.parameters,
  globals: canvasViewport.globals,
} satisfies Meta<typeof GaugeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Normal: Story = { args: { title: '车辆在线率', value: 87.8, label: '在线率', thresholds: [1.01, 1.02] } };
export const Critical: Story = { args: { value: 96.2 } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: { value: null },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent(t('charts.state.empty')),
};
