/**
 * The audit trail (migration 0009): every create, update, delete, import and state action of a
 * catalogue resource adds entries — who (user id and name), when, which record, what changed
 * (field: old → new, as display values) — in the transaction of the change. The application
 * role can only add and read them.
 */
import type { Sql } from '../db/types';
import { displayCell, type FieldDefinition } from '../../../catalogue/src';
import { storedFields, tableOf } from './names';
import type { Ctx } from './select';

type Row = Record<string, unknown>;

/** A field as lists show it (a lookup by its label, an enum by its label), null when empty. */
function shown(ctx: Ctx, f: FieldDefinition, row: Row): unknown {
  return displayCell(ctx.mod.system, f, f.type === 'lookup' || f.type === 'lookupMany' ? row[`${f.key}Label`] : row[f.key]) ?? null;
}


export interface Actor {
  userId: string;
}

export interface Change {
  field: string;
  label: string;
  old: unknown;
  new: unknown;
}

/** The changed fields between two API rows (either may be absent: a create, a delete). */
export function changesOf(ctx: Ctx, before: Row | undefined, after: Row | undefined): Change[] {
  const changes: Change[] = [];
  for (const f of storedFields(ctx.resource)) {
    const old = before ? shown(ctx, f, before) : null;
    const now = after ? shown(ctx, f, after) : null;
    if (old === now || String(old) === String(now)) continue;
    changes.push({ field: f.key, label: f.label, old, new: now });
  }
  return changes;
}

/** Adds one entry; skipped when an update changed nothing. */
export async function audit(sql: Sql, actor: Actor, ctx: Ctx, action: string, recordId: number | null, changes: Change[]): Promise<void> {
  if (action === 'update' && !changes.length) return;
  await sql.query(
    `INSERT INTO audit_log (tenant_id, user_id, user_name, table_name, resource, record_id, action, changes)
     VALUES (current_setting('app.tenant_id'), $1, COALESCE((SELECT name FROM users WHERE user_id = $1), ''), $2, $3, $4, $5, $6::jsonb)`,
    [actor.userId, tableOf(ctx.resource), `${ctx.mod.system}.${ctx.resource.key}`, recordId, action, JSON.stringify(changes)],
  );
}

/** Entries of many records at once (an import, a state action on a selection). */
export async function auditMany(sql: Sql, actor: Actor, ctx: Ctx, action: string, entries: { recordId: number; changes: Change[] }[]): Promise<void> {
  if (!entries.length) return;
  await sql.query(
    `INSERT INTO audit_log (tenant_id, user_id, user_name, table_name, resource, record_id, action, changes)
     SELECT current_setting('app.tenant_id'), $1, COALESCE((SELECT name FROM users WHERE user_id = $1), ''), $2, $3, x.record_id, $4, x.changes
       FROM jsonb_to_recordset($5::jsonb) AS x(record_id integer, changes jsonb)`,
    [actor.userId, tableOf(ctx.resource), `${ctx.mod.system}.${ctx.resource.key}`, action, JSON.stringify(entries.map((e) => ({ record_id: e.recordId, changes: e.changes })))],
  );
}

/** A record's history, newest first (through any view of its table). */
export async function historyOf(sql: Sql, ctx: Ctx, id: number) {
  return sql.query(
    `SELECT action, user_id AS "userId", user_name AS "userName", to_char(at, 'YYYY-MM-DD HH24:MI:SS') AS at,
            resource, record_id AS "recordId", changes
       FROM audit_log WHERE table_name = $1 AND record_id = $2 ORDER BY id DESC LIMIT 500`,
    [tableOf(ctx.resource), id],
  );
}
