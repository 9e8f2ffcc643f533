/**
 * 系统管理's access pages in Storybook: the management calls answered in memory (decision
 * 0330) — the seeded roles (系统管理员, 调度员, 过磅员, 只读经理) over the real catalogue's
 * function trees, the demo users holding them, and a small department tree.
 */
import { loadSystem, systemFunctions } from '../../apps/catalogue/src';
import type { AccessData, DataScope, RoleDetail, RoleInput, UserRow } from '../../apps/web/src/modules/parts/access/accessData';
import type { RoleFunctions, SystemTree } from '../../apps/web/src/modules/parts/access/permissionTree';

const SYSTEMS = ['ljszy', 'ljsy', 'clyx', 'wtsb', 'kcgl', 'xtgl'] as const;

const DEPTS = [
  { id: 1, label: '示范市环境卫生管理中心', parent: null }, { id: 2, label: '收运事业部', parent: 1 },
  { id: 3, label: '东区收运队', parent: 2 }, { id: 4, label: '西区收运队', parent: 2 }, { id: 5, label: '综合办公室', parent: 1 },
];

const user = (id: string, username: string, name: string, deptId: number | null, extra: Partial<UserRow> = {}): UserRow => ({
  id, userId: id, username, name, deptId: deptId === null ? null : String(deptId), deptName: DEPTS.find((d) => d.id === deptId)?.label ?? null,
  disabled: false, status: 'enabled', root: false, createdAt: '2026-11-01 09:00:00', roles: [], systems: [], ...extra,
});

