import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { total: 256, onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    total: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Default page size is 10 (spec §9); clicking a page marks it current. */
export const PageButtons: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('共 256 条')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '每页条数' })).toHaveValue('10');
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3, 10);
    await expect(canvas.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(4, 10);
  },
};

export const Ellipsis: Story = {
  args: { defaultCurrent: 12 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '第 12 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '向后 5 页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(17, 10);
    await userEvent.click(canvas.getByRole('button', { name: '向前 5 页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(12, 10);
  },
};

/** Keyboard only: Tab to a page, Enter/Space activate; the jumper accepts Enter. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: '第 2 页' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 10);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(3, 10);
    const jumper = canvas.getByRole('textbox', { name: '跳至页码' });
    await userEvent.type(jumper, '20{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(20, 10);
    await expect(jumper).toHaveValue('');
    // Out-of-range pages clamp to the last page.
    await userEvent.type(jumper, '999{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(26, 10);
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

export const SizeChanger: Story = {
  args: { defaultCurrent: 5 },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '50');
    await expect(args.onChange).toHaveBeenLastCalledWith(1, 50);
    await expect(canvas.getByRole('button', { name: '第 6 页' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '第 7 页' })).toBeNull();
  },
};

export const SinglePage: Story = { args: { total: 8 } };
export const Empty: Story = { args: { total: 0 } };
export const Disabled: Story = {
  args: { disabled: true, defaultCurrent: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '第 3 页' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: '每页条数' })).toBeDisabled();
  },
};
export const Simple: Story = { args: { showSizeChanger: false, showQuickJumper: false, showTotal: false } };

const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.md};
`;

export const Matrix: Story = {
  render: (args) => (
    <Stack>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Pagination key={size} {...args} size={size} defaultCurrent={6} aria-label={`分页 ${size}`} />
      ))}
      <Pagination {...args} total={1200} defaultCurrent={120} aria-label="分页 末页" />
      <Pagination {...args} disabled defaultCurrent={2} aria-label="分页 禁用" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const navs = within(canvasElement).getAllByRole('navigation');
    await expect(navs).toHaveLength(5);
    await expect(within(navs[3]).getByRole('button', { name: '第 120 页' })).toHaveAttribute('aria-current', 'page');
  },
};
