import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../components/Button';
import { collectionRoutes, districtOutline, facilityPoints, vehiclePoints, vehiclesAt } from '../kanban/fixtures/positions';
import { t } from '../i18n';
import { PositionMap, type PositionMapProps } from './PositionMap';
import { canvasViewport, chartFrame, chartsDrawn, STORY_CHART_HEIGHT } from './storyUtils';

const meta = {
  title: 'Charts/PositionMap',
  component: PositionMap,
  tags: ['autodocs'],
  decorators: [chartFrame],
  args: {
    title: t('charts.board.positions'),
    points: [...vehiclePoints, ...facilityPoints],
    routes: collectionRoutes,
    outline: districtOutline,
    height: STORY_CHART_HEIGHT,
    onPointClick: fn(),
  },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement),
  parameters: canvasViewport.parameters,
  globals: canvasViewport.globals,
} satisfies Meta<typeof PositionMap>;

export default meta;

function MovingDemo(props: PositionMapProps) {
  const [step, setStep] = useState(0);
  return (
    <>
      <PositionMap {...props} points={vehiclesAt(step)} />
      <Button size="sm" onClick={() => setStep((s) => s + 1)}>
        刷新位置（第 {step} 次）
      </Button>
    </>
  );
}
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithoutOutline: Story = { args: { outline: undefined, routes: [] } };

/** Markers move when positions change (animated in the app, static under tests). */
export const MovingMarkers: Story = {
  render: (args) => <MovingDemo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await chartsDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /刷新位置/ }));
    await expect(await canvas.findByRole('button', { name: '刷新位置（第 1 次）' })).toBeInTheDocument();
    await chartsDrawn(canvasElement);
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { points: [], routes: [], outline: undefined } };