/** Loads the systems' catalogue chunks, then answers like the reference server. */
export async function memoryAccessData(): Promise<AccessData> {
  const systems: SystemTree[] = [];
  for (const code of SYSTEMS) {
    const fns = systemFunctions(await loadSystem(code));
    systems.push({ code, name: fns.name, groups: fns.groups });
  }
  const pick = (code: string, test: (c: string) => boolean) => systems.find((s) => s.code === code)!.groups.flatMap((g) => g.leaves.flatMap((l) => l.functions.map((f) => f.code))).filter(test);
  const roles: { id: number; name: string; description: string; dataScope: DataScope; functions: RoleFunctions }[] = [
    { id: 1, name: '系统管理员', description: '全部系统的全部功能，全部数据', dataScope: 'all', functions: Object.fromEntries(SYSTEMS.map((s) => [s, 'all' as const])) },
    {
      id: 2, name: '调度员', description: '问题上报的派遣与核查，车辆运行的实时监控与轨迹回放，收运看板', dataScope: 'deptTree',
      functions: {
        wtsb: pick('wtsb', (c) => ['view:problem', 'view:myTodo', 'view:commandCenter', 'problem:sendOrder', 'problem:problemReview'].includes(c)),
        clyx: pick('clyx', (c) => ['view:welcome', 'view:onlineCar', 'view:trackReplay'].includes(c)),
        ljszy: pick('ljszy', (c) => ['view:welcome', 'view:kanban', 'view:dashboard'].includes(c)),
      },
    },
    { id: 3, name: '过磅员', description: '垃圾收运的车辆称重：新增和编辑称重记录，不能删除、作废或导出', dataScope: 'dept', functions: { ljszy: ['view:welcome', 'view:carWeightOperate', 'carWeightOperate:create', 'carWeightOperate:edit'] } },
    { id: 4, name: '只读经理', description: '业务系统的全部页面，只能查看和导出', dataScope: 'all', functions: Object.fromEntries(SYSTEMS.filter((s) => s !== 'xtgl').map((s) => [s, pick(s, (c) => c.startsWith('view:') || c.endsWith(':export'))])) },
  ];
  const holders = new Map<string, number[]>([['1201', [1]], ['1202', [2]], ['1203', [3]], ['1204', [4]]]);
  const users: UserRow[] = [
    user('1001', 'root', '系统管理员', null, { root: true, systems: SYSTEMS.map((s) => ({ code: s, name: systems.find((x) => x.code === s)!.name })) }),
    user('1002', 'ops', '收运调度员', null, { systems: [{ code: 'ljszy', name: '垃圾收运' }] }),
    user('1103', 'dispatcher', '指挥中心 林静', null, { systems: [{ code: 'wtsb', name: '问题上报' }] }),
    user('1201', 'sysadmin', '系统管理员 钱军', 5), user('1202', 'scheduler', '调度员 何平', 2),
    user('1203', 'weigher', '过磅员 孙磊', 3), user('1204', 'viewer', '只读经理 赵敏', 1), user('1005', 'expired', '李娜', null, { disabled: true, status: 'disabled' }),
  ];
  const withRoles = (u: UserRow): UserRow => ({ ...u, roles: (holders.get(u.id) ?? []).map((id) => ({ id, name: roles.find((r) => r.id === id)!.name })) });
  const page = <T,>(rows: T[], q: { pageNum: number; pageSize: number }) => ({ rows: rows.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize), total: rows.length });
  const matches = (u: UserRow, keyword?: string) => !keyword || u.username.includes(keyword) || u.name.includes(keyword);
  const detail = (id: number): RoleDetail => {
    const r = roles.find((x) => x.id === id)!;
    return {
      ...r, updatedAt: '2026-11-20 09:30:00', userCount: [...holders.values()].filter((ids) => ids.includes(id)).length,
      systems: Object.entries(r.functions).map(([code, list]) => ({ code, name: systems.find((s) => s.code === code)!.name, all: list === 'all', count: list === 'all' ? 0 : list.length })),
    };
  };
  return {
    roles: async (q) => page(roles.filter((r) => !q.name || r.name.includes(q.name)).map((r) => detail(r.id)), q),
    role: async (id) => detail(id),
    roleOptions: async () => roles.map((r) => ({ id: r.id, name: r.name })),
    functionTree: async () => systems,
    saveRole: async (input: RoleInput) => {
      const id = input.id ?? Math.max(...roles.map((r) => r.id)) + 1;
      const next = { id, name: input.name, description: input.description, dataScope: input.dataScope, functions: input.functions };
      const at = roles.findIndex((r) => r.id === id);
      if (at >= 0) roles[at] = next;
      else roles.push(next);
      return detail(id);
    },
    deleteRoles: async (ids) => void ids.forEach((id) => roles.splice(roles.findIndex((r) => r.id === id), 1)),
    users: async (q) => page(users.filter((u) => matches(u, q.keyword) && (!q.status || u.status === q.status) && (!q.roleId || holders.get(u.id)?.includes(q.roleId))).map(withRoles), q),
    setDisabled: async (ids, disabled) => {
      for (const u of users) if (ids.includes(u.id)) Object.assign(u, { disabled, status: disabled ? 'disabled' : 'enabled' });
      return disabled ? `已停用 ${ids.length} 个用户，其登录已失效` : `已启用 ${ids.length} 个用户`;
    },
    deleteUsers: async (ids) => {
      for (const id of ids) users.splice(users.findIndex((u) => u.id === id), 1);
      return `已删除 ${ids.length} 条`;
    },
    saveUserRoles: async (id, roleIds, deptId) => {
      holders.set(id, roleIds);
      const u = users.find((x) => x.id === id)!;
      Object.assign(u, { deptId, deptName: DEPTS.find((d) => String(d.id) === deptId)?.label ?? null });
    },
    roleStaff: async (roleId, q) => page(users.filter((u) => holders.get(u.id)?.includes(roleId) && matches(u, q.keyword)).map(withRoles), q),
    candidates: async (roleId, q) => page(users.filter((u) => !u.root && !holders.get(u.id)?.includes(roleId) && matches(u, q.keyword)).map(withRoles), q),
    changeStaff: async (roleId, ids, add) => {
      for (const id of ids) holders.set(id, add ? [...(holders.get(id) ?? []), roleId] : (holders.get(id) ?? []).filter((r) => r !== roleId));
      return add ? `已添加 ${ids.length} 名人员` : `已移除 ${ids.length} 名人员`;
    },
    departments: async () => DEPTS,
  };
}
