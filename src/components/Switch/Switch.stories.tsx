import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { Switch } from './Switch';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.md};
`;
const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.md};
`;

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { 'aria-label': '启用夜间作业', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Toggle: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: '启用夜间作业' });
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(control).toHaveFocus();
  },
};

export const WithText: Story = { args: { defaultChecked: true, checkedChildren: '启用', unCheckedChildren: '停用' } };
export const Loading: Story = {
  args: { loading: true, defaultChecked: true },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: '启用夜间作业' });
    await expect(control).toHaveAttribute('aria-busy', 'true');
    await expect(control).toBeDisabled();
  },
};
export const Disabled: Story = { args: { disabled: true } };

export const Matrix: Story = {
  render: () => (
    <Stack>
      {(['sm', 'md'] as const).map((size) => (
        <Row key={size}>
          <Switch size={size} aria-label={`关 ${size}`} />
          <Switch size={size} aria-label={`开 ${size}`} defaultChecked />
          <Switch size={size} aria-label={`带文字 ${size}`} checkedChildren="启用" unCheckedChildren="停用" />
          <Switch size={size} aria-label={`带文字开 ${size}`} defaultChecked checkedChildren="启用" unCheckedChildren="停用" />
          <Switch size={size} aria-label={`加载 ${size}`} loading />
          <Switch size={size} aria-label={`禁用 ${size}`} disabled defaultChecked />
        </Row>
      ))}
    </Stack>
  ),
};
