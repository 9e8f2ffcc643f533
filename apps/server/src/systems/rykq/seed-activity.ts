/**
 * 考勤管理's activity per tenant from the first day of the month two months back up to SEED_END: the clock-ins of every planned
 * shift (mostly on time; some late, some early, missing punches, absences, overtime, a few 补卡
 * corrections and rest-day work), the leaves behind some of the absences (approved, with their
 * approval log) and applications still pending or rejected, overtime applications for the long
 * evenings, duty rosters, daily health reports, construction month records; then the attendance
 * is computed from all of it and the clerks' monthly data fills are filled from the result.
 */
import type { Sql } from '../../db/types';
import { formatLocal, parseLocal } from '../../resources/workflow/clock';
import { SEED_END, type TenantProfile } from '../../seed/profiles';
import { addDays, insertMany, prng } from '../../seed/seed-util';
import { tables } from '../../seed/tables';
import { computeAttendance } from './compute';
import { QUOTA_STATES } from './hooks';
import { SCHEDULE_START } from './seed-setup';

const MIN = 60_000;

interface Plan { staff: number; dept: number; day: string; start: string; end: string; place: number | null; location: string | null }
interface Approver { id: number; dept: number; role: string; account: string | null; name: string }
type Row = unknown[];

const REASONS: Record<string, readonly string[]> = {
  personal: ['家中有事需处理', '孩子学校家长会', '办理个人证件'], sick: ['感冒发热，需就医休息', '腰肌劳损复查', '牙科手术'],
  annual: ['年休假回老家探亲', '年休假带家人出游'], compensatory: ['国庆加班调休', '周末加班调休'],
};

/** Plans of the clocked period with their shift times and the group's first place. */
async function plans(sql: Sql, from: string): Promise<Plan[]> {
  const t = tables('rykq');
  return sql.query<Plan>(
    `SELECT sc.staff_id AS staff, sc.dept_id AS dept, to_char(sc.day, 'YYYY-MM-DD') AS day,
            to_char(sc.day + sh.start_time::time, 'YYYY-MM-DD HH24:MI:SS') AS start,
            to_char(sc.day + sh.end_time::time + CASE WHEN sh.end_time <= sh.start_time THEN interval '1 day' ELSE interval '0 day' END, 'YYYY-MM-DD HH24:MI:SS') AS end,
            p.id AS place, p.location
       FROM ${t.schedule} sc JOIN ${t.shift} sh ON sh.id = sc.shift_id
       LEFT JOIN LATERAL (SELECT id, location FROM ${t.clockPlace} WHERE group_id = sc.group_id ORDER BY id LIMIT 1) p ON true
      WHERE sc.day BETWEEN $1::date AND $2::date ORDER BY sc.day, sc.staff_id`, [from, SEED_END]);
}

const near = (location: string | null, metres: number, r: () => number) => {
  if (!location) return null;
  const [lng, lat] = location.split(',').map(Number);
  const a = r() * Math.PI * 2;
  return `${(lng! + (Math.cos(a) * metres) / 96_000).toFixed(6)},${(lat! + (Math.sin(a) * metres) / 111_000).toFixed(6)}`;
};

