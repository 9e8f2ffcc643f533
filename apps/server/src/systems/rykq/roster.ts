/**
 * The roster (排班) page's calls: the grid of a month (people of the chosen group or department,
 * the days with the calendar's weekends and holidays, the shifts as the palette, the plan of
 * each cell and of the seven days before) and its save — every change applied, then the whole
 * plan of the people touched checked (no two shifts overlapping, no more days in a row than the
 * group allows) before the transaction commits, so a refused save leaves nothing changed.
 */
import { findEnum, type RosterAnswer, type RosterChange } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { invalid } from '../../resources/messages';
import type { CustomHandler } from '../types';
import { computeAttendance } from './compute';
import { isDay, monthOf, monthRange, optionalId, say } from './params';
import { addDaysTo, inDeptTree, P, T } from './sql-parts';

type Obj = Record<string, unknown>;

async function thisMonth(sql: Sql): Promise<string> {
  const [row] = await sql.query<{ m: string }>(`SELECT to_char(current_date, 'YYYY-MM') AS m`);
  return row!.m;
}

export const rosterGrid: CustomHandler = async (sql, _mod, payload) => {
  const month = monthOf(payload, await thisMonth(sql));
  const { from, to } = monthRange(month);
  const group = optionalId(payload, 'groupId', '考勤组');
  const dept = optionalId(payload, 'deptId', '部门');
  const t = T();
  const params: unknown[] = [];
  const where: string[] = [];
  if (group !== null) where.push(`g.id = $${params.push(group)}`);
  if (dept !== null) where.push(inDeptTree('s.dept_id', `$${params.push(dept)}`));
  const people = await sql.query<{ id: number; name: string; post: string; dept: string | null }>(
    `SELECT DISTINCT ON (s.id) s.id, s.name, s.post, d.name AS dept
       FROM ${t.attendanceGroup} g JOIN LATERAL unnest(g.member_ids) m(staff_id) ON true JOIN ${P().staff} s ON s.id = m.staff_id
       LEFT JOIN ${P().department} d ON d.id = s.dept_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY s.id LIMIT 300`, params);
  const plans = await sql.query<{ staff: number; day: string; shift: number }>(
    `SELECT staff_id AS staff, to_char(day, 'YYYY-MM-DD') AS day, shift_id AS shift FROM ${t.schedule}
      WHERE staff_id = ANY($1::int[]) AND day BETWEEN $2::date AND $3::date`, [people.map((p) => p.id), addDaysTo(from, -7), to]);
  const holidays = await sql.query<{ day: string; name: string; kind: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, name, kind FROM ${t.holiday} WHERE day BETWEEN $1::date AND $2::date`, [from, to]);
  const shifts = await sql.query<{ id: number; name: string; start: string; end: string; color: string }>(
    `SELECT id, name, start_time AS start, end_time AS "end", color FROM ${t.shift} WHERE status = 'enabled' ORDER BY start_time, id`);
  const colors = findEnum('rykq', 'shiftColor')?.options ?? [];
  const holidayOf = new Map(holidays.map((h) => [h.day, h]));
  const days: RosterAnswer['days'] = [];
  for (let day = from; day <= to; day = addDaysTo(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const h = holidayOf.get(day);
    days.push({ date: day, weekday, off: h ? h.kind === 'rest' : weekday === 0 || weekday === 6, ...(h ? { holiday: h.name } : {}) });
  }
  const cells = new Map<number, Record<string, number | null>>();
  for (const p of plans) (cells.get(p.staff) ?? cells.set(p.staff, {}).get(p.staff)!)[p.day] = p.shift;
  const answer: RosterAnswer = {
    month, days,
    palette: shifts.map((s) => ({
      id: s.id, label: s.name, short: [...s.name][0]!, status: colors.find((c) => c.value === s.color)?.status ?? 'default',
      detail: `${s.start}–${s.end}${s.end <= s.start ? '（次日）' : ''}`,
    })),
    rows: people.map((p) => ({ id: p.id, label: p.name, detail: `${p.post}${p.dept ? ` · ${p.dept}` : ''}`, cells: cells.get(p.id) ?? {} })),
  };
  return answer;
};

/** The changes of a save payload (an array, or its JSON text when the client packs it as a string). */
function changesOf(payload: Obj, month: string): RosterChange[] {
  let raw = payload.changes;
  if (typeof raw === 'string') {
    try { raw = JSON.parse(raw); } catch { throw invalid(say.badChanges); }
  }
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > 5000) throw invalid(say.badChanges);
  const { from, to } = monthRange(month);
  return raw.map((c: unknown) => {
    if (!c || typeof c !== 'object') throw invalid(say.badChanges);
    const x = c as Obj;
    const row = optionalId(x, 'row', '人员');
    if (row === null || !isDay(x.day)) throw invalid(say.badChanges);
    if (x.day < from || x.day > to) throw invalid(say.outsideMonth(x.day, month));
    const value = x.value === null || x.value === undefined || x.value === '' ? null : optionalId(x, 'value', '班次');
    return { row, day: x.day, value };
  });
}

interface PlanRow { staff: number; name: string; day: string; start: string; end: string; max: number }

/** Checks the plans of the people touched around the month: overlaps between a day and the next, days in a row. */
async function checkPlans(sql: Sql, staff: number[], from: string, to: string): Promise<void> {
  const t = T();
  const rows = await sql.query<PlanRow>(
    `SELECT sc.staff_id AS staff, s.name, to_char(sc.day, 'YYYY-MM-DD') AS day,
            to_char(sc.day + sh.start_time::time, 'YYYY-MM-DD HH24:MI') AS start,
            to_char(sc.day + sh.end_time::time + CASE WHEN sh.end_time <= sh.start_time THEN interval '1 day' ELSE interval '0 day' END, 'YYYY-MM-DD HH24:MI') AS "end",
            coalesce(g.max_work_days, 6) AS max
       FROM ${t.schedule} sc JOIN ${t.shift} sh ON sh.id = sc.shift_id JOIN ${P().staff} s ON s.id = sc.staff_id LEFT JOIN ${t.attendanceGroup} g ON g.id = sc.group_id
      WHERE sc.staff_id = ANY($1::int[]) AND sc.day BETWEEN $2::date AND $3::date ORDER BY sc.staff_id, sc.day`,
    [staff, addDaysTo(from, -14), addDaysTo(to, 14)]);
  let run = 0;
  let runStart = '';
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    const sameRun = prev && prev.staff === r.staff && addDaysTo(prev.day, 1) === r.day;
    if (prev && prev.staff === r.staff && prev.end > r.start && prev.day < r.day) throw invalid(say.overlap(r.name, prev.day, r.day));
    run = sameRun ? run + 1 : 1;
    if (!sameRun) runStart = r.day;
    if (run > r.max) throw invalid(say.tooMany(r.name, runStart, r.day, r.max));
  });
}

/** Applies a save in the caller's transaction; returns how many cells changed. Throws (400) before commit when the plan breaks a rule. */
export async function saveRoster(sql: Sql, payload: Obj): Promise<{ changed: number; recomputed: number }> {
  const month = monthOf(payload, '');
  if (!month) throw invalid(say.badMonth);
  const changes = changesOf(payload, month);
  const t = T();
  const staff = [...new Set(changes.map((c) => c.row))];
  const members = await sql.query<{ staff: number; group: number; dept: number }>(
    `SELECT DISTINCT ON (m.staff_id) m.staff_id AS staff, g.id AS group, s.dept_id AS dept
       FROM ${t.attendanceGroup} g, unnest(g.member_ids) m(staff_id) JOIN ${P().staff} s ON s.id = m.staff_id
      WHERE m.staff_id = ANY($1::int[]) ORDER BY m.staff_id, g.id`, [staff]);
  const memberOf = new Map(members.map((m) => [m.staff, m]));
  const missing = staff.find((s) => !memberOf.has(s));
  if (missing !== undefined) throw invalid(say.notMember(missing));
  const values = [...new Set(changes.map((c) => c.value).filter((v): v is number => v !== null))];
  const enabled = await sql.query<{ id: number }>(`SELECT id FROM ${t.shift} WHERE id = ANY($1::int[]) AND status = 'enabled'`, [values]);
  const bad = values.find((v) => !enabled.some((e) => e.id === v));
  if (bad !== undefined) throw invalid(say.badShift(bad));
  for (const c of changes) {
    const m = memberOf.get(c.row)!;
    if (c.value === null) await sql.query(`DELETE FROM ${t.schedule} WHERE staff_id = $1 AND day = $2::date`, [c.row, c.day]);
    else await sql.query(
      `INSERT INTO ${t.schedule} (tenant_id, day, staff_id, group_id, dept_id, shift_id) VALUES (current_setting('app.tenant_id'), $1::date, $2, $3, $4, $5)
       ON CONFLICT (tenant_id, staff_id, day) DO UPDATE SET shift_id = EXCLUDED.shift_id, group_id = EXCLUDED.group_id, dept_id = EXCLUDED.dept_id, update_time = localtimestamp(0)`,
      [c.day, c.row, m.group, m.dept, c.value]);
  }
  const { from, to } = monthRange(month);
  await checkPlans(sql, staff, from, to);
  // Past days planned anew: their attendance follows the new plan (and a night shift's next morning).
  const days = changes.map((c) => c.day).sort();
  const recomputed = await recomputeExisting(sql, staff, days[0]!, addDaysTo(days[days.length - 1]!, 1));
  return { changed: changes.length, recomputed };
}

/** Recomputes only days that already have records (the seed's horizon stays where it is), for these people. */
export async function recomputeExisting(sql: Sql, staff: readonly number[], from: string, to: string): Promise<number> {
  const [row] = await sql.query<{ last: string | null }>(`SELECT to_char(max(day), 'YYYY-MM-DD') AS last FROM ${T().attendanceRecord}`);
  const last = row?.last;
  if (!last || from > last) return 0;
  return computeAttendance(sql, { from, to: to < last ? to : last, staffIds: staff });
}
