/**
 * Settings resources (catalogue model/settings.ts): one record per tenant, read whole and saved
 * whole, every save audited in its transaction. No Fastify here (the Storybook screens run it).
 */
import type { Sql } from '../db/types';
import { coerce } from '../../../catalogue/src/model/validate';
import { storedFields, ident, tableOf } from './names';
import { audit, changesOf, type Actor } from './audit';
import { createRecord, updateRecord } from './records';
import { selectList, type Ctx } from './select';
import { invalid, messages } from './messages';

type Obj = Record<string, unknown>;

/** The fields' defaults, typed (what the page shows before the first save). */
function defaultsRow(ctx: Ctx): Obj {
  return Object.fromEntries(storedFields(ctx.resource).map((f) => {
    const typed = coerce(f, f.defaultValue);
    return [f.key, 'value' in typed ? typed.value : null];
  }));
}

/** The tenant's record, or the fields' defaults (no id) until the first save. */
export async function getSettings(sql: Sql, ctx: Ctx): Promise<Obj> {
  const [row] = await sql.query<Obj>(`SELECT ${selectList(ctx)} FROM ${ident(tableOf(ctx.resource))} t ORDER BY t.id LIMIT 1`);
  return row ?? defaultsRow(ctx);
}

/**
 * Writes the fields present in `payload` to the tenant's record (created on the first save):
 * one writer at a time per tenant and table (a transaction-scoped advisory lock), so two first
 * saves never make two records.
 */
export async function saveSettings(sql: Sql, ctx: Ctx, payload: Obj, actor: Actor): Promise<Obj> {
  const table = tableOf(ctx.resource);
  await sql.query(`SELECT pg_advisory_xact_lock(hashtext(current_setting('app.tenant_id') || '/' || $1))`, [table]);
  const [existing] = await sql.query<Obj>(`SELECT ${selectList(ctx)} FROM ${ident(table)} t ORDER BY t.id LIMIT 1`);
  const { id: _ignored, ...values } = payload;
  // A save naming none of the settings would only stamp the record: refused before anything is written.
  if (!storedFields(ctx.resource).some((f) => f.key in values)) throw invalid(messages.noSetting);
  if (!existing) {
    const defaults = Object.fromEntries(storedFields(ctx.resource).filter((f) => f.defaultValue !== undefined).map((f) => [f.key, f.defaultValue]));
    const row = await createRecord(sql, ctx, { ...defaults, ...values });
    // The first save changes the defaults the page showed: the history names those changes.
    await audit(sql, actor, ctx, 'create', row.id as number, changesOf(ctx, defaultsRow(ctx), row));
    return row;
  }
  const row = await updateRecord(sql, ctx, { ...values, id: existing.id });
  await audit(sql, actor, ctx, 'update', row.id as number, changesOf(ctx, existing, row));
  return row;
}

/** Every change of the tenant's record, newest first. */
export async function settingsHistory(sql: Sql, ctx: Ctx) {
  return sql.query(
    `SELECT id::int AS id, action, user_id AS "userId", user_name AS "userName", to_char(at, 'YYYY-MM-DD HH24:MI:SS') AS at, changes
       FROM audit_log WHERE table_name = $1 ORDER BY id DESC LIMIT 200`,
    [tableOf(ctx.resource)],
  );
}
