import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoTree } from '../fixtures';
import { SideMenu, type SideMenuProps } from './SideMenu';

function Stateful(props: SideMenuProps) {
  const [collapsed, setCollapsed] = useState(props.collapsed);
  const [openKeys, setOpenKeys] = useState<string[]>([...props.openKeys]);
  return (
    <div style={{ height: 420, display: 'flex' }}>
      <SideMenu {...props} collapsed={collapsed} openKeys={openKeys} onOpenKeysChange={setOpenKeys} onExpand={() => setCollapsed(false)} />
    </div>
  );
}

const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  args: { tree: demoTree, collapsed: false, openKeys: ['ljszy-home'], onOpenKeysChange: fn(), onSelect: fn(), selectedId: 'ljszy-home-welcome' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('button', { name: '基础信息' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '车辆信息' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'ljszy-g1-carInfo' }));
    await expect(canvas.getByRole('button', { name: '工作台' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '工作台' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '收运作业' }));
    await expect(await canvas.findByRole('button', { name: '收运线路' })).toBeInTheDocument();
  },
};

/** The collapsed bar as operators see it all day: one icon per group, the group holding the open page highlighted. */
export const CollapsedBar: Story = {
  args: { collapsed: true, selectedId: 'ljszy-g1-carInfo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('button', { name: '基础信息' });
    await expect(group).toHaveAttribute('title', '基础信息');
    await expect(group.querySelector('svg')).not.toBeNull();
    const other = canvas.getByRole('button', { name: '收运作业' });
    await expect(getComputedStyle(group).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
  },
};
