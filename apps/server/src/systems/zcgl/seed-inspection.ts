/**
 * 设施巡检 of one tenant: the inspectors (the tenant's staff, plus the administrator's account as
 * 设施主管), the 2026 holiday calendar, and 80 rounds (32 in tenant 2) over the last two months
 * in every state, each with the steps its state implies (创建 → 提交 → 巡检, 异常 → 复检).
 */
import { inspectionWorkflow as wf } from '../../../../catalogue/src/systems/zcgl/inspection';
import { stateOf } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import type { TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';
import { addWorkingHours, deadlineOf, formatLocal, parseLocal, type Calendar } from '../../resources/workflow/clock';
import { HOLIDAYS_2026 } from '../../seed/holidays';

const TID = `current_setting('app.tenant_id')`;
const HOUR = 3_600_000;
const CONTENT: Record<string, string> = {
  routine: '检查设施外观、地面卫生、垃圾桶完好及满溢情况，核对标识标牌。',
  special: '检查压缩设备、除臭喷淋、渗滤液收集等专项设施运行状况。',
  safety: '检查消防器材、用电线路、防滑防护设施，排查安全隐患。',
  season: '检查防汛排水、防台加固及防冻保温措施落实情况。',
};
const FINDINGS = { normal: ['设施完好，环境整洁', '运行正常，无安全隐患', '各项检查合格'], abnormal: ['垃圾桶桶盖破损 2 个', '除臭喷淋不工作', '灭火器过期需更换', '排水沟堵塞'] };

interface Person { id: number; dept: number; account: string | null }

export async function seedInspection(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('zcgl');
  const pt = tables('platform');
  await seedTable(sql, t.holiday, `INSERT INTO ${t.holiday} (tenant_id, day, name, kind) SELECT ${TID}, x.d::date, x.n, x.k FROM jsonb_to_recordset($1::jsonb) AS x(d text, n text, k text)`,
    [JSON.stringify(HOLIDAYS_2026.map(([d, n, k]) => ({ d, n, k })))]);
  await seedTable(sql, t.inspector, `WITH c AS (SELECT array_agg(id ORDER BY id) a FROM ${pt.company})
    INSERT INTO ${t.inspector} (tenant_id, name, account, dept_id, role, phone, enabled)
    SELECT ${TID}, u.name, u.username, c.a[1], 'manager', NULL, true FROM users u, c WHERE u.tenant_id = ${TID} AND lower(u.username) IN ('root', 't2admin')
    UNION ALL
    SELECT ${TID}, s.name, NULL, c.a[1 + (s.n - 1) % cardinality(c.a)], CASE WHEN s.n = 1 THEN 'manager' ELSE 'inspector' END, s.phone, s.n <= 6
      FROM (SELECT name, phone, row_number() OVER (ORDER BY id)::int AS n FROM ${pt.staff}) s, c WHERE s.n <= 7`);
  const [{ has }] = (await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.inspection}) AS has`)) as [{ has: boolean }];
  if (has) return;
  const people = await sql.query<Person & { role: string }>(`SELECT id, dept_id AS dept, account, role FROM ${t.inspector} WHERE enabled ORDER BY id`);
  const facilities = (await sql.query<{ id: number }>(`SELECT id FROM ${pt.facility} WHERE status = 'enabled' ORDER BY id`)).map((r) => r.id);
  const managers = people.filter((m) => m.role === 'manager');
  const inspectors = people.filter((m) => m.role === 'inspector');
  if (!managers.length || !inspectors.length || !facilities.length) return;
  const [{ now }] = (await sql.query<{ now: string }>(`SELECT to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS now`)) as [{ now: string }];
  const nowMs = parseLocal(now);
  const cal: Calendar = { days: new Map(HOLIDAYS_2026.map(([d, , k]) => [d, k])) };
  const count = p.tenantId === '1' ? 80 : 32;
  const rows: Record<string, unknown>[] = [];
  const logs: Record<string, unknown>[] = [];
  const types = Object.keys(CONTENT);
  for (let i = 0; i < count; i++) {
    const goal = i % 10 < 6 ? 'done' : i % 10 === 6 ? 'rectify' : i % 10 < 9 ? 'toInspect' : 'draft';
    // Open rounds are recent (so some are still in time); finished ones spread over two months.
    const ageHours = goal === 'done' ? 72 + ((i * 37) % 56) * 24 : 2 + ((i * 29) % 120);
    const created = formatLocal(Math.floor((nowMs - ageHours * HOUR) / 60_000) * 60_000);
    const creator = managers[i % managers.length]!;
    const who = inspectors[i % inspectors.length]!;
    const type = types[i % types.length]!;
    const code = `XJ${created.slice(0, 10).replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`;
    const rec: Record<string, unknown> = {
      code, facility: facilities[(i * 7) % facilities.length], type, planDate: created.slice(0, 10), content: CONTENT[type], creator: creator.id, createdAt: created,
      dept: null, inspector: null, submitTime: null, inspectTime: null, finishTime: null, findings: null,
    };
    const log = (at: string, transition: string, label: string, from: string | null, to: string, extra: Record<string, unknown> = {}) =>
      logs.push({ code, at, member: transition === 'inspection' ? who.id : creator.id, transition, label, from, to, outcome: null, note: null, dept: null, handler: null, ...extra });
    log(created, 'report', '创建', null, 'draft');
    let state = 'draft';
    let since = created;
    if (goal !== 'draft') {
      since = addWorkingHours(cal, created, 1);
      Object.assign(rec, { dept: who.dept, inspector: who.id, submitTime: since });
      log(since, 'submit', '提交', 'draft', 'toInspect', { dept: who.dept, handler: who.id, note: '请按计划完成巡检' });
      state = 'toInspect';
    }
    if (goal === 'done' || goal === 'rectify') {
      const abnormalFirst = goal === 'rectify' || i % 4 === 0;
      let at = addWorkingHours(cal, since, 3 + (i % 5));
      if (abnormalFirst) {
        const note = FINDINGS.abnormal[i % FINDINGS.abnormal.length]!;
        log(at, 'inspection', '登记巡检', state, 'rectify', { outcome: 'abnormal', note });
        Object.assign(rec, { inspectTime: at, findings: note });
        state = 'rectify';
        since = at;
        at = addWorkingHours(cal, at, 10);
      }
      if (goal === 'done') {
        const note = abnormalFirst ? '复检：问题已整改完毕' : FINDINGS.normal[i % FINDINGS.normal.length]!;
        log(at, 'inspection', '登记巡检', state, 'done', { outcome: 'normal', note });
        Object.assign(rec, { inspectTime: at, finishTime: at, findings: note });
        state = 'done';
        since = at;
      }
    }
    rec.state = state;
    rec.deadline = deadlineOf(cal, stateOf(wf, state)?.deadline, since, () => null);
    rows.push(rec);
  }
  await sql.query(`INSERT INTO ${t.inspection} (tenant_id, code, facility_id, inspect_type, plan_date, content, creator_id, created_at, dept_id, inspector_id, state, deadline,
        submit_time, inspect_time, finish_time, findings)
      SELECT ${TID}, x.code, x.facility, x.type, x."planDate"::date, x.content, x.creator, x."createdAt"::timestamp, x.dept, x.inspector, x.state, x.deadline::timestamp,
             x."submitTime"::timestamp, x."inspectTime"::timestamp, x."finishTime"::timestamp, x.findings
        FROM jsonb_to_recordset($1::jsonb) AS x(code text, facility int, type text, "planDate" text, content text, creator int, "createdAt" text, dept int, inspector int,
             state text, deadline text, "submitTime" text, "inspectTime" text, "finishTime" text, findings text)`, [JSON.stringify(rows)]);
  await sql.query(`INSERT INTO workflow_action (tenant_id, table_name, record_id, at, user_id, user_name, member_id, transition, label, from_state, to_state, outcome, note, dept_id, handler_id, deadline)
    SELECT ${TID}, '${t.inspection}', r.id, x.at::timestamp, COALESCE(u.user_id, 'seed'), m.name, x.member, x.transition, x.label, x."from", x."to", x.outcome, x.note, x.dept, x.handler, NULL
      FROM jsonb_to_recordset($1::jsonb) AS x(code text, at text, member int, transition text, label text, "from" text, "to" text, outcome text, note text, dept int, handler int, n int)
      JOIN ${t.inspection} r ON r.code = x.code
      LEFT JOIN ${t.inspector} m ON m.id = x.member
      LEFT JOIN users u ON lower(u.username) = lower(m.account)
     ORDER BY x.at, x.n`, [JSON.stringify(logs.map((l, n) => ({ ...l, n })))]);
}
