/**
 * 考勤管理's set-up per tenant: shifts, the 2026 holiday calendar, one attendance group per team
 * (its members are the platform staff of that department), a clock place per group, the
 * approvers (each department's leader; the demo accounts kqleader, kqhead and the tenant's
 * administrator as 考勤管理员), the approval flow per department, the year's leave quotas, and
 * the schedules of the last two months and the current one (fixed groups by weekday, rotating
 * groups on an eight-day cycle).
 */
import type { Sql } from '../../db/types';
import { SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { insertMany } from '../../seed/seed-util';
import { tables } from '../../seed/tables';

/** [code, name, start, end, break, late grace, early grace, overtime from, colour]. */
const SHIFTS = [
  ['ZB', '早班', '05:00', '13:00', 30, 5, 5, 30, 'green'],
  ['BB', '白班', '08:00', '17:00', 60, 5, 5, 30, 'blue'],
  ['ZHB', '中班', '13:00', '21:00', 30, 5, 5, 30, 'orange'],
  ['YB', '夜班', '21:00', '05:00', 30, 10, 5, 30, 'red'],
  ['XZ', '行政班', '08:30', '17:30', 90, 5, 5, 60, 'grey'],
] as const;

/** The 2026 calendar: [day, name, rest | work]. */
export const HOLIDAYS: readonly (readonly [string, string, 'rest' | 'work'])[] = [
  ['2026-01-01', '元旦', 'rest'], ['2026-01-02', '元旦', 'rest'], ['2026-01-03', '元旦', 'rest'],
  ['2026-02-16', '春节', 'rest'], ['2026-02-17', '春节', 'rest'], ['2026-02-18', '春节', 'rest'], ['2026-02-19', '春节', 'rest'], ['2026-02-20', '春节', 'rest'],
  ['2026-02-14', '春节调休', 'work'], ['2026-04-05', '清明节', 'rest'], ['2026-04-06', '清明节', 'rest'],
  ['2026-05-01', '劳动节', 'rest'], ['2026-05-02', '劳动节', 'rest'], ['2026-05-03', '劳动节', 'rest'], ['2026-06-19', '端午节', 'rest'],
  ['2026-09-25', '中秋节', 'rest'], ['2026-10-01', '国庆节', 'rest'], ['2026-10-02', '国庆节', 'rest'], ['2026-10-03', '国庆节', 'rest'],
  ['2026-10-04', '国庆节', 'rest'], ['2026-10-05', '国庆节', 'rest'], ['2026-10-06', '国庆节', 'rest'], ['2026-10-07', '国庆节', 'rest'],
  ['2026-09-27', '国庆调休', 'work'], ['2026-10-10', '国庆调休', 'work'],
];

/** Team departments with a rotating roster (collection, mechanical sweeping, toilets); the rest work fixed weeks. */
const ROTATING = new Set(['d111', 'd112', 'd113', 'd123', 'd14', 'd212']);
/** Early-shift teams (road cleaning) work 早班 Monday–Saturday; offices 行政班 Monday–Friday. */
const EARLY = new Set(['d121', 'd122', 'd211']);
/** An eight-day rotation: 早 早 中 中 休 夜 夜 休 (never two overlapping shifts, at most four days in a row). */
const CYCLE = ['ZB', 'ZB', 'ZHB', 'ZHB', null, 'YB', 'YB', null] as const;

/** The demo accounts: [username, role, department code]; the administrator applies, kqleader and kqhead approve. */
const ACCOUNTS: Record<string, readonly (readonly [string, string, string])[]> = {
  '1': [['root', 'hr', 'd13'], ['kqleader', 'teamLeader', 'd111'], ['kqhead', 'deptHead', 'd11']],
  '2': [['t2admin', 'hr', 'd23'], ['', 'deptHead', 'd21']],
};

export const SCHEDULE_START = (() => {
  const d = new Date(`${SEED_END}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 2, 1)).toISOString().slice(0, 10);
})();
export const SCHEDULE_END = (() => {
  const d = new Date(`${SEED_END}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
})();

const TID = `current_setting('app.tenant_id')`;

export async function seedSetup(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('rykq');
  const pt = tables('platform');
  await seedTable(sql, t.shift,
    `INSERT INTO ${t.shift} (tenant_id, code, name, start_time, end_time, break_minutes, late_grace, early_grace, overtime_threshold, color, status, remark)
     SELECT ${TID}, x[1], x[2], x[3], x[4], x[5]::int, x[6]::int, x[7]::int, x[8]::int, x[9], 'enabled', CASE WHEN x[4] <= x[3] THEN '跨天班次：次日下班' END
     FROM jsonb_to_recordset($1::jsonb) AS r(x text[])`, [JSON.stringify(SHIFTS.map((x) => ({ x: x.map(String) })))]);
  await seedTable(sql, t.holiday, `INSERT INTO ${t.holiday} (tenant_id, day, name, kind) SELECT ${TID}, x[1]::date, x[2], x[3] FROM jsonb_to_recordset($1::jsonb) AS r(x text[])`,
    [JSON.stringify(HOLIDAYS.map((x) => ({ x })))]);
  // One group per department that has people; weekday shifts for the fixed ones.
  await seedTable(sql, t.attendanceGroup,
    `WITH sh AS (SELECT code, id FROM ${t.shift}),
          d AS (SELECT d.id, d.code, d.name, array_agg(s.id ORDER BY s.id) AS members, (array_agg(s.id ORDER BY (s.post = '班组长') DESC, s.id))[1] AS leader
                  FROM ${pt.department} d JOIN ${pt.staff} s ON s.dept_id = d.id AND s.status = 'onJob' GROUP BY d.id, d.code, d.name)
     INSERT INTO ${t.attendanceGroup} (tenant_id, name, dept_id, leader_id, member_ids, schedule_type, mon_shift, tue_shift, wed_shift, thu_shift, fri_shift, sat_shift, sun_shift, max_work_days, holiday_rest, remark)
     SELECT ${TID}, d.name || '考勤组', d.id, d.leader, d.members, CASE WHEN d.code = ANY($1::text[]) THEN 'roster' ELSE 'fixed' END,
            w.s, w.s, w.s, w.s, w.s, CASE WHEN d.code = ANY($2::text[]) THEN w.s END, NULL, 6, true,
            CASE WHEN d.code = ANY($1::text[]) THEN '早、中、夜三班轮换，每八天休两天' WHEN d.code = ANY($2::text[]) THEN '早班，周一至周六' ELSE '行政班，周一至周五' END
       FROM d, LATERAL (SELECT CASE WHEN d.code = ANY($1::text[]) THEN NULL WHEN d.code = ANY($2::text[]) THEN (SELECT id FROM sh WHERE code = 'ZB') ELSE (SELECT id FROM sh WHERE code = 'XZ') END AS s) w
      ORDER BY d.code`, [[...ROTATING], [...EARLY]]);
  await seedTable(sql, t.clockPlace,
    `INSERT INTO ${t.clockPlace} (tenant_id, name, group_id, address, location, radius, status)
     SELECT ${TID}, replace(g.name, '考勤组', '') || CASE WHEN k = 1 THEN '驻地' ELSE '作业片区' END, g.id, $3::text || ' ' || (g.id * 7 + k) || ' 号',
            round(($1::float8 + ((g.id * 37 + k * 11) % 41 - 20) * 0.0013)::numeric, 6) || ',' || round(($2::float8 + ((g.id * 53 + k * 17) % 37 - 18) * 0.0011)::numeric, 6),
            CASE WHEN k = 1 THEN 300 ELSE 800 END, 'enabled'
       FROM ${t.attendanceGroup} g, generate_series(1, CASE WHEN g.schedule_type = 'roster' THEN 2 ELSE 1 END) k ORDER BY g.id, k`,
    [p.lng, p.lat, p.roads[0]]);
  await seedApprovers(sql, p);
  await seedSchedules(sql);
  await seedTable(sql, t.leaveQuota,
    `INSERT INTO ${t.leaveQuota} (tenant_id, staff_id, year, leave_type, quota_days)
     SELECT ${TID}, s.id, 2026, q.type, CASE q.type WHEN 'annual' THEN CASE WHEN s.entry_date < DATE '2016-01-01' THEN 10 WHEN s.entry_date < DATE '2025-01-01' THEN 5 ELSE 0 END
                                          WHEN 'sick' THEN 12 ELSE 3 END
       FROM ${pt.staff} s, (VALUES ('annual'), ('sick'), ('compensatory')) q(type) ORDER BY s.id, q.type`);
}

/** Each department's leader as its team-leader approver, the demo accounts, and the approval flow. */
async function seedApprovers(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('rykq');
  const pt = tables('platform');
  const accounts = ACCOUNTS[p.tenantId] ?? [];
  if (await seedTable(sql, t.approver,
    `INSERT INTO ${t.approver} (tenant_id, name, account, staff_id, dept_id, role, phone, enabled)
     SELECT DISTINCT ON (d.id) ${TID}, s.name, NULL, s.id, d.id, 'teamLeader', s.phone, true
       FROM ${pt.department} d JOIN ${pt.staff} s ON s.dept_id = d.id ORDER BY d.id, (s.post = '班组长') DESC, s.id`)) {
    for (const [account, role, dept] of accounts) {
      const [d] = await sql.query<{ id: number }>(`SELECT id FROM ${pt.department} WHERE code = $1`, [dept]);
      if (!d) continue;
      if (role === 'teamLeader') {
        // kqleader is the team's leader: the account signs in as that approver.
        await sql.query(`UPDATE ${t.approver} SET account = $1 WHERE dept_id = $2 AND role = 'teamLeader'`, [account, d.id]);
        continue;
      }
      const [u] = await sql.query<{ name: string }>(`SELECT name FROM users WHERE username = $1`, [account]);
      const [lead] = await sql.query<{ leader: string | null; phone: string | null }>(`SELECT leader, phone FROM ${pt.department} WHERE id = $1`, [d.id]);
      await insertMany(sql, t.approver, ['name', 'account', 'dept_id', 'role', 'phone', 'enabled'],
        [[role === 'hr' ? (u?.name ?? '考勤管理员') : `${lead?.leader ?? '部门'}（负责人）`, account || null, d.id, role, lead?.phone ?? null, true]]);
    }
  }
  // Each department's team leader approves first; in the administrator's own office, the 考勤管理员 does.
  await seedTable(sql, t.approvalFlow,
    `INSERT INTO ${t.approvalFlow} (tenant_id, dept_id, approver_id, enabled)
     SELECT ${TID}, a.dept_id, coalesce((SELECT h.id FROM ${t.approver} h WHERE h.role = 'hr' AND h.dept_id = a.dept_id ORDER BY h.id LIMIT 1), a.id), true
       FROM ${t.approver} a WHERE a.role = 'teamLeader' ORDER BY a.dept_id`);
}

/** Plans from the first day of the month two months back to the end of the current month. */
async function seedSchedules(sql: Sql): Promise<void> {
  const t = tables('rykq');
  const pt = tables('platform');
  await seedTable(sql, t.schedule,
    `WITH days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') d),
          cal AS (SELECT day, kind FROM ${t.holiday}),
          cyc AS (SELECT (ord - 1)::int AS i, code FROM unnest($3::text[]) WITH ORDINALITY AS c(code, ord)),
          m AS (SELECT g.*, mem.staff_id, mem.k FROM ${t.attendanceGroup} g, unnest(g.member_ids) WITH ORDINALITY AS mem(staff_id, k))
     INSERT INTO ${t.schedule} (tenant_id, day, staff_id, group_id, dept_id, shift_id)
     SELECT ${TID}, d.day, m.staff_id, m.id, s.dept_id, x.shift
       FROM m JOIN ${pt.staff} s ON s.id = m.staff_id CROSS JOIN days d LEFT JOIN cal c ON c.day = d.day,
            LATERAL (SELECT CASE
               WHEN m.schedule_type = 'roster' THEN (SELECT sh.id FROM cyc JOIN ${t.shift} sh ON sh.code = cyc.code WHERE cyc.i = ((d.day - $1::date) + m.k * 3) % 8)
               WHEN c.kind = 'rest' AND m.holiday_rest THEN NULL
               WHEN c.kind = 'work' THEN m.mon_shift
               ELSE CASE extract(isodow FROM d.day)::int WHEN 1 THEN m.mon_shift WHEN 2 THEN m.tue_shift WHEN 3 THEN m.wed_shift WHEN 4 THEN m.thu_shift
                                                        WHEN 5 THEN m.fri_shift WHEN 6 THEN m.sat_shift ELSE m.sun_shift END END AS shift) x
      WHERE x.shift IS NOT NULL
      ORDER BY d.day, m.staff_id
     ON CONFLICT (tenant_id, staff_id, day) DO NOTHING`,
    [SCHEDULE_START, SCHEDULE_END, [...CYCLE].map((c) => c ?? 'REST')]);
}
