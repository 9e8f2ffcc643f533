import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { MonthPicker, PeriodPicker, QuarterPicker } from './PeriodPicker';

const Narrow = styled.div`
  max-width: calc(${(p) => p.theme.space.xxl} * 5);
  min-height: calc(${(p) => p.theme.space.xxl} * 6);
`;
const body = () => within(document.body);

const meta = {
  title: 'Components/PeriodPicker',
  component: PeriodPicker,
  tags: ['autodocs'],
  args: { kind: 'month', 'aria-label': '统计月份', today: '2026-11-20', onChange: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['month', 'quarter'] } },
  parameters: { docs: { description: { component: "Whole calendar periods for reports: `'YYYY-MM'` (MonthPicker) or `'YYYY-Qn'` (QuarterPicker). Periods not begun are disabled." } } },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof PeriodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = { args: { defaultValue: '2026-10' } };

export const MonthPanel: Story = {
  args: { defaultValue: '2026-10' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: '统计月份' })).toHaveValue('2026年10月');
    await userEvent.click(canvas.getByRole('button', { name: '打开月份选择' }));
    const grid = await body().findByRole('group', { name: '2026年的月份' });
    await expect(within(grid).getByRole('button', { name: '2026年10月' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(grid).getByRole('button', { name: '2026年12月' })).toBeDisabled();
    await userEvent.click(body().getByRole('button', { name: '上一年' }));
    await userEvent.click(await body().findByRole('button', { name: '2025年3月' }));
    await expect(args.onChange).toHaveBeenCalledWith('2025-03');
    await expect(canvas.getByRole('textbox', { name: '统计月份' })).toHaveValue('2025年3月');
    await userEvent.click(canvas.getByRole('button', { name: '打开月份选择' }));
    await body().findByRole('group', { name: '2025年的月份' });
  },
};

export const QuarterPanel: Story = {
  args: { kind: 'quarter', defaultValue: '2026-Q3', 'aria-label': '统计季度' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: '统计季度' })).toHaveValue('2026年第3季度');
    await userEvent.click(canvas.getByRole('button', { name: '打开季度选择' }));
    const grid = await body().findByRole('group', { name: '2026年的季度' });
    await expect(within(grid).getByRole('button', { name: '2026年第4季度' })).toBeEnabled();
    await userEvent.click(within(grid).getByRole('button', { name: '2026年第2季度' }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-Q2');
  },
};

export const Pickers: Story = {
  render: () => (
    <>
      <MonthPicker aria-label="统计月份" today="2026-11-20" defaultValue="2026-11" />
      <br />
      <QuarterPicker aria-label="统计季度" today="2026-11-20" defaultValue="2026-Q4" />
    </>
  ),
};
