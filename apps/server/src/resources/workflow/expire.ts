/**
 * States that expire (model/workflow.ts `expire`): once the deadline has passed, the server runs
 * the state's declared transition itself, as 系统, with the declared note in the log — an
 * evaluation its unit neither agreed to nor appealed within the appeal period counts as agreed.
 * It happens when the resource's calls are used (lists, details, steps, counts), in the caller's
 * transaction, so no timer is needed and a test only has to move a deadline into the past.
 */
import type { Sql } from '../../db/types';
import { columnOf, ident, tableOf } from '../names';
import type { Ctx } from '../select';
import { lit, workflowOf, workflowRow } from './read';
import { SYSTEM_ACTOR } from './people';
import { applyTransition } from './transition';

/** Rows one call expires at most (the next call takes the rest). */
const BATCH = 200;

/** Runs the expiry transitions of every overdue row; returns the ids it moved. */
export async function expireOverdue(sql: Sql, ctx: Ctx): Promise<number[]> {
  const wf = workflowOf(ctx);
  const moved: number[] = [];
  for (const state of wf.states.filter((s) => s.expire)) {
    const t = wf.transitions.find((x) => x.key === state.expire!.transition)!;
    // SKIP LOCKED: a row another call is expiring (or stepping) right now is left to it.
    const due = await sql.query<{ id: number }>(
      `SELECT id FROM ${ident(tableOf(ctx.resource))} WHERE ${ident(columnOf(wf.stateField))} = ${lit(state.value)}
         AND ${ident(columnOf(wf.deadlineField))} < localtimestamp(0) ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
    );
    for (const { id } of due) {
      const row = (await workflowRow(sql, ctx, id))!;
      const asked = { values: {}, note: state.expire!.note, deptId: null, handlerId: null, date: null, attachments: null };
      await applyTransition(sql, ctx, t, row, SYSTEM_ACTOR, { to: t.to ?? state.value, outcome: null, asked, set: {} });
      moved.push(id);
    }
  }
  return moved;
}
