import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeSwitcher } from './ThemeSwitcher';

const meta = {
  title: 'Shell/ThemeSwitcher',
  component: ThemeSwitcher,
  tags: ['autodocs'],
  args: { value: 'ClassicBlue', onChange: fn() },
} satisfies Meta<typeof ThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '经典蓝' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '科技蓝' }));
    await expect(args.onChange).toHaveBeenCalledWith('TechBlue');
  },
};
