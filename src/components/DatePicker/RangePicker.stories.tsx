import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { RangePicker } from './RangePicker';

const Narrow = styled.div`
  max-width: calc(${(p) => p.theme.space.xxl} * 7);
`;
const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
`;
const body = () => within(document.body);

const meta = {
  title: 'Components/RangePicker',
  component: RangePicker,
  tags: ['autodocs'],
  args: { 'aria-label': '统计周期', today: '2026-11-20', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    status: { control: 'inline-radio', options: [undefined, 'error', 'warning'] },
  },
  parameters: { docs: { description: { component: "Value: `['YYYY-MM-DD', 'YYYY-MM-DD']` (start ≤ end) or null. First pick sets the start, second the end." } } },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof RangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PickWithMouse: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: '统计周期 开始日期' }));
    const dialog = await body().findByRole('dialog', { name: '选择日期范围' });
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: '2026年12月3日 星期四' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '2026年11月16日 星期一' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2026-11-16', '2026-12-03']);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: ['2026-11-02', '2026-11-06'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开日历' }));
    await expect(await body().findByRole('button', { name: '2026年11月2日 星期一' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}{End}');
    await expect(body().getByRole('button', { name: '2026年11月22日 星期日' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['2026-11-02', '2026-11-22']);
  },
};

export const Selecting: Story = {
  args: { defaultValue: ['2026-11-09', '2026-11-20'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: '统计周期 结束日期' }));
    await expect(await body().findByRole('grid', { name: '2026年12月日历' })).toBeInTheDocument();
  },
};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '统计周期 开始日期' }), '2026-11-01');
    await userEvent.type(canvas.getByRole('textbox', { name: '统计周期 结束日期' }), '2026-11-30{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['2026-11-01', '2026-11-30']);
  },
};

/** An end typed before the start stays as typed (never swapped silently) and is flagged in Chinese. */
export const TypedReversed: Story = {
  play: async ({ canvas, args }) => {
    const start = canvas.getByRole('textbox', { name: '统计周期 开始日期' });
    const end = canvas.getByRole('textbox', { name: '统计周期 结束日期' });
    await userEvent.type(start, '2026-11-30');
    await userEvent.type(end, '2026-11-01{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(start).toHaveValue('2026-11-30');
    await expect(end).toHaveValue('2026-11-01');
    await expect(canvas.getByRole('alert')).toHaveTextContent('结束日期不能早于开始日期');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-12-05{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['2026-11-30', '2026-12-05']);
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The picture shows the flagged state.
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-01{Enter}');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <Stack>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <RangePicker key={size} {...args} size={size} aria-label={`尺寸 ${size}`} defaultValue={['2026-11-01', '2026-11-20']} />
      ))}
      <RangePicker {...args} aria-label="空" />
      <RangePicker {...args} aria-label="错误" status="error" />
      <RangePicker {...args} aria-label="禁用" disabled defaultValue={['2026-11-01', '2026-11-20']} />
    </Stack>
  ),
};
