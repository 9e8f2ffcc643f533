/**
 * The 人员看板 (now) and the 统计看板 (a period): figures read from the rows the lists show — the
 * workers' states now, today's and the period's on-post days (attendance), overtime and the
 * alarm ledger — so a tile equals its list filtered the same way.
 */
import type { ModuleDefinition } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { wallNow } from '../../gps/simulate';
import type { CustomHandler } from '../types';
import { P, T, type Obj } from './assignments';
import { workersNow, type WorkerNow } from './now';
import { periodParams } from './params';
import { dayOf } from './refresh';

const rate = (inMinutes: number, work: number) => (work > 0 ? Math.round((inMinutes / work) * 1000) / 10 : 0);

/** value → label of one of the system's enums. */
export function enumLabel(mod: ModuleDefinition, code: string, value: unknown): string {
  return mod.enums.find((e) => e.code === code)?.options.find((o) => o.value === value)?.label ?? String(value ?? '');
}

export async function names(sql: Sql, table: string, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!wanted.length) return new Map();
  const rows = await sql.query<{ id: number; name: string }>(`SELECT id, name FROM ${table} WHERE id = ANY($1::int[])`, [wanted]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Today's on-post minutes per worker (the attendance rows of today). */
async function today(sql: Sql, now: number) {
  return sql.query<{ staff_id: number; dept_id: number; area_id: number | null; in_minutes: number; work_minutes: number }>(
    `SELECT staff_id, dept_id, area_id, in_minutes, work_minutes FROM ${T().attendance} WHERE work_date = $1::date`, [dayOf(now)]);
}

/** The period of a board call: the asked days, else the last 30 days with rows. */
async function periodOf(sql: Sql, payload: Obj): Promise<{ start: string; end: string }> {
  const asked = periodParams(payload);
  const [row] = await sql.query<{ end: string | null }>(`SELECT to_char(max(work_date), 'YYYY-MM-DD') AS end FROM ${T().attendance}`);
  const end = asked.end ?? row?.end ?? dayOf(wallNow());
  const start = asked.start ?? new Date(Date.parse(`${end}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  return { start, end };
}

function countBy<K>(list: readonly WorkerNow[], key: (w: WorkerNow) => K) {
  const out = new Map<K, WorkerNow[]>();
  for (const w of list) out.set(key(w), [...(out.get(key(w)) ?? []), w]);
  return out;
}

export const boardHandlers: Record<string, CustomHandler> = {
  async dataRange(sql) {
    const [row] = await sql.query<{ start: string | null; end: string | null }>(
      `SELECT to_char(min(work_date), 'YYYY-MM-DD') AS start, to_char(max(work_date), 'YYYY-MM-DD') AS end FROM ${T().attendance}`);
    return { start: row?.start ?? null, end: row?.end ?? null };
  },

  async kanbanOverview(sql) {
    const now = wallNow();
    const workers = await workersNow(sql, now);
    const days = await today(sql, now);
    const [alarms] = await sql.query<{ today: number; pending: number }>(
      `SELECT count(*) FILTER (WHERE alarm_time >= $1::date AND alarm_time < $1::date + 1)::int AS today, count(*) FILTER (WHERE handle_state = 'pending')::int AS pending FROM ${T().alarm}`,
      [dayOf(now)]);
    const [contracts] = await sql.query<{ expiring: number; expired: number }>(
      `SELECT count(*) FILTER (WHERE expiry_state = 'expiring')::int AS expiring, count(*) FILTER (WHERE expiry_state = 'expired')::int AS expired FROM ${T().contract}`);
    const sum = (k: 'in_minutes' | 'work_minutes') => days.reduce((s, d) => s + d[k], 0);
    return {
      rows: [{
        equipped: workers.length, online: workers.filter((w) => w.online).length, offline: workers.filter((w) => !w.online).length,
        onPost: workers.filter((w) => w.state === 'onPost').length, outOfArea: workers.filter((w) => w.state === 'outOfArea').length,
        inRate: rate(sum('in_minutes'), sum('work_minutes')), alarmsToday: alarms!.today, pendingAlarms: alarms!.pending,
        expiring: contracts!.expiring, expired: contracts!.expired,
      }],
    };
  },

  async kanbanByDept(sql) {
    const now = wallNow();
    const workers = await workersNow(sql, now);
    const days = await today(sql, now);
    const depts = await sql.query<{ id: number; name: string }>(`SELECT id, name FROM ${P().department} ORDER BY sort_no, id`);
    const groups = countBy(workers, (w) => w.deptId);
    return {
      rows: depts.filter((d) => groups.has(d.id)).map((d) => {
        const list = groups.get(d.id)!;
        const mine = days.filter((x) => x.dept_id === d.id);
        return { deptId: d.id, deptName: d.name, equipped: list.length, online: list.filter((w) => w.online).length, onPost: list.filter((w) => w.state === 'onPost').length,
          inRate: rate(mine.reduce((s, x) => s + x.in_minutes, 0), mine.reduce((s, x) => s + x.work_minutes, 0)) };
      }),
    };
  },

  async kanbanByArea(sql) {
    const now = wallNow();
    const workers = await workersNow(sql, now);
    const days = await today(sql, now);
    const areas = await sql.query<{ id: number; name: string; headcount: number }>(`SELECT id, name, headcount FROM ${T().jobArea} WHERE status = 'enabled' ORDER BY code`);
    const groups = countBy(workers, (w) => w.areaId);
    return {
      rows: areas.map((a) => {
        const list = groups.get(a.id) ?? [];
        const mine = days.filter((x) => x.area_id === a.id);
        return { areaId: a.id, areaName: a.name, headcount: a.headcount, assigned: list.length, onPost: list.filter((w) => w.state === 'onPost').length,
          inRate: rate(mine.reduce((s, x) => s + x.in_minutes, 0), mine.reduce((s, x) => s + x.work_minutes, 0)) };
      }),
    };
  },

  async kanbanAlarmKinds(sql, mod) {
    const rows = await sql.query<{ kind: string; count: number }>(
      `SELECT alarm_kind AS kind, count(*)::int AS count FROM ${T().alarm} WHERE alarm_time >= $1::date AND alarm_time < $1::date + 1 GROUP BY 1 ORDER BY 2 DESC`, [dayOf(wallNow())]);
    return { rows: rows.map((r) => ({ alarmKind: r.kind, alarmKindLabel: enumLabel(mod, 'zyryAlarmKind', r.kind), count: r.count })) };
  },

  async kanbanOnPostTrend(sql, _mod, payload) {
    const { start, end } = await periodOf(sql, payload);
    const rows = await sql.query<{ date: string; in_minutes: number; work_minutes: number }>(
      `SELECT to_char(work_date, 'YYYY-MM-DD') AS date, sum(in_minutes)::int AS in_minutes, sum(work_minutes)::int AS work_minutes
       FROM ${T().attendance} WHERE work_date BETWEEN $1::date AND $2::date GROUP BY 1 ORDER BY 1`, [start, end]);
    return { rows: rows.map((r) => ({ date: r.date, inRate: rate(r.in_minutes, r.work_minutes) })) };
  },

  async dashStatus(sql, mod, payload) {
    const { start, end } = await periodOf(sql, payload);
    const rows = await sql.query<{ status: string; count: number }>(
      `SELECT status, count(*)::int AS count FROM ${T().attendance} WHERE work_date BETWEEN $1::date AND $2::date GROUP BY 1 ORDER BY 2 DESC`, [start, end]);
    return { rows: rows.map((r) => ({ status: r.status, statusLabel: enumLabel(mod, 'zyryOnPost', r.status), count: r.count })) };
  },

  async dashAreaRate(sql, _mod, payload) {
    const { start, end } = await periodOf(sql, payload);
    const rows = await sql.query<{ area_id: number; in_minutes: number; work_minutes: number; n: number }>(
      `SELECT area_id, sum(in_minutes)::int AS in_minutes, sum(work_minutes)::int AS work_minutes, count(*)::int AS n
       FROM ${T().attendance} WHERE work_date BETWEEN $1::date AND $2::date AND area_id IS NOT NULL GROUP BY 1`, [start, end]);
    const areaNames = await names(sql, T().jobArea, rows.map((r) => r.area_id));
    return { rows: rows.map((r) => ({ areaId: r.area_id, areaName: areaNames.get(r.area_id) ?? '', inRate: rate(r.in_minutes, r.work_minutes), personDays: r.n })).sort((a, b) => a.areaName.localeCompare(b.areaName, 'zh')) };
  },

  async dashDeptRate(sql, _mod, payload) {
    const { start, end } = await periodOf(sql, payload);
    const rows = await sql.query<{ dept_id: number; in_minutes: number; work_minutes: number; n: number }>(
      `SELECT dept_id, sum(in_minutes)::int AS in_minutes, sum(work_minutes)::int AS work_minutes, count(*)::int AS n
       FROM ${T().attendance} WHERE work_date BETWEEN $1::date AND $2::date GROUP BY 1`, [start, end]);
    const deptNames = await names(sql, P().department, rows.map((r) => r.dept_id));
    return { rows: rows.map((r) => ({ deptId: r.dept_id, deptName: deptNames.get(r.dept_id) ?? '', inRate: rate(r.in_minutes, r.work_minutes), personDays: r.n })).sort((a, b) => b.inRate - a.inRate) };
  },

  async dashAlarmTrend(sql, _mod, payload) {
    const { start, end } = await periodOf(sql, payload);
    const rows = await sql.query<{ date: string; count: number }>(
      `SELECT to_char(alarm_time, 'YYYY-MM-DD') AS date, count(*)::int AS count FROM ${T().alarm}
       WHERE alarm_time >= $1::date AND alarm_time < $2::date + 1 GROUP BY 1 ORDER BY 1`, [start, end]);
    return { rows };
  },

  async dashOvertimeRank(sql, _mod, payload) {
    const { start, end } = await periodOf(sql, payload);
    const rows = await sql.query<{ staff_id: number; minutes: number }>(
      `SELECT staff_id, sum(minutes)::int AS minutes FROM ${T().overtime} WHERE work_date BETWEEN $1::date AND $2::date GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`, [start, end]);
    const staff = await names(sql, P().staff, rows.map((r) => r.staff_id));
    return { rows: rows.map((r) => ({ staffId: r.staff_id, staffName: staff.get(r.staff_id) ?? '', minutes: r.minutes })) };
  },

  async dashLeaveRank(sql, _mod, payload) {
    const { start, end } = await periodOf(sql, payload);
    const rows = await sql.query<{ staff_id: number; times: number }>(
      `SELECT staff_id, sum(leave_times)::int AS times FROM ${T().attendance} WHERE work_date BETWEEN $1::date AND $2::date GROUP BY 1 HAVING sum(leave_times) > 0 ORDER BY 2 DESC, 1 LIMIT 10`, [start, end]);
    const staff = await names(sql, P().staff, rows.map((r) => r.staff_id));
    return { rows: rows.map((r) => ({ staffId: r.staff_id, staffName: staff.get(r.staff_id) ?? '', times: r.times })) };
  },
};

