import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { CountdownBadge } from './CountdownBadge';

const meta = {
  title: 'Components/CountdownBadge',
  component: CountdownBadge,
  tags: ['autodocs'],
  args: { remainingMinutes: 185 },
} satisfies Meta<typeof CountdownBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('剩余 4 小时')).toBeVisible();
  },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: max-content max-content;
  gap: ${(p) => p.theme.space.sm} ${(p) => p.theme.space.lg};
  align-items: center;
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
`;

/** Every state a case list shows: in time, short of time, overdue, overdue and escalated, no clock, done. */
export const States: Story = {
  render: () => (
    <Grid>
      <span>处置中，期限 2 天后</span><CountdownBadge remainingMinutes={2 * 24 * 60 + 190} />
      <span>待签收，剩 35 分钟</span><CountdownBadge remainingMinutes={35} />
      <span>处置中，剩 90 分钟</span><CountdownBadge remainingMinutes={90} />
      <span>待核查，超时 3 小时</span><CountdownBadge remainingMinutes={-170} />
      <span>处置中，超时已升级</span><CountdownBadge remainingMinutes={-26 * 60} escalated />
      <span>无时限</span><CountdownBadge remainingMinutes={null} />
      <span>已结案</span><CountdownBadge remainingMinutes={null} finished />
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('剩余 2 天 4 小时')).toBeVisible();
    await expect(canvas.getByText('剩余 35 分钟')).toBeVisible();
    await expect(canvas.getByText('已超时 3 小时')).toBeVisible();
    await expect(canvas.getByText('已超时 1 天 2 小时')).toHaveAttribute('title', '已超时 1 天 2 小时（已升级）');
    await expect(canvas.getByText('已办结')).toBeVisible();
  },
};
