import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { Icon } from '../../icons';
import { Input } from './Input';

const Narrow = styled.div`
  max-width: calc(${(p) => p.theme.space.xxl} * 7);
`;

const meta = {
  title: 'Components/Input',
  component: Input,
  tags: ['autodocs'],
  args: { placeholder: '请输入车牌号', 'aria-label': '车牌号', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    status: { control: 'inline-radio', options: [undefined, 'error', 'warning'] },
  },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '车牌号' });
    await userEvent.type(input, '浙A·12345');
    await expect(input).toHaveValue('浙A·12345');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('浙A·12345');
  },
};

export const Clearable: Story = {
  args: { allowClear: true, defaultValue: '浙A12345' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '车牌号' });
    await userEvent.click(canvas.getByRole('button', { name: '清除内容' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: '清除内容' })).toBeNull();
  },
};

export const WithAffixes: Story = { args: { prefix: <Icon name="search" />, suffix: '吨', placeholder: '按重量搜索' } };
export const WithCount: Story = { args: { showCount: true, maxLength: 20, defaultValue: '城东转运站' } };
export const Error: Story = {
  args: { status: 'error', defaultValue: '12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '车牌号' })).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Warning: Story = { args: { status: 'warning', defaultValue: '浙A1234' } };
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '浙A12345' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '车牌号' })).toBeDisabled();
  },
};

const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
`;

export const Matrix: Story = {
  render: (args) => (
    <Stack>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Input key={size} {...args} size={size} aria-label={`尺寸 ${size}`} placeholder={`尺寸 ${size}`} />
      ))}
      <Input {...args} status="error" aria-label="错误状态" defaultValue="错误状态" />
      <Input {...args} status="warning" aria-label="警告状态" defaultValue="警告状态" />
      <Input {...args} disabled aria-label="禁用状态" defaultValue="禁用状态" />
    </Stack>
  ),
};
