/**
 * The system's own step after a record was saved (systems/types.ts AfterSave): found by the
 * resource's key, or for a view of the system's own resource (考评's 申诉 and 复核 lists) by its
 * owner's, and run in the caller's transaction.
 */
import { serverSystem } from '../systems';
import type { Sql } from '../db/types';
import type { Ctx } from './select';

function hookOf(ctx: Ctx) {
  const hooks = serverSystem(ctx.mod.system).afterSave;
  if (!hooks) return undefined;
  const owner = ctx.resource.storedIn?.system === ctx.mod.system ? ctx.resource.storedIn.resource : undefined;
  return hooks[ctx.resource.key] ?? (owner ? hooks[owner] : undefined);
}

/** Runs the hook, if the system has one for the resource; true when it ran (the caller reads the row again). */
export async function afterSave(sql: Sql, ctx: Ctx, ids: readonly number[], step: string, before?: Record<string, unknown>): Promise<boolean> {
  const hook = hookOf(ctx);
  if (!hook) return false;
  for (const id of ids) await hook(sql, ctx, id, step, before);
  return true;
}
