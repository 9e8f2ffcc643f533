/** 考核管理's custom reports: the month ranking, the 工作台 overview and the data range. */
import { enumLabel, MONTH } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { invalid, messages } from '../../resources/messages';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';

type Obj = Record<string, unknown>;

/** The month asked for (`month`), or the month of `endDate` (a board's last day), or the latest with records. */
async function monthOf(sql: Sql, payload: Obj): Promise<string | null> {
  const raw = payload.month ?? (typeof payload.endDate === 'string' ? payload.endDate.slice(0, 7) : undefined);
  if (raw !== undefined && raw !== null && raw !== '') {
    if (typeof raw !== 'string' || !MONTH.test(raw)) throw invalid(messages.badMonth);
    return raw;
  }
  const [row] = await sql.query<{ month: string | null }>(`SELECT max(month) AS month FROM ${tables('khgl').record}`);
  return row?.month ?? null;
}

function schemeOf(payload: Obj): number | null {
  const raw = payload.schemeId;
  if (raw === undefined || raw === null || raw === '') return null;
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw invalid('考核方案取值不正确');
  return id;
}

/** Subjects of a month by 综合得分 (ties share a rank), with their dimension scores. */
export const ranking: CustomHandler = async (sql, mod, payload) => {
  const k = tables('khgl');
  const month = await monthOf(sql, payload);
  const rows = await sql.query<Obj>(
    `SELECT r.id, r.code, s.name AS "subjectName", sc.name AS "schemeName", r.total_score AS "totalScore", r.grade, r.state,
            rank() OVER (ORDER BY r.total_score DESC NULLS LAST)::int AS rank,
            (SELECT string_agg(x.name || ' ' || to_char(x.score, 'FM990.0'), ' · ' ORDER BY x.sort_no, x.id)
               FROM (SELECT d.id, d.name, d.sort_no, avg(p.score) AS score FROM ${k.score} p JOIN ${k.dimension} d ON d.id = p.dimension_id
                      WHERE p.record_id = r.id GROUP BY d.id, d.name, d.sort_no) x) AS dimensions
       FROM ${k.record} r JOIN ${k.subject} s ON s.id = r.subject_id LEFT JOIN ${k.scheme} sc ON sc.id = r.scheme_id
      WHERE r.month = $1 AND ($2::int IS NULL OR r.scheme_id = $2)
      ORDER BY r.total_score DESC NULLS LAST, s.name`,
    [month, schemeOf(payload)],
  );
  for (const row of rows) {
    row.gradeLabel = row.grade ? enumLabel(mod.system, 'khglGrade', row.grade) : '';
    row.stateLabel = enumLabel(mod.system, 'khglRecordState', row.state);
  }
  return { rows, total: rows.length, month };
};

/** The month's figures for the 工作台; drafts and submitted records waiting are counted over every month (work still to do). */
export const overview: CustomHandler = async (sql, _mod, payload) => {
  const k = tables('khgl');
  const month = await monthOf(sql, payload);
  const [row] = await sql.query<Obj>(
    `SELECT $1::text AS month, (SELECT count(*)::int FROM ${k.subject} WHERE status = 'enabled') AS subjects,
            count(r.id)::int AS records, (SELECT count(*)::int FROM ${k.record} WHERE state = 'draft') AS drafts,
            (SELECT count(*)::int FROM ${k.record} WHERE state = 'submitted') AS submitted, count(r.id) FILTER (WHERE r.state = 'confirmed')::int AS confirmed,
            coalesce(round(avg(r.total_score)::numeric, 1), 0)::float8 AS "avgScore", count(r.id) FILTER (WHERE r.grade = 'excellent')::int AS excellent
       FROM ${k.record} r WHERE r.month = $1`,
    [month],
  );
  return { rows: [row], total: 1 };
};

/** From the first assessed month to today. */
export const dataRange: CustomHandler = async (sql) => {
  const [row] = await sql.query<{ start: string | null; end: string }>(
    `SELECT to_char(min(period_start), 'YYYY-MM-DD') AS start, to_char(current_date, 'YYYY-MM-DD') AS end FROM ${tables('khgl').record}`,
  );
  return row;
};
