/**
 * The ht family's approval lists over 考勤管理's two workflows (请假, 加班): pageList (both in one
 * list), logPageList (their action logs), overtime and leave monthly, monthly overtime details,
 * and the leave balances (quota − approved leave days of the year).
 */
import { withPeriod } from '../../resources/report-periods';
import { invalid } from '../../resources/messages';
import type { CustomHandler } from '../types';
import { labelSql } from './labels';
import { monthRange, optionalId, optionalRange, pageOf, say } from './params';
import { inDeptTree, lastRecordDay, P, T } from './sql-parts';

type Obj = Record<string, unknown>;
const KINDS = ['leave', 'overtime'] as const;
type Kind = (typeof KINDS)[number];

function kindOf(payload: Obj): Kind | null {
  const k = payload.kind;
  if (k === undefined || k === null || k === '') return null;
  if (!KINDS.includes(k as Kind)) throw invalid(say.badKind);
  return k as Kind;
}

/** One SELECT per workflow with the same columns, for a UNION ALL. */
function applications(kind: Kind): string {
  const t = T();
  const isLeave = kind === 'leave';
  const table = isLeave ? t.leave : t.overtime;
  const summary = isLeave
    ? `${labelSql('leaveType', 'a.leave_type')} || ' ' || a.days || ' 天（' || to_char(a.start_time, 'MM-DD HH24:MI') || ' 至 ' || to_char(a.end_time, 'MM-DD HH24:MI') || '）'`
    : `'加班 ' || a.hours || ' 小时（' || to_char(a.start_time, 'MM-DD HH24:MI') || ' 至 ' || to_char(a.end_time, 'HH24:MI') || '）'`;
  return `SELECT a.id, '${kind}' AS kind, '${isLeave ? '请假' : '加班'}' AS "kindLabel", a.code, a.staff_id AS "staffId", s.name AS "staffName", a.dept_id AS "deptId", d.name AS "deptName",
                 ${summary} AS summary, to_char(a.apply_time, 'YYYY-MM-DD HH24:MI:SS') AS "applyTime", a.state, ${labelSql(isLeave ? 'leaveState' : 'overtimeState', 'a.state')} AS "stateLabel",
                 a.approver_id AS "approverId", ap.name AS "approverName", a.apply_time AS sort_time
            FROM ${table} a LEFT JOIN ${P().staff} s ON s.id = a.staff_id LEFT JOIN ${P().department} d ON d.id = a.dept_id LEFT JOIN ${t.approver} ap ON ap.id = a.approver_id`;
}

export const approvalPageList: CustomHandler = async (sql, _mod, payload, options) => {
  const kind = kindOf(payload);
  const staff = optionalId(payload, 'staffId', '人员');
  const state = payload.state;
  if (state !== undefined && state !== null && state !== '' && (typeof state !== 'string' || !/^[A-Za-z]{1,20}$/.test(state))) throw invalid('审批状态参数不正确');
  const page = pageOf(payload, options.all);
  const params: unknown[] = [];
  const where: string[] = [];
  if (staff !== null) where.push(`x."staffId" = $${params.push(staff)}`);
  if (typeof state === 'string' && state) where.push(`x.state = $${params.push(state)}`);
  const range = optionalRange(payload);
  if (range) where.push(`x.sort_time >= $${params.push(range.from)}::date`, `x.sort_time < $${params.push(range.to)}::date + 1`);
  const union = (kind ? [kind] : KINDS).map(applications).join(' UNION ALL ');
  const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const rows = await sql.query<Obj>(`SELECT * FROM (${union}) x ${w} ORDER BY x.sort_time DESC, x.kind, x.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`, params);
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${union}) x ${w}`, params);
  return { rows: rows.map(({ sort_time: _s, ...r }) => ({ ...r, id: `${r.kind}-${r.id}`, recordId: r.id })), total: count!.n, pageNum: page.pageNum, pageSize: page.pageSize };
};

export const approvalLogPageList: CustomHandler = async (sql, _mod, payload, options) => {
  const kind = kindOf(payload);
  const record = optionalId(payload, 'id', '申请');
  if (record !== null && !kind) throw invalid(say.badKind);
  const page = pageOf(payload, options.all);
  const range = optionalRange(payload);
  const params: unknown[] = range ? [range.from, range.to] : [];
  const t = T();
  const parts = (kind ? [kind] : KINDS).map((k) => {
    const table = k === 'leave' ? t.leave : t.overtime;
    const states = k === 'leave' ? 'leaveState' : 'overtimeState';
    return `SELECT l.id, '${k}' AS kind, '${k === 'leave' ? '请假' : '加班'}' AS "kindLabel", l.record_id AS "recordId", a.code, s.name AS "staffName",
                   to_char(l.at, 'YYYY-MM-DD HH24:MI:SS') AS at, l.label, l.user_name AS "userName", l.transition,
                   ${labelSql(states, 'l.from_state')} AS "fromLabel", ${labelSql(states, 'l.to_state')} AS "toLabel",
                   CASE l.outcome WHEN 'pass' THEN '同意' WHEN 'reject' THEN '驳回' END AS "outcomeLabel", l.note, l.at AS sort_time
              FROM workflow_action l LEFT JOIN ${table} a ON a.id = l.record_id LEFT JOIN ${P().staff} s ON s.id = a.staff_id
             WHERE l.table_name = '${table}'${record !== null ? ` AND l.record_id = ${record}` : ''}${range ? ` AND l.at >= $1::date AND l.at < $2::date + 1` : ''}`;
  });
  const union = parts.join(' UNION ALL ');
  const rows = await sql.query<Obj>(`SELECT * FROM (${union}) x ORDER BY x.sort_time DESC, x.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`, params);
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${union}) x`, params);
  return { rows: rows.map(({ sort_time: _s, ...r }) => ({ ...r, id: `${r.kind}-${r.id}` })), total: count!.n, pageNum: page.pageNum, pageSize: page.pageSize };
};

