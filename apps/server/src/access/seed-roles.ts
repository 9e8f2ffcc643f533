/**
 * The built-in roles of every demo tenant (decision 0330) and the demo users who hold them. The
 * grants are written as rules over the catalogue's functions, so they follow the systems as they
 * grow. Runs once per version (a marker); a role whose seed key exists is left as edited.
 */
import { viewCode, type FunctionDefinition } from '../../../catalogue/src';
import type { Database, Sql } from '../db/types';
import { hasMarker, setMarker } from '../db/migrate';
import { demoUsers, PLATFORM_TENANT } from '../seed/demo-data';
import { tables } from '../seed/tables';
import { functionsOf } from './needs';
import { createRole, type RoleFunctions, type RoleInput } from './roles';

const MARKER = 'seed:roles-v1';

type Pick = (f: FunctionDefinition) => boolean;

/** The codes of a system that `pick` chooses (nothing when the system is not in the catalogue). */
function codes(system: string, pick: Pick): string[] {
  const fns = functionsOf(system);
  return fns ? fns.groups.flatMap((g) => g.leaves.flatMap((l) => l.functions.filter(pick).map((f) => f.code))) : [];
}

const views = (...pages: string[]): Pick => (f) => pages.map(viewCode).includes(f.code);
const these = (...list: string[]): Pick => (f) => list.includes(f.code);
const either = (...picks: Pick[]): Pick => (f) => picks.some((p) => p(f));

/** What a read-only manager oversees: the systems the demo 运营经理 holds. */
const MANAGED = ['ljszy', 'ljsy', 'clgl', 'clyx', 'jxbj', 'wtsb'];

export const seedRoles: { key: string; role: () => RoleInput }[] = [
  {
    key: 'admin',
    role: () => ({ name: '系统管理员', description: '全部系统的全部功能，全部数据', dataScope: 'all', functions: {} }),
  },
  {
    key: 'dispatcher',
    role: () => ({
      name: '调度员',
      description: '问题上报的派遣、协调与核查，车辆运行的实时监控与轨迹回放，收运看板，本部门及下级的作业人员',
      dataScope: 'deptTree',
      functions: {
        wtsb: codes('wtsb', either(views('problem', 'myTodo', 'commandCenter', 'kanban', 'analysis'), these('problem:sendOrder', 'problem:returnCommandCenter', 'problem:problemReview', 'problem:setRead', 'problem:delayApprove', 'problem:delayReject'))),
        clyx: codes('clyx', views('welcome', 'onlineCar', 'realtime', 'trackReplay', 'alarm', 'parking')),
        ljszy: codes('ljszy', views('welcome', 'kanban', 'dashboard', 'routeMap', 'carRouteMap')),
        rytz: codes('rytz', views('yht', 'wxht', 'common', 'allStaff')),
      },
    }),
  },
  {
    key: 'weigher',
    role: () => ({
      name: '过磅员',
      description: '垃圾收运的车辆称重：新增和编辑称重记录，不能删除、作废或导出；看本部门的数据',
      dataScope: 'dept',
      functions: { ljszy: codes('ljszy', either(views('welcome', 'carWeightOperate'), these('carWeightOperate:create', 'carWeightOperate:edit'))) },
    }),
  },
  {
    key: 'viewer',
    role: () => ({
      name: '只读经理',
      description: '六个业务系统的全部页面，只能查看和导出，不能新增、修改或删除',
      dataScope: 'all',
      functions: Object.fromEntries(MANAGED.map((s) => [s, codes(s, (f) => f.kind === 'view' || f.kind === 'export')])),
    }),
  },
];

async function seedTenant(sql: Sql, tenantId: string): Promise<void> {
  const systems = (await sql.query<{ code: string }>('SELECT code FROM systems ORDER BY sort')).map((r) => r.code);
  const ids = new Map<string, number>();
  for (const { key, role } of seedRoles) {
    const [existing] = await sql.query<{ role_id: number }>('SELECT role_id FROM roles WHERE seed_key = $1', [key]);
    if (existing) {
      ids.set(key, existing.role_id);
      continue;
    }
    const input = role();
    // The administrator holds every system whole; the others only the tenant's systems.
    const functions: RoleFunctions = key === 'admin'
      ? Object.fromEntries(systems.map((s) => [s, 'all' as const]))
      : Object.fromEntries(Object.entries(input.functions).filter(([s]) => systems.includes(s)));
    ids.set(key, await createRole(sql, { ...input, functions }, key));
  }
  for (const u of demoUsers.filter((x) => x.tenantId === tenantId && x.roles?.length)) {
    // Departments are seeded with the platform's data: the user's is found by its code.
    if (u.deptCode) {
      await sql.query(`UPDATE users SET dept_id = (SELECT id::text FROM ${tables('platform').department} WHERE code = $2) WHERE user_id = $1 AND dept_id IS NULL`, [u.userId, u.deptCode]);
    }
    await sql.query(
      `INSERT INTO user_roles (tenant_id, user_id, role_id)
       SELECT $1, $2, unnest($3::int[]) WHERE EXISTS (SELECT 1 FROM users WHERE user_id = $2) ON CONFLICT DO NOTHING`,
      [tenantId, u.userId, u.roles!.map((k) => ids.get(k)!)],
    );
  }
  // The dispatcher acts on cases as 问题上报's command centre does (its workflow people).
  const member = tables('wtsb').member;
  if (member && tenantId === '1') {
    await sql.query(
      `INSERT INTO ${member} (tenant_id, name, account, dept_id, role, phone, enabled)
       SELECT current_setting('app.tenant_id'), '调度员 何平', 'scheduler', m.dept_id, 'commandCenter', '13805710099', true
         FROM ${member} m WHERE m.account = 'dispatcher'
          AND EXISTS (SELECT 1 FROM users WHERE username = 'scheduler')
          AND NOT EXISTS (SELECT 1 FROM ${member} x WHERE x.account = 'scheduler')`,
    );
  }
}

/** Seeds the roles of every tenant once (after the systems' data: the wtsb people). */
export async function seedAccess(db: Database): Promise<void> {
  if (await hasMarker(db, MARKER)) return;
  const tenants = await db.owner((sql) => sql.query<{ tenant_id: string }>('SELECT tenant_id FROM tenants WHERE tenant_id <> $1 ORDER BY tenant_id', [PLATFORM_TENANT]));
  for (const { tenant_id: tid } of tenants) await db.tenant(tid, (sql) => seedTenant(sql, tid));
  await setMarker(db, MARKER);
}