export async function seedActivity(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('rykq');
  // The two past months and this one so far: every month sheet the seed shows is complete.
  const from = SCHEDULE_START;
  const r = prng(Number(p.tenantId) * 4099 + 17);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const approvers = await sql.query<Approver>(`SELECT id, dept_id AS dept, role, account, name FROM ${t.approver} ORDER BY id`);
  const hr = approvers.find((a) => a.role === 'hr') ?? approvers[0]!;
  const head = approvers.find((a) => a.role === 'deptHead') ?? hr;
  const flows = await sql.query<{ dept: number; approver: number }>(`SELECT dept_id AS dept, approver_id AS approver FROM ${t.approvalFlow}`);
  const leaderOf = (dept: number) => approvers.find((a) => a.id === flows.find((f) => f.dept === dept)?.approver) ?? hr;

  const clocks: Row[] = [];
  const leaves: { staff: number; dept: number; type: string; start: string; end: string; days: number; state: string }[] = [];
  const overtimes: { staff: number; dept: number; day: string; start: string; end: string; hours: number; state: string }[] = [];
  const onLeave = new Map<number, string>(); // staff → the last day of the leave
  const punch = (plan: Plan, at: number, source = 'device', reason: string | null = null) => {
    const outside = r() < 0.05;
    const distance = outside ? 350 + Math.floor(r() * 1200) : 15 + Math.floor(r() * 260);
    clocks.push([plan.staff, formatLocal(at), pick(['app', 'app', 'face', 'fingerprint', 'wifi']), plan.place, near(plan.location, distance, r), distance, !outside, source, reason, source === 'correction' ? hr.name : null]);
  };

  for (const plan of await plans(sql, from)) {
    const start = parseLocal(plan.start);
    const end = parseLocal(plan.end);
    if ((onLeave.get(plan.staff) ?? '') >= plan.day) continue;
    const roll = r();
    if (roll < 0.018) {
      // A leave of one to five days from today (approved: the days become 请假).
      const days = 1 + Math.floor(r() * (r() < 0.8 ? 3 : 5));
      const type = pick(['personal', 'personal', 'sick', 'sick', 'annual', 'compensatory']);
      leaves.push({ staff: plan.staff, dept: plan.dept, type, start: plan.start, end: formatLocal(parseLocal(plan.start) + (days - 1) * 86_400_000 + (end - start)), days, state: 'approved' });
      onLeave.set(plan.staff, addDays(plan.day, days - 1));
      continue;
    }
    if (roll < 0.03) {
      // 旷工; now and then a rejected leave was asked for that day.
      if (r() < 0.3) leaves.push({ staff: plan.staff, dept: plan.dept, type: 'personal', start: plan.start, end: plan.end, days: 1, state: 'rejected' });
      continue;
    }
    const late = r() < 0.08 ? 6 + Math.floor(r() * 35) : r() < 0.04 ? 1 + Math.floor(r() * 4) : -Math.floor(r() * 25) - 1;
    const early = r() < 0.04 ? 10 + Math.floor(r() * 50) : 0;
    const over = r() < 0.1 ? 45 + Math.floor(r() * 150) : Math.floor(r() * 20);
    const missIn = roll < 0.04;
    const missOut = roll >= 0.04 && roll < 0.08;
    if (!missIn) punch(plan, start + late * MIN + Math.floor(r() * 59) * 1000);
    else if (r() < 0.25) punch(plan, start - 10 * MIN, 'correction', '打卡机故障，班组长证明已到岗');
    const out = early ? end - early * MIN : end + over * MIN;
    if (!missOut) punch(plan, out + Math.floor(r() * 59) * 1000);
    else if (r() < 0.25) punch(plan, end + 5 * MIN, 'correction', '手机没电未打下班卡');
    if (!early && !missOut && over >= 60 && r() < 0.6) {
      const hours = Math.floor(over / 30) / 2;
      overtimes.push({ staff: plan.staff, dept: plan.dept, day: plan.day, start: plan.end, end: formatLocal(end + over * MIN), hours, state: r() < 0.9 ? 'approved' : 'rejected' });
    }
  }
  // Rest-day work: a few people of rotating teams came in on a day off to cover a colleague.
  const rest = await sql.query<{ staff: number; dept: number; day: string; location: string | null; place: number | null }>(
    `SELECT s.id AS staff, s.dept_id AS dept, to_char(d::date, 'YYYY-MM-DD') AS day, p.location, p.id AS place
       FROM ${tables('platform').staff} s JOIN ${t.attendanceGroup} g ON s.id = ANY(g.member_ids) AND g.schedule_type = 'roster'
       JOIN LATERAL (SELECT id, location FROM ${t.clockPlace} WHERE group_id = g.id ORDER BY id LIMIT 1) p ON true
       CROSS JOIN generate_series($1::date, $2::date, interval '1 day') d
      WHERE NOT EXISTS (SELECT 1 FROM ${t.schedule} sc WHERE sc.staff_id = s.id AND sc.day = d::date) AND (s.id * 7 + extract(doy FROM d)::int) % 23 = 0
      ORDER BY 3, 1`, [from, SEED_END]);
  for (const x of rest) {
    const plan: Plan = { staff: x.staff, dept: x.dept, day: x.day, start: `${x.day} 08:00:00`, end: `${x.day} 12:00:00`, place: x.place, location: x.location };
    punch(plan, parseLocal(plan.start) - 5 * MIN);
    punch(plan, parseLocal(plan.end) + 20 * MIN);
  }
  // Applications still waiting: next week's leaves and this week's overtime.
  const staff = await sql.query<{ id: number; dept: number }>(`SELECT id, dept_id AS dept FROM ${tables('platform').staff} ORDER BY id`);
  for (let i = 0; i < 6; i++) {
    const who = staff[(i * 11 + 3) % staff.length]!;
    const day = addDays(SEED_END, 2 + i);
    const days = i % 3 === 0 ? 4 : 1 + (i % 2);
    leaves.push({ staff: who.id, dept: who.dept, type: pick(['personal', 'annual', 'sick']), start: `${day} 08:00:00`, end: `${addDays(day, days - 1)} 17:00:00`, days, state: i % 3 === 0 ? 'toHead' : 'toLeader' });
  }
  // One waits for the administrator: a leave in the office, whose first approver is the 考勤管理员.
  const clerk = staff.find((x) => x.dept === hr.dept);
  if (clerk) leaves.push({ staff: clerk.id, dept: clerk.dept, type: 'annual', start: `${addDays(SEED_END, 9)} 08:30:00`, end: `${addDays(SEED_END, 10)} 17:30:00`, days: 2, state: 'toLeader' });
  for (let i = 0; i < 2; i++) {
    const who = staff[(i * 13 + 5) % staff.length]!;
    leaves.push({ staff: who.id, dept: who.dept, type: 'personal', start: `${addDays(SEED_END, 3 + i)} 08:00:00`, end: `${addDays(SEED_END, 3 + i)} 17:00:00`, days: 1, state: 'cancelled' });
  }
  for (let i = 0; i < 4; i++) {
    const who = staff[(i * 7 + 2) % staff.length]!;
    const day = addDays(SEED_END, -i);
    overtimes.push({ staff: who.id, dept: who.dept, day, start: `${day} 17:30:00`, end: `${day} 20:30:00`, hours: 3, state: 'toLeader' });
  }

  const [{ has }] = (await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.clockRecord}) AS has`)) as [{ has: boolean }];
  if (!has) await insertMany(sql, t.clockRecord, ['staff_id', 'clock_time', 'method', 'place_id', 'location', 'distance', 'in_range', 'source', 'reason', 'operator'], clocks);
  await withinQuotas(sql, leaves);
  await seedApplications(sql, 'leave', leaves.map((l) => ({ ...l, day: l.start.slice(0, 10) })), { leaderOf, head, hr });
  await seedApplications(sql, 'overtime', overtimes.map((o) => ({ ...o, type: 'workday', days: 0 })), { leaderOf, head, hr });
  const [{ n }] = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t.attendanceRecord}`)) as [{ n: number }];
  if (n === 0) await computeAttendance(sql, { from: SCHEDULE_START, to: SEED_END }, `DATE '${SEED_END}'`);
}