/** The month asked (month=YYYY-MM, not in the future), else the month of the last attendance day. */
async function monthOfPayload(sql: Parameters<CustomHandler>[0], report: Parameters<typeof withPeriod>[0], payload: Obj): Promise<{ from: string; to: string }> {
  const ranged = withPeriod(report, payload);
  if (ranged.startDate && ranged.endDate) return { from: String(ranged.startDate), to: String(ranged.endDate) };
  return monthRange((await lastRecordDay(sql)).slice(0, 7));
}

export const overtimeLeaveMonthly: CustomHandler = async (sql, mod, payload, options) => {
  const report = mod.reports.find((r) => r.key === 'overtimeLeaveMonthly')!;
  const { from, to } = await monthOfPayload(sql, report, payload);
  const dept = optionalId(payload, 'deptId', '部门');
  const page = pageOf(payload, options.all);
  const t = T();
  const params: unknown[] = [from, to];
  const deptWhere = dept !== null ? `AND ${inDeptTree('s.dept_id', `$${params.push(dept)}`)}` : '';
  // Leave days are the days the attendance shows as 请假 (so this sheet and the month sheet agree).
  const base = `FROM ${P().staff} s LEFT JOIN ${P().department} d ON d.id = s.dept_id
     LEFT JOIN LATERAL (SELECT count(*)::int AS days,
                               count(*) FILTER (WHERE l.leave_type = 'annual')::int AS annual, count(*) FILTER (WHERE l.leave_type = 'personal')::int AS personal,
                               count(*) FILTER (WHERE l.leave_type = 'sick')::int AS sick, count(*) FILTER (WHERE l.leave_type NOT IN ('annual', 'personal', 'sick'))::int AS other
                          FROM ${t.attendanceRecord} r JOIN ${t.leave} l ON l.id = r.leave_id
                         WHERE r.staff_id = s.id AND r.day BETWEEN $1::date AND $2::date AND r.status = 'leave') lv ON true
     LEFT JOIN LATERAL (SELECT coalesce(sum(r.overtime_hours), 0)::float8 AS hours FROM ${t.attendanceRecord} r
                         WHERE r.staff_id = s.id AND r.day BETWEEN $1::date AND $2::date) co ON true
     LEFT JOIN LATERAL (SELECT coalesce(sum(o.hours), 0)::float8 AS hours, count(*)::int AS n FROM ${t.overtime} o
                         WHERE o.staff_id = s.id AND o.state = 'approved' AND o.start_time >= $1::date AND o.start_time < $2::date + 1) ot ON true
     WHERE (lv.days > 0 OR ot.n > 0 OR co.hours > 0) ${deptWhere}`;
  const rows = await sql.query<Obj>(
    `SELECT s.id, s.name AS "staffName", d.name AS "deptName", lv.days AS "leaveDays", lv.annual, lv.personal, lv.sick, lv.other AS "otherLeave",
            ot.hours AS "overtimeHours", ot.n AS "overtimeCount", co.hours AS "clockOvertime"
       ${base} ORDER BY d.name, s.name LIMIT ${page.limit} OFFSET ${page.offset}`, params);
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n ${base}`, params);
  return { rows, total: count!.n, pageNum: page.pageNum, pageSize: page.pageSize, month: from.slice(0, 7) };
};

export const monthlyOverTimeDetails: CustomHandler = async (sql, mod, payload, options) => {
  const report = mod.reports.find((r) => r.key === 'monthlyOverTimeDetails')!;
  const { from, to } = await monthOfPayload(sql, report, payload);
  const dept = optionalId(payload, 'deptId', '部门');
  const staff = optionalId(payload, 'staffId', '人员');
  const page = pageOf(payload, options.all);
  const t = T();
  const params: unknown[] = [from, to];
  const where = [`o.state = 'approved'`, `o.start_time >= $1::date`, `o.start_time < $2::date + 1`];
  if (dept !== null) where.push(inDeptTree('o.dept_id', `$${params.push(dept)}`));
  if (staff !== null) where.push(`o.staff_id = $${params.push(staff)}`);
  const base = `FROM ${t.overtime} o LEFT JOIN ${P().staff} s ON s.id = o.staff_id LEFT JOIN ${P().department} d ON d.id = o.dept_id
                LEFT JOIN ${t.approver} a ON a.id = o.approver_id WHERE ${where.join(' AND ')}`;
  const rows = await sql.query<Obj>(
    `SELECT o.id, o.code, s.name AS "staffName", d.name AS "deptName", to_char(o.start_time, 'YYYY-MM-DD') AS "workDate",
            to_char(o.start_time, 'HH24:MI') AS "startTime", to_char(o.end_time, 'HH24:MI') AS "endTime", o.hours,
            ${labelSql('overtimeType', 'o.overtime_type')} AS "typeLabel", ${labelSql('overtimeCompensation', 'o.compensation')} AS "compensationLabel", a.name AS "approverName"
       ${base} ORDER BY o.start_time DESC, o.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`, params);
  const [sum] = await sql.query<{ n: number; hours: number }>(`SELECT count(*)::int AS n, coalesce(sum(o.hours), 0)::float8 AS hours ${base}`, params);
  return { rows, total: sum!.n, pageNum: page.pageNum, pageSize: page.pageSize, totals: { hours: sum!.hours } };
};

export const leaveBalance: CustomHandler = async (sql, _mod, payload, options) => {
  const staff = optionalId(payload, 'staffId', '人员');
  const type = payload.leaveType;
  if (type !== undefined && type !== null && type !== '' && (typeof type !== 'string' || !/^[A-Za-z]{1,20}$/.test(type))) throw invalid('假期类型参数不正确');
  const page = pageOf(payload, options.all);
  const t = T();
  const params: unknown[] = [];
  const where: string[] = [];
  if (staff !== null) where.push(`q.staff_id = $${params.push(staff)}`);
  if (typeof type === 'string' && type) where.push(`q.leave_type = $${params.push(type)}`);
  // The page's date range picks the year (its end's); without one, every year.
  const range = optionalRange(payload);
  if (range) where.push(`q.year = $${params.push(Number(range.to.slice(0, 4)))}`);
  const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const days = (states: string) => `(SELECT coalesce(sum(l.days), 0)::float8 FROM ${t.leave} l WHERE l.staff_id = q.staff_id AND l.leave_type = q.leave_type
                                      AND extract(year FROM l.start_time) = q.year AND l.state IN (${states}))`;
  const rows = await sql.query<Obj>(
    `SELECT q.id, s.name AS "staffName", d.name AS "deptName", q.year, ${labelSql('leaveType', 'q.leave_type')} AS "leaveTypeLabel", q.quota_days AS "quotaDays",
            ${days(`'approved'`)} AS "usedDays", ${days(`'toLeader', 'toHead'`)} AS "pendingDays", q.quota_days - ${days(`'approved'`)} AS "remainDays"
       FROM ${t.leaveQuota} q LEFT JOIN ${P().staff} s ON s.id = q.staff_id LEFT JOIN ${P().department} d ON d.id = s.dept_id ${w}
      ORDER BY d.name, s.name, q.leave_type LIMIT ${page.limit} OFFSET ${page.offset}`, params);
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t.leaveQuota} q ${w}`, params);
  return { rows, total: count!.n, pageNum: page.pageNum, pageSize: page.pageSize };
};

