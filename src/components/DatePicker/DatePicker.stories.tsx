import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { DatePicker } from './DatePicker';

const Narrow = styled.div`
  max-width: calc(${(p) => p.theme.space.xxl} * 5);
`;
const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
`;
const body = () => within(document.body);

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { 'aria-label': '作业日期', today: '2026-11-20', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    status: { control: 'inline-radio', options: [undefined, 'error', 'warning'] },
  },
  parameters: { docs: { description: { component: "Values are `'YYYY-MM-DD'` strings (or null). Type a date or pick it; zh-cn calendar with keyboard navigation and 今天." } } },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardCalendar: Story = {
  args: { defaultValue: '2026-11-20' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开日历' }));
    const grid = await body().findByRole('grid', { name: '2026年11月日历' });
    await expect(within(grid).getByRole('button', { name: '2026年11月20日 星期五' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(body().getByRole('button', { name: '2026年11月28日 星期六' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(await body().findByRole('grid', { name: '2026年12月日历' })).toBeInTheDocument();
    await expect(body().getByRole('button', { name: '2026年12月28日 星期一' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-28');
    await expect(canvas.getByRole('textbox', { name: '作业日期' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: '作业日期' })).toHaveValue('2026-12-28');
  },
};

export const Today: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: '作业日期' }));
    await userEvent.click(await body().findByRole('button', { name: '今天' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-20');
  },
};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '作业日期' });
    await userEvent.type(input, '2026/11/5{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-05');
    await expect(input).toHaveValue('2026-11-05');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-02-30');
    await userEvent.tab();
    // Invalid text falls back to the last valid value.
    await expect(input).toHaveValue('2026-11-05');
  },
};

export const OpenCalendar: Story = {
  args: { defaultValue: '2026-11-12', disabledDate: (d) => d.day() === 0 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: '作业日期' }));
    await expect(await body().findByRole('grid')).toBeInTheDocument();
    await expect(body().getByRole('button', { name: '2026年11月15日 星期日' })).toBeDisabled();
    await expect(body().getByRole('button', { name: '2026年11月20日 星期五' })).toHaveAttribute('aria-current', 'date');
  },
};

export const Clear: Story = {
  args: { defaultValue: '2026-11-20' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清除日期' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '2026-11-20' } };

export const Matrix: Story = {
  render: (args) => (
    <Stack>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <DatePicker key={size} {...args} size={size} aria-label={`尺寸 ${size}`} defaultValue="2026-11-20" />
      ))}
      <DatePicker {...args} aria-label="空" />
      <DatePicker {...args} aria-label="错误" status="error" />
      <DatePicker {...args} aria-label="禁用" disabled defaultValue="2026-11-20" />
    </Stack>
  ),
};