/**
 * The server refuses a leave beyond the person's quota of its type (hooks.ts): a seeded leave that
 * would exceed it becomes a 事假 (no quota), in date order, so every balance stays at or above zero.
 */
async function withinQuotas(sql: Sql, leaves: { staff: number; type: string; start: string; days: number; state: string }[]): Promise<void> {
  const quotas = await sql.query<{ key: string; days: number }>(
    `SELECT staff_id || '|' || leave_type || '|' || year AS key, quota_days::float8 AS days FROM ${tables('rykq').leaveQuota}`);
  const left = new Map(quotas.map((q) => [q.key, q.days]));
  for (const leave of [...leaves].sort((a, b) => a.start.localeCompare(b.start))) {
    if (!QUOTA_STATES.includes(leave.state)) continue;
    const key = `${leave.staff}|${leave.type}|${leave.start.slice(0, 4)}`;
    const remaining = left.get(key);
    if (remaining === undefined) continue;
    if (remaining >= leave.days) left.set(key, remaining - leave.days);
    else leave.type = 'personal';
  }
}

interface Application { staff: number; dept: number; type: string; start: string; end: string; days: number; hours?: number; day: string; state: string }
interface People { leaderOf: (dept: number) => Approver; head: Approver; hr: Approver }

const APPLY_LABEL = '提交申请';

