import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Button, type ButtonVariant } from './Button';
import type { Size } from '../types';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '查询', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'default', 'dashed', 'text', 'link', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { variant: 'primary' } };

export const Primary: Story = {
  args: { variant: 'primary', children: '新增车辆' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '新增车辆' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: Enter and Space activate a focused button.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};
export const Default: Story = { args: { variant: 'default', children: '重置' } };
export const Dashed: Story = { args: { variant: 'dashed', icon: 'plus', children: '添加收运点' } };
export const Text: Story = { args: { variant: 'text', children: '更多' } };
export const Link: Story = { args: { variant: 'link', children: '查看轨迹' } };
export const Danger: Story = { args: { variant: 'danger', icon: 'delete', children: '删除' } };
export const WithIcon: Story = { args: { variant: 'primary', icon: 'download', children: '导出' } };
export const IconOnly: Story = { args: { variant: 'default', icon: 'refresh', children: undefined, 'aria-label': '刷新' } };

export const Loading: Story = {
  args: { variant: 'primary', loading: true, children: '保存中' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '保存中' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { variant: 'primary', disabled: true, children: '提交' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '提交' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, max-content);
  gap: ${(p) => p.theme.space.sm} ${(p) => p.theme.space.md};
  align-items: center;
`;
const variants: ButtonVariant[] = ['primary', 'default', 'dashed', 'text', 'link', 'danger'];
const sizes: Size[] = ['sm', 'md', 'lg'];

/** Every variant in every size, plus disabled. */
export const Matrix: Story = {
  render: () => (
    <Grid>
      {variants.flatMap((variant) => [
        ...sizes.map((size) => (
          <Button key={`${variant}-${size}`} variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>
        )),
        <Button key={`${variant}-disabled`} variant={variant} disabled>
          禁用
        </Button>,
      ])}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(variants.length * 4);
  },
};
