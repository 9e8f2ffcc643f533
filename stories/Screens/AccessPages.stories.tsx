import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { loadSystem } from '../../apps/catalogue/src';
import RoleAdminPage from '../../apps/web/src/modules/pages/RoleAdminPage';
import RoleStaffPage from '../../apps/web/src/modules/pages/RoleStaffPage';
import UserAdminPage from '../../apps/web/src/modules/pages/UserAdminPage';
import { AccessDataProvider, type AccessData } from '../../apps/web/src/modules/parts/access/accessData';
import type { TabPageProps } from '../../apps/web/src/pages/tabPage';
import { memoryAccessData } from './memoryAccessData';

/**
 * 系统管理's access pages (decision 0330): 用户管理 (roles, department, 停用/启用, 删除),
 * 角色管理 (the role editor: name, data scope, the permission tree) and 角色人员 (who holds a
 * role), answered in memory with the seeded roles and demo users.
 */
interface AccessScreenProps {
  page: ComponentType<TabPageProps>;
  uri: string;
  title: string;
  data?: AccessData;
}

function AccessScreen({ page: Page, uri, title, data }: AccessScreenProps) {
  if (!data) throw new Error('AccessScreen renders with the data of its loader');
  return <AccessDataProvider value={data}><Page menuId={`xtgl-${uri}`} title={title} uri={uri} namePath={[title]} systemCode="xtgl" systemName="系统管理" /></AccessDataProvider>;
}

const meta = {
  title: 'Screens/用户与权限',
  component: AccessScreen,
  loaders: [async () => {
    await loadSystem('xtgl');
    return { data: await memoryAccessData() };
  }],
  render: (args, { loaded }) => <AccessScreen {...args} data={loaded.data as AccessData} />,
  args: { page: UserAdminPage, uri: '/xtgl/user', title: '用户管理' },
  argTypes: { page: { control: false }, data: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The users with their roles and directly held systems; root holds everything. */
export const Users: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '用户列表' }));
    await expect(await table.findByText('过磅员 孙磊')).toBeVisible();
    await expect(table.getByText('超级管理员（全部权限）')).toBeVisible();
    await expect(table.getAllByText('停用').length).toBeGreaterThan(0);
  },
};

/** 分配角色 of the weighbridge clerk: their department and roles. */
export const AssignRoles: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '用户列表' }));
    const row = (await table.findByText('过磅员 孙磊')).closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: '分配角色' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: /分配角色/ }));
    await expect(dialog.getByRole('checkbox', { name: '过磅员' })).toBeChecked();
    await expect(await dialog.findByText('东区收运队')).toBeVisible();
  },
};

/** The roles with their data scope, systems and holders. */
export const Roles: Story = {
  args: { page: RoleAdminPage, uri: '/xtgl/role', title: '角色管理' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '角色列表' }));
    await expect(await table.findByText('只读经理')).toBeVisible();
    await expect(table.getByText('本部门及下级')).toBeVisible();
  },
};

/** The role editor on 过磅员: 本部门, 垃圾收运's 车辆称重 with 新增 and 编辑. */
export const RoleEditor: Story = {
  args: { page: RoleAdminPage, uri: '/xtgl/role', title: '角色管理' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '角色列表' }));
    const row = (await table.findByText('过磅员')).closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: /编辑角色/ }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('已选 1 个系统、4 项功能');
    await expect(dialog.getByRole('radio', { name: '本部门' })).toBeChecked();
  },
};

/** Who holds 调度员; 添加人员 and 移除 beside them. */
export const RoleStaff: Story = {
  args: { page: RoleStaffPage, uri: '/xtgl/roleStaff', title: '角色人员' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('treeitem', { name: /调度员/ }));
    const table = within(await canvas.findByRole('table', { name: '角色人员：调度员' }));
    await expect(await table.findByText('调度员 何平')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加人员' })).toBeVisible();
  },
};
