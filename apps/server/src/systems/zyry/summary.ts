/** 出勤汇总 and 加班统计: per person over a period, summed from the attendance and overtime rows. */
import type { Sql } from '../../db/types';
import type { CustomHandler } from '../types';
import { P, T, type Obj } from './assignments';
import { names } from './board';
import { optionalId, pageRows, periodParams } from './params';
import { dayOf } from './refresh';
import { wallNow } from '../../gps/simulate';

/** The asked period (default: the last 30 days up to the last day with rows) and the person filters as SQL. */
async function scope(sql: Sql, payload: Obj, table: string) {
  const asked = periodParams(payload);
  const [row] = await sql.query<{ end: string | null }>(`SELECT to_char(max(work_date), 'YYYY-MM-DD') AS end FROM ${table}`);
  const end = asked.end ?? row?.end ?? dayOf(wallNow());
  const start = asked.start ?? new Date(Date.parse(`${end}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  const params: unknown[] = [start, end];
  const where = ['work_date BETWEEN $1::date AND $2::date'];
  for (const [name, column] of [['deptId', 'dept_id'], ['areaId', 'area_id'], ['staffId', 'staff_id']] as const) {
    const id = optionalId(payload, name);
    if (id !== undefined) where.push(`${column} = $${params.push(id)}`);
  }
  return { where: where.join(' AND '), params };
}

/** Names of the people, departments and areas of the rows. */
async function labelled<R extends { staff_id: number; dept_id: number; area_id: number | null }>(sql: Sql, rows: R[]) {
  const staff = await names(sql, P().staff, rows.map((r) => r.staff_id));
  const depts = await names(sql, P().department, rows.map((r) => r.dept_id));
  const areas = await names(sql, T().jobArea, rows.map((r) => r.area_id));
  return rows.map((r) => ({ staffId: r.staff_id, staffName: staff.get(r.staff_id) ?? '', deptName: depts.get(r.dept_id) ?? '', areaName: r.area_id === null ? '' : areas.get(r.area_id) ?? '', r }));
}

export const summaryHandlers: Record<string, CustomHandler> = {
  async attendanceSummary(sql, _mod, payload, { all }) {
    const { where, params } = await scope(sql, payload, T().attendance);
    const rows = await sql.query<{ staff_id: number; dept_id: number; area_id: number | null; days: number; on_post: number; left_days: number; absent: number; not_online: number; in_minutes: number; work_minutes: number; leave_times: number; overtime: number }>(
      `SELECT a.staff_id, max(a.dept_id) AS dept_id, max(a.area_id) AS area_id, count(*)::int AS days,
              count(*) FILTER (WHERE status = 'onPost')::int AS on_post, count(*) FILTER (WHERE status = 'left')::int AS left_days,
              count(*) FILTER (WHERE status = 'absent')::int AS absent, count(*) FILTER (WHERE status = 'notOnline')::int AS not_online,
              sum(in_minutes)::int AS in_minutes, sum(work_minutes)::int AS work_minutes, sum(leave_times)::int AS leave_times,
              coalesce((SELECT sum(o.minutes) FROM ${T().overtime} o WHERE o.staff_id = a.staff_id AND o.work_date BETWEEN $1::date AND $2::date), 0)::int AS overtime
       FROM ${T().attendance} a WHERE ${where} GROUP BY a.staff_id ORDER BY a.staff_id`, params);
    const out = (await labelled(sql, rows)).map(({ r, ...who }) => ({
      id: r.staff_id, ...who, days: r.days, onPostDays: r.on_post, leftDays: r.left_days, absentDays: r.absent, notOnlineDays: r.not_online, inMinutes: r.in_minutes,
      inRate: r.work_minutes ? Math.round((r.in_minutes / r.work_minutes) * 1000) / 10 : 0, leaveTimes: r.leave_times, overtimeMinutes: r.overtime,
    }));
    return { ...pageRows(out, payload, all), startDate: params[0], endDate: params[1] };
  },

  async overtimeSummary(sql, _mod, payload, { all }) {
    const { where, params } = await scope(sql, payload, T().overtime);
    const rows = await sql.query<{ staff_id: number; dept_id: number; area_id: number | null; times: number; minutes: number; longest: number }>(
      `SELECT staff_id, max(dept_id) AS dept_id, max(area_id) AS area_id, count(*)::int AS times, sum(minutes)::int AS minutes, max(minutes)::int AS longest
       FROM ${T().overtime} WHERE ${where} GROUP BY staff_id ORDER BY sum(minutes) DESC, staff_id`, params);
    const out = (await labelled(sql, rows)).map(({ r, ...who }) => ({ id: r.staff_id, ...who, times: r.times, minutes: r.minutes, hours: Math.round((r.minutes / 60) * 10) / 10, longest: r.longest }));
    return { ...pageRows(out, payload, all), startDate: params[0], endDate: params[1] };
  },
};
