import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DropdownMenu } from './DropdownMenu';
import type { MenuEntry } from './menuItems';

const onEdit = fn();
const onDelete = fn();
const items: MenuEntry[] = [
  { type: 'label', key: 'l', label: '浙A·D1234' },
  { key: 'edit', label: '编辑车辆', icon: 'edit', shortcut: 'E', onSelect: onEdit },
  { key: 'track', label: '查看轨迹', icon: 'map' },
  { key: 'export', label: '导出记录', icon: 'download', disabled: true },
  { type: 'separator', key: 's' },
  { key: 'delete', label: '删除', icon: 'delete', danger: true, onSelect: onDelete },
];

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  tags: ['autodocs'],
  args: { items, children: <Button icon="more">更多操作</Button> },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** WAI-ARIA menu button: Enter opens, arrows move (disabled skipped), Enter selects, focus returns. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '更多操作' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '编辑车辆 E' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '删除' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, with every item kind: label, icon, shortcut, disabled, separator, danger. */
export const Matrix: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更多操作' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '导出记录' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '编辑车辆 E' }));
    await expect(onEdit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '更多操作' }));
    await within(document.body).findByRole('menu');
  },
};
