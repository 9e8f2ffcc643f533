import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import type { MenuEntry } from '../DropdownMenu/menuItems';
import { ContextMenu } from './ContextMenu';

const onCopy = fn();
const items: MenuEntry[] = [
  { key: 'add', label: '新增下级区域', icon: 'plus' },
  { key: 'rename', label: '重命名', icon: 'edit', shortcut: 'F2' },
  { key: 'copy', label: '复制编码', onSelect: onCopy },
  { type: 'separator', key: 's' },
  { key: 'delete', label: '删除区域', icon: 'delete', danger: true },
];

const Area = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 360px;
  height: 160px;
  color: ${(p) => p.theme.color.text.secondary};
  border: 1px dashed ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.lg};
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; }
`;

const meta = {
  title: 'Components/ContextMenu',
  component: ContextMenu,
  tags: ['autodocs'],
  args: { items, children: <Area tabIndex={0} aria-label="城东片区">在此处右键（或聚焦后按 Shift+F10）</Area> },
} satisfies Meta<typeof ContextMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Keyboard: focus the area, Shift+F10 opens the menu, arrows and Enter select. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByLabelText('城东片区');
    area.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await within(document.body).findByRole('menu');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '删除区域' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: '复制编码' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCopy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

/** Opened with a right click at a fixed point; left open for the screenshot. */
export const Matrix: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByLabelText('城东片区');
    const rect = area.getBoundingClientRect();
    area.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: rect.left + 40, clientY: rect.top + 40 }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
  },
};
