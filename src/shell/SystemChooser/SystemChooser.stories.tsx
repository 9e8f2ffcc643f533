import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoSystems } from '../fixtures';
import { SystemChooser } from './SystemChooser';

const meta = {
  title: 'Shell/SystemChooser',
  component: SystemChooser,
  tags: ['autodocs'],
  args: { systems: demoSystems, onChoose: fn() },
} satisfies Meta<typeof SystemChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: '车辆管理' }));
    await expect(args.onChoose).toHaveBeenCalledWith(demoSystems[2]);
  },
};

export const NoSystems: Story = {
  args: { systems: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('您还没有可用的系统，请联系管理员开通')).toBeInTheDocument();
  },
};
