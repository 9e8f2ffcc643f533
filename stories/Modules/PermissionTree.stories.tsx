import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PermissionTree } from '../../apps/web/src/modules/parts/access/PermissionTree';
import type { RoleFunctions, SystemTree } from '../../apps/web/src/modules/parts/access/permissionTree';
import { memoryAccessData } from '../Screens/memoryAccessData';

/**
 * The role editor's permission tree (decision 0330): the tenant's systems → menu groups → pages
 * → functions from the real catalogue, checkable with half-checked parents. A page's functions
 * need its view (ticking 新增 ticks 查看); a system ticked whole is every function of it.
 */
function Editor({ systems, initial }: { systems: SystemTree[]; initial: RoleFunctions }) {
  const [value, setValue] = useState(initial);
  return <PermissionTree systems={systems} value={value} onChange={setValue} height={520} />;
}

async function loadTree() {
  const data = await memoryAccessData();
  const systems = await data.functionTree();
  return { systems, dispatcher: (await data.role(2)).functions };
}

const meta = {
  title: 'Modules/权限树',
  component: Editor,
  loaders: [loadTree],
  render: (_args, { loaded }) => <Editor systems={loaded.systems as SystemTree[]} initial={loaded.dispatcher as RoleFunctions} />,
  args: { systems: [], initial: {} },
  argTypes: { systems: { control: false }, initial: { control: false } },
  parameters: { docs: { description: { component: '角色编辑器的功能权限树：系统 → 菜单分组 → 页面 → 功能（查看、新增、编辑、删除、导出、导入、各状态操作），可搜索、全部展开。' } } },
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 调度员: 问题上报's dispatch steps, 车辆运行's monitor, 垃圾收运's boards. */
export const Dispatcher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('已选 3 个系统、11 项功能');
    const tree = canvas.getByRole('tree', { name: '功能权限' });
    await expect(within(tree).getByRole('treeitem', { name: '垃圾收运' })).toHaveAttribute('aria-checked', 'mixed');
    await expect(within(tree).getByRole('treeitem', { name: '仓库管理' })).toHaveAttribute('aria-checked', 'false');
  },
};

/** Searching 作废 and ticking 车辆称重's: its page's 查看 is ticked with it. */
export const TickAFunction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByPlaceholderText('搜索菜单或功能'), '作废');
    const tree = canvas.getByRole('tree', { name: '功能权限' });
    const [voiding] = await within(tree).findAllByRole('treeitem', { name: '作废' });
    await userEvent.click(voiding!);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('已选 3 个系统、13 项功能'));
    await expect(within(tree).getByRole('treeitem', { name: '车辆称重' })).toHaveAttribute('aria-checked', 'mixed');
  },
};
