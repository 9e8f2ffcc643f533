import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Statistic } from './Statistic';

const meta = {
  title: 'Components/Statistic',
  component: Statistic,
  tags: ['autodocs'],
  args: { title: '今日收运量', value: 128.456, precision: 2, suffix: '吨', size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    trend: { control: 'inline-radio', options: [undefined, 'up', 'down'] },
  },
} satisfies Meta<typeof Statistic>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('128.46')).toBeVisible();
  },
};
export const Wan: Story = {
  args: { title: '本年累计里程', value: 1_284_600, wan: true, precision: 1, suffix: '公里' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('128.5万')).toBeVisible();
  },
};
export const TrendUp: Story = {
  args: { title: '较昨日', value: 12.4, precision: 1, suffix: '%', trend: 'up' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '上升' })).toBeVisible();
  },
};
/** For complaints, down is good: green arrow down. */
export const TrendDownGood: Story = { args: { title: '投诉工单', value: 8, suffix: '件', trend: 'down', trendGood: 'down' } };

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, max-content);
  gap: ${(p) => p.theme.space.xl};
`;
export const Matrix: Story = {
  render: () => (
    <Grid>
      {(['sm', 'md', 'lg'] as const).flatMap((size) => [
        <Statistic key={`${size}-a`} size={size} title="在线车辆" value={86} suffix="辆" />,
        <Statistic key={`${size}-b`} size={size} title="本月收运" value={28460.5} precision={1} suffix="吨" />,
        <Statistic key={`${size}-c`} size={size} title="年度经费" value={356_000_000} wan precision={2} prefix="¥" />,
        <Statistic key={`${size}-d`} size={size} title="超速告警" value={3} trend="up" trendGood="down" suffix="次" />,
      ])}
    </Grid>
  ),
};
