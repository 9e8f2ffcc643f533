import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { TimePicker } from './TimePicker';

const Narrow = styled.div`
  max-width: calc(${(p) => p.theme.space.xxl} * 4);
`;
const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
`;
const body = () => within(document.body);

const meta = {
  title: 'Components/TimePicker',
  component: TimePicker,
  tags: ['autodocs'],
  args: { 'aria-label': '收运时间', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    format: { control: 'inline-radio', options: ['HH:mm:ss', 'HH:mm'] },
  },
  parameters: { docs: { description: { component: "Value: `'HH:mm:ss'` (or `'HH:mm'`) string or null." } } },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardColumns: Story = {
  args: { defaultValue: '06:30:00' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开时间选择' }));
    const hours = await body().findByRole('listbox', { name: '时' });
    await expect(hours).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('08:30:00');
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    await expect(body().getByRole('listbox', { name: '分' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('08:29:00');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('textbox', { name: '收运时间' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: '收运时间' })).toHaveValue('08:29:00');
  },
};

export const Typing: Story = {
  args: { format: 'HH:mm' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '收运时间' }), '0545{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('05:45');
  },
};

export const OpenPanel: Story = {
  args: { defaultValue: '05:45', format: 'HH:mm', minuteStep: 15 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: '收运时间' }));
    const minutes = await body().findByRole('listbox', { name: '分' });
    await expect(within(minutes).getAllByRole('option')).toHaveLength(4);
    await userEvent.click(within(minutes).getByRole('option', { name: '30' }));
    await expect(canvas.getByRole('textbox', { name: '收运时间' })).toHaveValue('05:30');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <Stack>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <TimePicker key={size} {...args} size={size} aria-label={`尺寸 ${size}`} defaultValue="06:30:00" />
      ))}
      <TimePicker {...args} aria-label="空" />
      <TimePicker {...args} aria-label="错误" status="error" format="HH:mm" defaultValue="22:00" />
      <TimePicker {...args} aria-label="禁用" disabled defaultValue="06:30:00" />
    </Stack>
  ),
};
