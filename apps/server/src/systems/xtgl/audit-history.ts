/**
 * 操作日志: the audit trail of every system (migration 0009, decision 0208) as one searchable list —
 * who, when, which system and function, what action on which record, and what changed. The
 * application role may only read and add entries; this reads the tenant's (RLS).
 */
import type { CustomHandler } from '../types';
import { pagingOf } from '../../resources/unpack';
import { actionLabel, resourceName, systemName } from './catalogue';

interface Change {
  label?: string;
  old?: unknown;
  new?: unknown;
}

interface Entry {
  id: string;
  at: string;
  userName: string;
  userId: string;
  resource: string;
  action: string;
  recordId: number | null;
  changes: Change[];
}

const BASIC = ['create', 'update', 'delete', 'import'];
const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '空' : typeof v === 'object' ? JSON.stringify(v) : String(v));
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** What changed, as one line: 字段：旧 → 新；… (a create or import names the new values, a delete the old). */
export function changeText(action: string, changes: readonly Change[]): string {
  const parts = changes.map((c) => {
    const label = c.label ?? '';
    if (action === 'delete') return `${label}：${shown(c.old)}`;
    if (action === 'create' || action === 'import' || c.old === null || c.old === undefined) return `${label}：${shown(c.new)}`;
    return `${label}：${shown(c.old)} → ${shown(c.new)}`;
  });
  const text = parts.join('；');
  return [...text].length > 300 ? `${[...text].slice(0, 300).join('')}…` : text;
}

/** Filters (typed by report-filters.ts): systemCode, action, operator, keyword, atStart, atEnd. */
export const operationHistory: CustomHandler = async (sql, _mod, payload, { all }) => {
  const p = payload as { systemCode?: string | null; action?: string | null; operator?: string | null; keyword?: string | null; atStart?: string | null; atEnd?: string | null };
  const params: unknown[] = [];
  const where: string[] = [];
  if (p.systemCode) where.push(`resource LIKE $${params.push(`${escapeLike(p.systemCode)}.%`)}`);
  if (p.action === 'action') where.push(`action <> ALL($${params.push(BASIC)}::text[])`);
  else if (p.action) where.push(`action = $${params.push(p.action)}`);
  if (p.operator) where.push(`user_name ILIKE $${params.push(`%${escapeLike(p.operator)}%`)}`);
  if (p.keyword) where.push(`(changes::text ILIKE $${params.push(`%${escapeLike(p.keyword)}%`)} OR record_id::text = $${params.push(p.keyword)})`);
  if (p.atStart) where.push(`at >= $${params.push(p.atStart)}::date`);
  if (p.atEnd) where.push(`at < $${params.push(p.atEnd)}::date + 1`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const { pageNum, pageSize } = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  const [count] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_log ${clause}`, params);
  const entries = await sql.query<Entry>(
    `SELECT id::text AS id, to_char(at, 'YYYY-MM-DD HH24:MI:SS') AS at, user_name AS "userName", user_id AS "userId", resource, action,
            record_id AS "recordId", changes
       FROM audit_log ${clause} ORDER BY at DESC, id DESC LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
    params,
  );
  const rows = entries.map((e) => {
    const system = e.resource.split('.')[0] ?? '';
    return {
      id: Number(e.id), at: e.at, userName: e.userName || e.userId, userId: e.userId, systemCode: system, systemName: systemName(system),
      resource: e.resource, resourceName: resourceName(e.resource), action: e.action, actionLabel: actionLabel(e.resource, e.action),
      recordId: e.recordId, changes: e.changes, detail: changeText(e.action, e.changes),
    };
  });
  return { rows, total: count!.total, pageNum, pageSize };
};
