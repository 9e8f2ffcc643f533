import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { t } from '../i18n';
import { StatTile } from './StatTile';
import { tileFrame } from './storyUtils';

const meta = {
  title: 'Kanban/StatTile',
  component: StatTile,
  tags: ['autodocs'],
  decorators: [tileFrame],
  args: { label: t('charts.board.todayTonnage'), value: 3712.4, unit: t('charts.unit.ton'), previous: 3580.2 },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] }, status: { control: 'select', options: ['default', 'success', 'warning', 'error', 'info'] } },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/较上期/)).toHaveTextContent('上升');
    await expect(canvas.getByText(/较上期/)).toHaveTextContent('3.7%');
  },
};
/** Alarms rising is bad: the change is shown in the error colour. */
export const RiseIsBad: Story = { args: { label: t('charts.board.alarms'), value: 9, unit: '次', previous: 6, upIsGood: false, digits: 0, status: 'error' } };
export const Falling: Story = { args: { value: 3390.8 } };
export const NoPrevious: Story = { args: { previous: null } };
export const Empty: Story = { args: { value: null, previous: undefined } };
/** On a board: the day the figure describes follows the label. */
export const WithPeriod: Story = {
  args: { period: '11月20日' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/11月20日/)).toBeVisible();
  },
};
/** The figure failed to load: 数据加载失败 with 重试 instead of a value. */
export const Failed: Story = {
  args: { value: null, previous: undefined, error: true, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('alert', { name: `${args.label}：${t('charts.state.error')}` })).getByRole('button', { name: t('charts.state.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const Row = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
`;
export const Sizes: Story = {
  render: (args) => (
    <Row>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <StatTile key={size} {...args} size={size} />
      ))}
    </Row>
  ),
};
