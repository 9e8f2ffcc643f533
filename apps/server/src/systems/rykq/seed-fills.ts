/**
 * 考勤管理's lists that people fill in: duty rosters (a day and a night duty per day, a leader on
 * holidays), daily health self-reports, construction month records, and the departments' monthly
 * data fills — the past months submitted with the figures of the computed attendance, the current
 * one a draft.
 */
import type { Sql } from '../../db/types';
import { SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';
import { SCHEDULE_START } from './seed-setup';

const TID = `current_setting('app.tenant_id')`;
const PROJECTS = ['主干道提升保洁', '垃圾中转站改造', '公厕提标改造', '背街小巷整治'];

export async function seedFills(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('rykq');
  const pt = tables('platform');
  await seedTable(sql, t.duty,
    `WITH lead AS (SELECT array_agg(s.id ORDER BY s.id) a FROM ${pt.staff} s WHERE s.post IN ('班组长', '调度员', '安全员'))
     INSERT INTO ${t.duty} (tenant_id, duty_date, duty_type, staff_id, dept_id, start_time, end_time, phone, remark)
     SELECT ${TID}, d::date, x.type, s.id, s.dept_id, x.st, x.et, s.phone,
            CASE WHEN (g + x.k) % 9 = 0 THEN '夜间接报垃圾满溢 1 起，已通知收运队处理' WHEN (g + x.k) % 7 = 0 THEN '巡查正常，无异常情况' END
       FROM generate_series(0, 59) g, LATERAL (SELECT $1::date - g AS d) dd, lead,
            LATERAL (VALUES (0, 'day', '08:00', '17:00'), (1, 'night', '17:00', '08:00'),
                            (2, CASE WHEN extract(isodow FROM dd.d) IN (6, 7) THEN 'leader' END, '08:00', '17:00')) x(k, type, st, et),
            LATERAL (SELECT id, dept_id, phone FROM ${pt.staff} WHERE id = lead.a[1 + (g * 3 + x.k) % cardinality(lead.a)]) s
      WHERE x.type IS NOT NULL ORDER BY 2, 3`, [SEED_END]);
  await seedTable(sql, t.healthReport,
    `INSERT INTO ${t.healthReport} (tenant_id, report_date, staff_id, dept_id, temperature, symptoms, health_state, fit_for_work, remark)
     SELECT ${TID}, $1::date - g, s.id, s.dept_id, v.temp, v.symptoms,
            CASE WHEN v.temp >= 37.3 THEN 'sick' WHEN cardinality(v.symptoms) > 0 THEN 'watch' ELSE 'normal' END,
            v.temp < 37.3, CASE WHEN v.temp >= 37.3 THEN '已居家休息，待复测' END
       FROM generate_series(0, 29) g CROSS JOIN ${pt.staff} s,
            LATERAL (SELECT (s.id * 31 + g * 17) % 97 AS h) hh,
            LATERAL (SELECT CASE WHEN hh.h = 0 THEN 37.3 + (s.id % 8) / 10.0 ELSE 36.0 + (hh.h % 11) / 10.0 END AS temp,
                            CASE WHEN hh.h = 0 THEN ARRAY['fever', 'fatigue'] WHEN hh.h IN (1, 2) THEN ARRAY['cough'] WHEN hh.h = 3 AND extract(month FROM $1::date - g) IN (6, 7, 8) THEN ARRAY['heatstroke'] ELSE ARRAY[]::text[] END AS symptoms) v
      WHERE (s.id * 13 + g * 7) % 10 <> 0 ORDER BY 2, 3`, [SEED_END]);
  await seedTable(sql, t.constructionMonthRecord,
    `WITH d AS (SELECT array_agg(id ORDER BY code) a FROM ${pt.department} WHERE parent_id IS NOT NULL)
     INSERT INTO ${t.constructionMonthRecord} (tenant_id, month, project_name, dept_id, site, work_days, worker_days, overtime_hours, safety_incidents, progress, remark)
     SELECT ${TID}, to_char(date_trunc('month', $1::date) - make_interval(months => m), 'YYYY-MM'), pr.name, d.a[1 + (pr.i + m) % cardinality(d.a)],
            ($3::text[])[1 + (pr.i + m) % cardinality($3::text[])] || '沿线', 18 + (pr.i * 3 + m) % 9, 120 + (pr.i * 37 + m * 11) % 160,
            round(((pr.i * 13 + m * 7) % 60 + 10)::numeric, 1), CASE WHEN (pr.i + m) % 7 = 0 THEN 1 ELSE 0 END, least(100, 30 + (2 - m) * 30 + pr.i * 5),
            CASE WHEN m = 0 THEN '本月按计划推进' END
       FROM generate_series(0, 2) m, unnest($2::text[]) WITH ORDINALITY AS pr(name, i), d ORDER BY 2, 3`, [SEED_END, PROJECTS, p.roads]);
  // The months of the attendance so far: what each department's clerk filled in from it.
  await seedTable(sql, t.dataFill,
    `INSERT INTO ${t.dataFill} (tenant_id, month, dept_id, headcount, attendance_days, leave_days, overtime_hours, injuries, training_hours, fill_state, filler, remark)
     SELECT ${TID}, to_char(r.day, 'YYYY-MM'), r.dept_id, count(DISTINCT r.staff_id),
            count(*) FILTER (WHERE r.status IN ('normal', 'late', 'early', 'lateEarly', 'missing', 'restWork')), count(*) FILTER (WHERE r.status = 'leave'),
            coalesce(sum(r.overtime_hours), 0), 0, (count(DISTINCT r.staff_id) * 2)::float8,
            CASE WHEN to_char(r.day, 'YYYY-MM') = to_char($1::date, 'YYYY-MM') THEN 'draft' ELSE 'submitted' END, '考勤员', NULL
       FROM ${t.attendanceRecord} r WHERE r.day >= $2::date GROUP BY 2, 3 ORDER BY 2, 3`, [SEED_END, SCHEDULE_START]);
}
