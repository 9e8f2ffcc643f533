/**
 * The 工作台's figures: each is the count or average of the dispatch records (and group messages)
 * of the board's period, so a tile equals the list behind it filtered the same way.
 */
import { validDate } from '../../../../catalogue/src/model/validate';
import { invalid, messages } from '../../resources/messages';
import type { CustomHandler } from '../types';
import { MESSAGES, table } from './shared';

type Obj = Record<string, unknown>;

/** The period asked (both ends optional, YYYY-MM-DD) as a condition on a timestamp column; 400 when malformed or reversed. */
function within(payload: Obj): { on: (column: string) => string; params: unknown[] } {
  const day = (name: string) => {
    const v = payload[name];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !validDate(v)) throw invalid(messages.badDateRange);
    return v;
  };
  const start = day('startDate');
  const end = day('endDate');
  if (start && end && start > end) throw invalid(messages.badDateRange);
  const params: unknown[] = [];
  const clauses = [start ? `>= $${params.push(start)}::date::timestamp` : '', end ? `< ($${params.push(end)}::date + 1)::timestamp` : ''].filter(Boolean);
  return { on: (column) => clauses.map((c) => `${column} ${c}`).join(' AND ') || 'true', params };
}

export const dispatchOverview: CustomHandler = async (sql, _mod, payload) => {
  const { on, params } = within(payload);
  const d = table('dispatchRecord');
  const [row] = await sql.query<Record<string, number | null>>(
    `SELECT (SELECT count(*)::int FROM ${d} WHERE ${on('issued_at')}) AS dispatches,
            (SELECT count(*)::int FROM ${d} WHERE state IN ('issued', 'received')) AS open,
            (SELECT count(*)::int FROM ${d} WHERE state = 'done' AND ${on('issued_at')}) AS done,
            (SELECT round(avg(extract(epoch FROM received_at - issued_at) / 60)::numeric, 1)::float8 FROM ${d} WHERE received_at IS NOT NULL AND ${on('issued_at')}) AS "avgReceiveMinutes",
            (SELECT round(100.0 * count(*) FILTER (WHERE received_at - issued_at <= make_interval(mins => response_minutes)) / nullif(count(*), 0), 1)::float8
               FROM ${d} WHERE received_at IS NOT NULL AND ${on('issued_at')}) AS "onTimeRate",
            (SELECT count(*)::int FROM ${table('chatGroup')}) AS groups,
            (SELECT count(*)::int FROM ${MESSAGES} WHERE msg_type <> 'system' AND ${on('sent_at')}) AS messages`,
    params,
  );
  return { rows: [{ ...row, avgReceiveMinutes: row?.avgReceiveMinutes ?? 0, onTimeRate: row?.onTimeRate ?? 0 }], total: 1 };
};

/** The ten groups with the most messages in the period. */
export const groupActivity: CustomHandler = async (sql, _mod, payload) => {
  const { on, params } = within(payload);
  const rows = await sql.query(
    `SELECT g.id, g.name, count(m.id)::int AS messages FROM ${table('chatGroup')} g
       JOIN ${MESSAGES} m ON m.group_id = g.id AND m.msg_type <> 'system' AND ${on('m.sent_at')}
      GROUP BY g.id, g.name ORDER BY messages DESC, g.name LIMIT 10`,
    params,
  );
  return { rows, total: rows.length };
};

/** The days the system has data for: its dispatches and messages, up to today. */
export const dataRange: CustomHandler = async (sql) => {
  const [row] = await sql.query<{ start: string | null; end: string | null }>(
    `SELECT to_char(min(d), 'YYYY-MM-DD') AS start, to_char(greatest(max(d), current_date), 'YYYY-MM-DD') AS end
       FROM (SELECT issued_at::date AS d FROM ${table('dispatchRecord')} UNION ALL SELECT sent_at::date FROM ${MESSAGES}) x`,
  );
  return row;
};
