/**
 * Due-date reminders of the 工作台: annual inspections, insurance policies and upkeep plans due
 * within the tenant's 到期提醒天数 (系统参数 remindDays; REMIND_DAYS without one) or overdue,
 * whose reminder nobody ignored (the spec's ignore action).
 * Only each car's latest paper counts: a renewed policy silences the old one.
 */
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';

export const REMIND_DAYS = 30;

/** The window in days: the tenant's remindDays parameter when it is a whole number of days up to a year. */
const remindDays = () =>
  `coalesce((SELECT value::int FROM ${tables('clgl').param} WHERE code = 'remindDays' AND value ~ '^[0-9]{1,3}$' AND value::int <= 366 LIMIT 1), ${REMIND_DAYS})`;

interface Source { table: string; due: string; where?: string }
const sources = (): Record<'inspection' | 'insurance' | 'upkeep', Source> => ({
  inspection: { table: tables('clgl').annualInspection, due: 'next_due_date' },
  insurance: { table: tables('clgl').insurance, due: 'end_date' },
  upkeep: { table: tables('clgl').upkeepPlan, due: 'plan_date', where: `status = 'planned'` },
});

/** The reminders of one kind: per car its latest paper when due soon and not ignored. */
function dueRows(s: Source): string {
  return `SELECT * FROM (
      SELECT DISTINCT ON (car_id) id, car_id, ${s.due} AS due, remind_status FROM ${s.table}
      ${s.where ? `WHERE ${s.where}` : ''} ORDER BY car_id, ${s.due} DESC, id DESC) latest
    WHERE remind_status IS DISTINCT FROM 'ignored' AND due <= current_date + ${remindDays()}`;
}

/** 年检/保险/保养到期 counts and their sum (one row). */
export const remindSummary: CustomHandler = async (sql) => {
  const s = sources();
  const [row] = await sql.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM (${dueRows(s.inspection)}) a)::int AS inspection,
            (SELECT count(*) FROM (${dueRows(s.insurance)}) b)::int AS insurance,
            (SELECT count(*) FROM (${dueRows(s.upkeep)}) c)::int AS upkeep`);
  const r = row!;
  return { rows: [{ ...r, total: r.inspection! + r.insurance! + r.upkeep! }], total: 1 };
};

/** One kind's reminders, most urgent first: days left (0 when overdue, with the overdue days in the label). */
function remindList(kind: keyof ReturnType<typeof sources>): CustomHandler {
  return async (sql) => {
    const rows = await sql.query(
      `SELECT d.id, d.car_id AS "carId", to_char(d.due, 'YYYY-MM-DD') AS "dueDate", greatest(d.due - current_date, 0) AS "daysLeft",
              v.car_no || CASE WHEN d.due < current_date THEN '（已逾期 ' || (current_date - d.due) || ' 天）' ELSE '（' || to_char(d.due, 'MM-DD') || ' 到期）' END AS "carIdLabel"
       FROM (${dueRows(sources()[kind])}) d JOIN ${tables('platform').vehicle} v ON v.id = d.car_id
       ORDER BY d.due, v.car_no LIMIT 50`);
    return { rows, total: rows.length };
  };
}

export const remindHandlers = {
  remindSummary,
  inspectionRemind: remindList('inspection'),
  insuranceRemind: remindList('insurance'),
  upkeepRemind: remindList('upkeep'),
};
