import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { PasswordInput } from './PasswordInput';

const Narrow = styled.div`
  max-width: calc(${(p) => p.theme.space.xxl} * 6);
`;
const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
`;

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  tags: ['autodocs'],
  args: { placeholder: '请输入密码', 'aria-label': '登录密码' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    status: { control: 'inline-radio', options: [undefined, 'error', 'warning'] },
  },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowHide: Story = {
  args: { defaultValue: 'Hw@2026city' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('登录密码');
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = { args: { defaultValue: 'Hw@2026city', defaultVisible: true } };
export const Error: Story = { args: { status: 'error', defaultValue: '123' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Hw@2026city' } };

export const Matrix: Story = {
  render: (args) => (
    <Stack>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <PasswordInput key={size} {...args} size={size} aria-label={`尺寸 ${size}`} defaultValue="Hw@2026city" />
      ))}
      <PasswordInput {...args} aria-label="明文" defaultVisible defaultValue="Hw@2026city" />
      <PasswordInput {...args} aria-label="错误" status="error" defaultValue="123" />
      <PasswordInput {...args} aria-label="禁用" disabled defaultValue="Hw@2026city" />
    </Stack>
  ),
};
