import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.md};
  justify-items: start;
`;

const vehicleTypes = [
  { label: '压缩车', value: 'compactor' },
  { label: '勾臂车', value: 'hook' },
  { label: '洒水车', value: 'sprinkler' },
  { label: '扫路车', value: 'sweeper', disabled: true },
];
const periods = [
  { label: '今日', value: 'day' },
  { label: '本周', value: 'week' },
  { label: '本月', value: 'month' },
];

const meta = {
  title: 'Components/Radio',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { options: vehicleTypes, defaultValue: 'compactor', 'aria-label': '车辆类型', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    direction: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    optionType: { control: 'inline-radio', options: ['default', 'button'] },
  },
} satisfies Meta<typeof RadioGroup<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ArrowKeys: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: '压缩车' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '勾臂车' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '勾臂车' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('hook');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '洒水车' })).toBeChecked();
    // The disabled option is skipped: the next arrow wraps to the first one.
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toBeChecked();
  },
};

export const Click: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('洒水车'));
    await expect(canvas.getByRole('radio', { name: '洒水车' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('sprinkler');
  },
};

export const Vertical: Story = { args: { direction: 'vertical' } };

export const ButtonStyle: Story = {
  args: { options: periods, defaultValue: 'week', optionType: 'button', 'aria-label': '统计周期' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('本月'));
    await expect(canvas.getByRole('radio', { name: '本月' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('month');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '本周' })).toBeChecked();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const SingleRadio: Story = {
  render: () => <Radio name="agree" defaultChecked>按车牌号排序</Radio>,
};

export const Matrix: Story = {
  render: () => (
    <Stack>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Stack key={size}>
          <RadioGroup aria-label={`车辆类型 ${size}`} size={size} options={vehicleTypes} defaultValue="hook" />
          <RadioGroup aria-label={`统计周期 ${size}`} size={size} optionType="button" options={periods} defaultValue="day" />
        </Stack>
      ))}
      <RadioGroup aria-label="禁用" disabled options={periods} defaultValue="month" />
      <RadioGroup aria-label="禁用按钮" disabled optionType="button" options={periods} defaultValue="month" />
    </Stack>
  ),
};
