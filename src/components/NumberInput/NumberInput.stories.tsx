import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { NumberInput } from './NumberInput';

const Narrow = styled.div`
  max-width: calc(${(p) => p.theme.space.xxl} * 5);
`;
const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
`;

const meta = {
  title: 'Components/NumberInput',
  component: NumberInput,
  tags: ['autodocs'],
  args: { 'aria-label': '核定载重', unit: '吨', min: 0, max: 30, step: 0.5, precision: 2, defaultValue: 8, onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    status: { control: 'inline-radio', options: [undefined, 'error', 'warning'] },
  },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: '核定载重' });
    await expect(input).toHaveValue('8.00');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('8.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(8.5);
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(input).toHaveValue('3.50');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveAttribute('aria-valuenow', '30');
  },
};

export const ClampsOnBlur: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: '核定载重' });
    await userEvent.clear(input);
    await userEvent.type(input, '45.678');
    await expect(input).toHaveValue('45.678');
    await userEvent.tab();
    await expect(input).toHaveValue('30.00');
    await expect(args.onChange).toHaveBeenLastCalledWith(30);
    await userEvent.clear(input);
    await userEvent.type(input, '12.345{Enter}');
    await expect(input).toHaveValue('12.35');
  },
};

export const Steppers: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '增加数值' }));
    await expect(canvas.getByRole('spinbutton')).toHaveValue('8.50');
    await userEvent.click(canvas.getByRole('button', { name: '减少数值' }));
    await userEvent.click(canvas.getByRole('button', { name: '减少数值' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(7.5);
  },
};

export const AtMinimum: Story = {
  args: { defaultValue: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '减少数值' })).toBeDisabled();
  },
};

export const Integer: Story = { args: { 'aria-label': '行驶里程', unit: '公里', precision: 0, step: 1, max: 9999, defaultValue: 126 } };
export const Error: Story = { args: { status: 'error' } };
export const Disabled: Story = { args: { disabled: true } };

export const Matrix: Story = {
  render: (args) => (
    <Stack>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <NumberInput key={size} {...args} size={size} aria-label={`尺寸 ${size}`} />
      ))}
      <NumberInput {...args} aria-label="无按钮" hideSteppers unit="公里" precision={0} defaultValue={42} />
      <NumberInput {...args} aria-label="空值" defaultValue={null} placeholder="请输入重量" />
      <NumberInput {...args} aria-label="错误" status="error" />
      <NumberInput {...args} aria-label="禁用" disabled />
    </Stack>
  ),
};
