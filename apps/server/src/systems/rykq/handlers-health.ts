/** 健康统计: per day, how many people reported, how many did not, fevers (≥ 37.3 ℃), symptoms and the unfit for work. */
import type { CustomHandler } from '../types';
import { dateRange, optionalId } from './params';
import { addDaysTo, inDeptTree, P, T } from './sql-parts';

export const healthStatistics: CustomHandler = async (sql, _mod, payload) => {
  const [last] = await sql.query<{ day: string | null }>(`SELECT to_char(max(report_date), 'YYYY-MM-DD') AS day FROM ${T().healthReport}`);
  const end = last?.day ?? new Date().toISOString().slice(0, 10);
  const { from, to } = dateRange(payload, { from: addDaysTo(end, -13), to: end });
  const dept = optionalId(payload, 'deptId', '部门');
  const params: unknown[] = [from, to];
  const inDept = (col: string) => (dept !== null ? `AND ${inDeptTree(col, `$${params.length}`)}` : '');
  if (dept !== null) params.push(dept);
  const rows = await sql.query<Record<string, unknown>>(
    `WITH days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') d),
          staff AS (SELECT count(*)::int AS n FROM ${P().staff} s WHERE s.status = 'onJob' ${inDept('s.dept_id')})
     SELECT to_char(days.day, 'YYYY-MM-DD') AS day, count(h.id)::int AS reported, greatest(staff.n - count(h.id), 0)::int AS "notReported",
            count(h.id) FILTER (WHERE h.temperature >= 37.3)::int AS fever, count(h.id) FILTER (WHERE cardinality(h.symptoms) > 0)::int AS symptomatic,
            count(h.id) FILTER (WHERE NOT h.fit_for_work)::int AS unfit, coalesce(round(avg(h.temperature)::numeric, 2), 0)::float8 AS "avgTemperature",
            CASE WHEN staff.n = 0 THEN 0 ELSE round(100.0 * count(h.id) / staff.n, 1)::float8 END AS rate
       FROM days CROSS JOIN staff LEFT JOIN ${T().healthReport} h ON h.report_date = days.day ${inDept('h.dept_id')}
      GROUP BY days.day, staff.n ORDER BY days.day DESC`, params);
  return { rows: rows.map((r) => ({ ...r, id: r.day })), total: rows.length };
};
