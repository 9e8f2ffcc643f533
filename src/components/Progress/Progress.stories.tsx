import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Progress, type ProgressStatus } from './Progress';

const meta = {
  title: 'Components/Progress',
  component: Progress,
  tags: ['autodocs'],
  args: { percent: 68, variant: 'line', size: 'md', label: '收运完成率' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['line', 'circle'] },
    status: { control: 'select', options: [undefined, 'default', 'success', 'warning', 'error'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    percent: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Circle: Story = { args: { variant: 'circle', percent: 75 } };
export const Done: Story = {
  args: { percent: 100 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '收运完成率' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('data-status', 'success');
  },
};
export const Failed: Story = { args: { percent: 42, status: 'error', label: '报表导出' } };

function Stepper() {
  const [percent, setPercent] = useState(20);
  return (
    <Column>
      <Progress percent={percent} label="导出进度" />
      <Progress percent={percent} variant="circle" size="sm" label="导出进度（环形）" />
      <Button onClick={() => setPercent((value) => Math.min(100, value + 40))}>前进</Button>
    </Column>
  );
}

/** aria-valuenow follows the value, clamped at 100. */
export const Advancing: Story = {
  render: () => <Stepper />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '导出进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '20');
    const next = canvas.getByRole('button', { name: '前进' });
    await userEvent.click(next);
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('progressbar', { name: '导出进度（环形）' })).toHaveAttribute('aria-valuenow', '100');
  },
};

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.md};
  max-width: 480px;
  justify-items: start;
  & > [role='progressbar'][data-status] { width: 100%; }
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.space.lg};
  max-width: 880px;
`;
const Circles = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.lg};
  align-items: center;
  flex-wrap: wrap;
`;
const statuses: Array<[ProgressStatus | undefined, number]> = [[undefined, 30], ['warning', 70], ['error', 45], [undefined, 100]];

export const Matrix: Story = {
  render: () => (
    <Grid>
      <Column>
        {(['sm', 'md', 'lg'] as const).flatMap((size) =>
          statuses.map(([status, percent]) => (
            <Progress key={`${size}-${status}-${percent}`} size={size} status={status} percent={percent} label={`${size} ${status ?? 'auto'}`} />
          )),
        )}
      </Column>
      <Circles>
        {(['sm', 'md', 'lg'] as const).flatMap((size) =>
          statuses.map(([status, percent]) => (
            <Progress key={`${size}-${status}-${percent}`} variant="circle" size={size} status={status} percent={percent} label={`环形 ${size} ${status ?? 'auto'}`} />
          )),
        )}
      </Circles>
    </Grid>
  ),
};
