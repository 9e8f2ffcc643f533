/**
 * wtsb configuration of one tenant: the problem-type tree with 处置时限, the 处置人员 of each unit
 * (the demo accounts among them), the default handlers and China's 2026 public holidays.
 */
import type { Sql } from '../../db/types';
import { seedTable } from '../../seed/seed-table';
import { people, type TenantProfile } from '../../seed/profiles';
import { tables } from '../../seed/tables';
import { HOLIDAYS_2026 } from '../../seed/holidays';

const TID = `current_setting('app.tenant_id')`;

/** [code, name, handle hours, children [code, name, hours]]. */
export const PROBLEM_TYPES: readonly (readonly [string, string, number, readonly (readonly [string, string, number])[]])[] = [
  ['SRHJ', '市容环境', 24, [['SRHJ-01', '暴露垃圾', 4], ['SRHJ-02', '积存垃圾渣土', 8], ['SRHJ-03', '道路不洁', 4], ['SRHJ-04', '垃圾满溢', 2]]],
  ['HWSS', '环卫设施', 48, [['HWSS-01', '垃圾桶破损', 24], ['HWSS-02', '公厕设施损坏', 16], ['HWSS-03', '果壳箱缺失', 24], ['HWSS-04', '垃圾房破损', 48]]],
  ['XCGG', '宣传广告', 24, [['XCGG-01', '非法小广告', 8], ['XCGG-02', '占道广告牌', 24]]],
  ['JMZX', '街面秩序', 24, [['JMZX-01', '占道经营', 4], ['JMZX-02', '乱堆物料', 8], ['JMZX-03', '店外经营', 8]]],
  ['SZSS', '市政设施', 48, [['SZSS-01', '井盖缺失', 2], ['SZSS-02', '道路破损', 48], ['SZSS-03', '路灯不亮', 24]]],
  ['YLLH', '园林绿化', 48, [['YLLH-01', '绿地脏乱', 8], ['YLLH-02', '树木倒伏', 4]]],
];

/** Demo accounts of tenant 1 and 2 that act on cases (README): [tenant, account, name, role, unit index]. */
export const DEMO_MEMBERS: readonly (readonly [string, string, string, 'reporter' | 'handler' | 'commandCenter', number])[] = [
  ['1', 'inspector', '巡查员 周明', 'reporter', 2],
  ['1', 'handler', '处置员 陈刚', 'handler', 0],
  ['1', 'dispatcher', '指挥中心 林静', 'commandCenter', 1],
  ['1', 'root', '系统管理员', 'commandCenter', 1],
  ['1', 'manager', '运营经理', 'commandCenter', 1],
  ['2', 't2admin', '滨江管理员', 'commandCenter', 0],
];

export async function seedWtsbConfig(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('wtsb');
  const pt = tables('platform');
  const rows = PROBLEM_TYPES.flatMap(([code, name, hours, kids], i) => [
    { code, name, hours, sort: (i + 1) * 100, parent: null },
    ...kids.map(([c, n, h], j) => ({ code: c, name: n, hours: h, sort: (i + 1) * 100 + j + 1, parent: code })),
  ]);
  if (await seedTable(sql, t.problemType, `INSERT INTO ${t.problemType} (tenant_id, code, name, handle_hours, sort, enabled)
      SELECT ${TID}, x.code, x.name, x.hours, x.sort, true FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, hours int, sort int)`, [JSON.stringify(rows)])) {
    await sql.query(`UPDATE ${t.problemType} c SET parent_id = p.id FROM ${t.problemType} p, jsonb_to_recordset($1::jsonb) AS x(code text, parent text)
      WHERE c.code = x.code AND p.code = x.parent`, [JSON.stringify(rows)]);
  }
  // Two handlers per unit from the tenant's people, the demo accounts, and three more inspectors.
  const units = await sql.query<{ id: number }>(`SELECT id FROM ${pt.company} ORDER BY id`);
  const members = [
    ...DEMO_MEMBERS.filter((m) => m[0] === p.tenantId).map(([, account, name, role, unit]) => ({ name, account, role, dept: units[unit % units.length]!.id })),
    ...units.flatMap((u, i) => [0, 1].map((k) => ({ name: people[(i * 2 + k + 3) % people.length]!, account: null, role: 'handler', dept: u.id }))),
    ...[0, 1, 2].map((k) => ({ name: people[(k * 5 + 1) % people.length]!, account: null, role: 'reporter', dept: units[units.length - 1]!.id })),
  ];
  await seedTable(sql, t.member, `INSERT INTO ${t.member} (tenant_id, name, account, dept_id, role, phone, enabled)
      SELECT ${TID}, x.name, x.account, x.dept, x.role, '1380571' || lpad(x.n::text, 4, '0'), true
        FROM jsonb_to_recordset($1::jsonb) AS x(name text, account text, dept int, role text, n int)`, [JSON.stringify(members.map((m, n) => ({ ...m, n: n + 1 })))]);
  // Each sub-type goes to a handler of a unit in turn; the first district's 市容 cases to its own unit.
  await seedTable(sql, t.defaultHandler, `INSERT INTO ${t.defaultHandler} (tenant_id, type_id, region_id, dept_id, handler_id, enabled)
      WITH ty AS (SELECT id, (row_number() OVER (ORDER BY sort) - 1)::int AS i FROM ${t.problemType} WHERE parent_id IS NOT NULL),
           h AS (SELECT id, dept_id, (row_number() OVER (ORDER BY dept_id, id) - 1)::int AS j, count(*) OVER ()::int AS n FROM ${t.member} WHERE role = 'handler')
      SELECT ${TID}, ty.id, NULL, h.dept_id, h.id, true FROM ty JOIN h ON h.j = ty.i % h.n`);
  await seedTable(sql, t.holiday, `INSERT INTO ${t.holiday} (tenant_id, day, name, kind)
      SELECT ${TID}, x.day::date, x.name, x.kind FROM jsonb_to_recordset($1::jsonb) AS x(day text, name text, kind text)`,
  [JSON.stringify(HOLIDAYS_2026.map(([day, name, kind]) => ({ day, name, kind })))]);
}
