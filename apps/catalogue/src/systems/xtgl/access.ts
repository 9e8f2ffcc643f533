/**
 * 系统管理's access pages (decision 0330): users, roles and who holds them. Their buttons are
 * the pages' own functions, which the role editor lists and the management calls need.
 */
import type { PageDefinition } from '../../model/pages';

export const accessPages: readonly PageDefinition[] = [
  {
    kind: 'userAdmin', key: 'user', title: '用户管理',
    functions: [{ key: 'assignRoles', label: '分配角色' }, { key: 'disable', label: '停用/启用' }, { key: 'delete', label: '删除' }],
  },
  {
    kind: 'roleAdmin', key: 'role', title: '角色管理',
    functions: [{ key: 'create', label: '新增' }, { key: 'edit', label: '编辑' }, { key: 'delete', label: '删除' }],
  },
  {
    kind: 'roleStaff', key: 'roleStaff', title: '角色人员',
    functions: [{ key: 'add', label: '添加人员' }, { key: 'remove', label: '移除人员' }],
  },
];
