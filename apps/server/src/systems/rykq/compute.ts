/**
 * The attendance of each person and day, computed from the clock-ins against the day's planned
 * shift (docs/decisions/0272): clock-ins before the shift's midpoint are 上班, after it 下班 (the
 * earliest and the latest count), within 4 hours before the start and 8 after the end, so a
 * night shift's 06:00 clock-out belongs to the evening it started. An approved leave that
 * overlaps the shift makes the day 请假; no plan makes it 休息, or 休息日加班 when the person
 * clocked in and out anyway. One row per person and day (migration 0271), upserted, so a
 * correction, a roster change or an approved leave recomputes just the days it touches.
 */
import type { Sql } from '../../db/types';
import { tables } from '../../seed/tables';
import { labelSql } from './labels';

export interface ComputeRange {
  from: string;
  to: string;
  /** Only these people (all members of every attendance group when absent). */
  staffIds?: readonly number[];
}

/** Recomputes the records of the range, up to yesterday by the database's clock (today is not over). Returns the rows written. */
export async function computeAttendance(sql: Sql, range: ComputeRange, horizon = `current_date - 1`): Promise<number> {
  const t = tables('rykq');
  const staff = tables('platform').staff;
  const rows = await sql.query<{ n: number }>(
    `WITH days AS (SELECT d::date AS day FROM generate_series($1::date, least($2::date, ${horizon}), interval '1 day') d),
     members AS (
       SELECT DISTINCT ON (m.staff_id) m.staff_id, g.id AS group_id FROM ${t.attendanceGroup} g, unnest(g.member_ids) AS m(staff_id) ORDER BY m.staff_id, g.id),
     people AS (
       SELECT s.id AS staff_id, s.dept_id, mb.group_id FROM ${staff} s JOIN members mb ON mb.staff_id = s.id
        WHERE $3::int[] IS NULL OR s.id = ANY($3::int[])),
     plan AS (
       SELECT p.staff_id, p.dept_id, coalesce(sc.group_id, p.group_id) AS group_id, d.day, sc.shift_id,
              d.day + sh.start_time::time AS plan_start,
              d.day + sh.end_time::time + CASE WHEN sh.end_time <= sh.start_time THEN interval '1 day' ELSE interval '0 day' END AS plan_end,
              sh.break_minutes, sh.late_grace, sh.early_grace, sh.overtime_threshold
         FROM people p CROSS JOIN days d
         LEFT JOIN ${t.schedule} sc ON sc.staff_id = p.staff_id AND sc.day = d.day
         LEFT JOIN ${t.shift} sh ON sh.id = sc.shift_id),
     punch AS (
       SELECT pl.staff_id, pl.day,
              min(c.clock_time) FILTER (WHERE c.clock_time < pl.plan_start + (pl.plan_end - pl.plan_start) / 2) AS clock_in,
              max(c.clock_time) FILTER (WHERE c.clock_time >= pl.plan_start + (pl.plan_end - pl.plan_start) / 2) AS clock_out,
              bool_or(c.source = 'correction') AS corrected
         FROM plan pl JOIN ${t.clockRecord} c ON c.staff_id = pl.staff_id
          AND c.clock_time >= pl.plan_start - interval '4 hours' AND c.clock_time < pl.plan_end + interval '8 hours'
        WHERE pl.shift_id IS NOT NULL GROUP BY 1, 2),
     rest_punch AS (
       SELECT pl.staff_id, pl.day, min(c.clock_time) AS first, max(c.clock_time) AS last, count(*)::int AS n
         FROM plan pl JOIN ${t.clockRecord} c ON c.staff_id = pl.staff_id AND c.clock_time >= pl.day AND c.clock_time < pl.day + 1
        WHERE pl.shift_id IS NULL GROUP BY 1, 2),
     lv AS (
       SELECT DISTINCT ON (pl.staff_id, pl.day) pl.staff_id, pl.day, l.id AS leave_id, l.leave_type
         FROM plan pl JOIN ${t.leave} l ON l.staff_id = pl.staff_id AND l.state = 'approved' AND l.start_time < pl.plan_end AND l.end_time > pl.plan_start
        WHERE pl.shift_id IS NOT NULL ORDER BY pl.staff_id, pl.day, l.id),
     res AS (
       SELECT pl.*, pu.clock_in, pu.clock_out, coalesce(pu.corrected, false) AS corrected, lv.leave_id, lv.leave_type, rp.first, rp.last, coalesce(rp.n, 0) AS n,
              CASE WHEN pu.clock_in > pl.plan_start + make_interval(mins => pl.late_grace) THEN ceil(extract(epoch FROM pu.clock_in - pl.plan_start) / 60)::int ELSE 0 END AS late,
              CASE WHEN pu.clock_out < pl.plan_end - make_interval(mins => pl.early_grace) THEN ceil(extract(epoch FROM pl.plan_end - pu.clock_out) / 60)::int ELSE 0 END AS early
         FROM plan pl LEFT JOIN punch pu USING (staff_id, day) LEFT JOIN lv USING (staff_id, day) LEFT JOIN rest_punch rp USING (staff_id, day)),
     out AS (
       SELECT r.*,
              CASE WHEN shift_id IS NULL THEN CASE WHEN n > 1 THEN 'restWork' ELSE 'rest' END
                   WHEN leave_id IS NOT NULL THEN 'leave'
                   WHEN clock_in IS NULL AND clock_out IS NULL THEN 'absent'
                   WHEN clock_in IS NULL OR clock_out IS NULL THEN 'missing'
                   WHEN late > 0 AND early > 0 THEN 'lateEarly' WHEN late > 0 THEN 'late' WHEN early > 0 THEN 'early' ELSE 'normal' END AS status
         FROM res r)
     INSERT INTO ${t.attendanceRecord} (tenant_id, staff_id, day, dept_id, group_id, shift_id, plan_start, plan_end, clock_in, clock_out, status,
                 late_minutes, early_minutes, work_hours, overtime_hours, leave_id, note, computed_at)
     SELECT current_setting('app.tenant_id'), staff_id, day, dept_id, group_id, shift_id, plan_start, plan_end,
            CASE WHEN shift_id IS NULL THEN first ELSE clock_in END,
            CASE WHEN shift_id IS NULL THEN CASE WHEN n > 1 THEN last END ELSE clock_out END,
            status,
            CASE WHEN status IN ('late', 'lateEarly', 'missing') THEN late ELSE 0 END,
            CASE WHEN status IN ('early', 'lateEarly', 'missing') THEN early ELSE 0 END,
            CASE WHEN status IN ('normal', 'late', 'early', 'lateEarly')
                   THEN greatest(0, round((extract(epoch FROM least(clock_out, plan_end) - greatest(clock_in, plan_start)) / 3600 - break_minutes / 60.0)::numeric, 2))::float8
                 WHEN status = 'restWork' THEN round((extract(epoch FROM last - first) / 3600)::numeric, 2)::float8
                 ELSE 0 END,
            CASE WHEN status = 'restWork' THEN floor(extract(epoch FROM last - first) / 1800) / 2
                 WHEN status IN ('normal', 'late') AND clock_out > plan_end + make_interval(mins => overtime_threshold)
                   THEN floor(extract(epoch FROM clock_out - plan_end) / 1800) / 2
                 ELSE 0 END,
            leave_id,
            CASE WHEN status = 'leave' THEN '请假（' || ${labelSql('leaveType', 'leave_type')} || '）' WHEN corrected THEN '含补卡' END,
            localtimestamp(0)
       FROM out
     ON CONFLICT (tenant_id, staff_id, day) DO UPDATE SET
       dept_id = EXCLUDED.dept_id, group_id = EXCLUDED.group_id, shift_id = EXCLUDED.shift_id, plan_start = EXCLUDED.plan_start, plan_end = EXCLUDED.plan_end,
       clock_in = EXCLUDED.clock_in, clock_out = EXCLUDED.clock_out, status = EXCLUDED.status, late_minutes = EXCLUDED.late_minutes,
       early_minutes = EXCLUDED.early_minutes, work_hours = EXCLUDED.work_hours, overtime_hours = EXCLUDED.overtime_hours, leave_id = EXCLUDED.leave_id,
       note = EXCLUDED.note, computed_at = EXCLUDED.computed_at, update_time = localtimestamp(0)
     RETURNING 1 AS n`,
    [range.from, range.to, range.staffIds ? [...range.staffIds] : null],
  );
  return rows.length;
}