/** Leaves or overtime with the log their state implies: 提交申请, then the approvals. */
async function seedApplications(sql: Sql, kind: 'leave' | 'overtime', apps: readonly Application[], people: People): Promise<void> {
  const t = tables('rykq');
  const table = t[kind]!;
  const [{ has }] = (await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS has`)) as [{ has: boolean }];
  if (has) return;
  const prefix = kind === 'leave' ? 'QJ' : 'JB';
  const perDay = new Map<string, number>();
  const rows: Row[] = [];
  const logs: { index: number; at: string; who: Approver; transition: string; label: string; from: string | null; to: string; outcome: string | null; note: string | null; deadline: string | null }[] = [];
  const sorted = [...apps].sort((a, b) => a.start.localeCompare(b.start));
  sorted.forEach((a, index) => {
    const leader = people.leaderOf(a.dept);
    // Applied two days before (overtime: the evening after), approved the next morning.
    const applied = kind === 'leave' ? formatLocal(parseLocal(a.start) - 2 * 86_400_000 + 7 * 3_600_000) : formatLocal(parseLocal(a.end) + 30 * MIN);
    const approved = formatLocal(parseLocal(applied) + 18 * 3_600_000);
    const stem = `${prefix}${applied.slice(0, 10).replaceAll('-', '')}`;
    const seq = (perDay.get(stem) ?? 0) + 1;
    perDay.set(stem, seq);
    const code = `${stem}${String(seq).padStart(4, '0')}`;
    const pending = a.state === 'toLeader' || a.state === 'toHead';
    const deadline = pending ? `${addDays(applied.slice(0, 10), 1)} 18:00:00` : null;
    const approver = a.state === 'toHead' ? people.head : leader;
    const reason = kind === 'leave' ? (REASONS[a.type] ?? REASONS.personal!)[index % 2]! : '作业量大，延长作业时间完成收运任务';
    if (kind === 'leave') {
      rows.push([code, a.staff, a.dept, a.type, a.start, a.end, a.days, reason, a.state, people.hr.id, applied, approver.id, a.state === 'approved' ? approved : null, deadline]);
    } else {
      rows.push([code, a.staff, a.dept, a.type, a.start, a.end, a.hours, 'pay', reason, a.state, people.hr.id, applied, approver.id, a.state === 'approved' ? approved : null, deadline]);
    }
    logs.push({ index, at: applied, who: people.hr, transition: 'report', label: APPLY_LABEL, from: null, to: a.state === 'toHead' ? 'toLeader' : pending ? a.state : 'toLeader', outcome: null, note: null, deadline });
    if (a.state === 'approved' || a.state === 'rejected' || a.state === 'toHead') {
      const long = kind === 'leave' && a.days > 3;
      const to = a.state === 'rejected' ? 'rejected' : long ? 'toHead' : 'approved';
      logs.push({ index, at: approved, who: leader, transition: 'leaderApprove', label: kind === 'leave' ? '班组长审批' : '审批', from: 'toLeader', to, outcome: a.state === 'rejected' ? 'reject' : 'pass', note: a.state === 'rejected' ? '当日作业任务重，请调整时间' : '同意', deadline: null });
      if (long && a.state === 'approved') logs.push({ index, at: formatLocal(parseLocal(approved) + 3_600_000), who: people.head, transition: 'headApprove', label: '部门负责人审批', from: 'toHead', to: 'approved', outcome: 'pass', note: '同意，注意安排好替班', deadline: null });
    }
    if (a.state === 'cancelled') logs.push({ index, at: formatLocal(parseLocal(applied) + 3_600_000), who: people.hr, transition: 'cancel', label: '撤回', from: 'toLeader', to: 'cancelled', outcome: null, note: '行程取消', deadline: null });
  });
  const cols = kind === 'leave'
    ? ['code', 'staff_id', 'dept_id', 'leave_type', 'start_time', 'end_time', 'days', 'reason', 'state', 'applicant_id', 'apply_time', 'approver_id', 'approve_time', 'deadline']
    : ['code', 'staff_id', 'dept_id', 'overtime_type', 'start_time', 'end_time', 'hours', 'compensation', 'reason', 'state', 'applicant_id', 'apply_time', 'approver_id', 'approve_time', 'deadline'];
  const ids = await insertMany(sql, table, cols, rows);
  for (let i = 0; i < logs.length; i += 300) {
    const chunk = logs.slice(i, i + 300);
    await sql.query(
      `INSERT INTO workflow_action (tenant_id, table_name, record_id, at, user_id, user_name, member_id, transition, label, from_state, to_state, outcome, note, deadline)
       SELECT current_setting('app.tenant_id'), $1, x.record, x.at::timestamp, x.uid, x.uname, x.member, x.transition, x.label, x."from", x."to", x.outcome, x.note, x.deadline::timestamp
         FROM jsonb_to_recordset($2::jsonb) AS x(record int, at text, uid text, uname text, member int, transition text, label text, "from" text, "to" text, outcome text, note text, deadline text)`,
      [table, JSON.stringify(chunk.map((l) => ({ record: ids[l.index], at: l.at, uid: l.who.account ?? `approver-${l.who.id}`, uname: l.who.name, member: l.who.id, transition: l.transition, label: l.label, from: l.from, to: l.to, outcome: l.outcome, note: l.note, deadline: l.deadline })))],
    );
  }
}
