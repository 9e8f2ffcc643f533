/**
 * Creating, editing and deleting workflow records: a new case gets its number, reporter, time
 * of report, inherited values (处置时限), the default handler of its type and area, its first
 * state and deadline, and the first action-log row (上报). Edits never touch the workflow's
 * fields; deletes are allowed in the declared states to the declared people.
 */
import type { Value } from '../../../../catalogue/src/model/validate';
import { stateOf } from '../../../../catalogue/src';
import { workflow as msg } from '../../../../../src/i18n/messages/workflow';
import type { Sql } from '../../db/types';
import { forbidden, notFound } from '../../http/errors';
import { audit, changesOf } from '../audit';
import { invalid, messages, say } from '../messages';
import { columnOf, ident, tableOf } from '../names';
import { idOf, idsOf, insertRow, prepare, updateRecord } from '../records';
import { deleteReferenced, type ReferenceIndex } from '../references';
import { target, type Ctx } from '../select';
import { calendarOf, nowOf } from './calendar';
import { deadlineOf } from './clock';
import { requireFiles } from './file-store';
import { mayAct, whoText, type WorkflowActorInfo } from './people';
import { withActions, workflowOf, workflowRow } from './read';
import { appendLog } from './transition';

type Row = Record<string, unknown>;

/** The next number of the day: AJ202611200001. */
async function nextNumber(sql: Sql, ctx: Ctx, field: string, prefix: string, now: string): Promise<string> {
  const stem = `${prefix}${now.slice(0, 10).replaceAll('-', '')}`;
  const col = ident(columnOf(field));
  const [row] = await sql.query<{ last: string | null }>(`SELECT max(${col}) AS last FROM ${ident(tableOf(ctx.resource))} WHERE ${col} LIKE $1`, [`${stem}%`]);
  const seq = row?.last ? Number(row.last.slice(stem.length)) + 1 : 1;
  return `${stem}${String(seq).padStart(4, '0')}`;
}

/** The default handler: the most specific enabled row matching the record (empty match fields match any). */
export async function assignee(sql: Sql, ctx: Ctx, values: Record<string, Value>): Promise<{ dept: number; handler: number } | null> {
  const wf = workflowOf(ctx);
  const a = wf.assignment;
  if (!a) return null;
  const table = ctx.mod.resources.find((r) => r.key === a.resource)!;
  const params: unknown[] = [];
  const conds = a.match.map((k) => {
    params.push(values[k] ?? null);
    const c = ident(columnOf(k));
    return `(${c} = $${params.length} OR ${c} IS NULL)`;
  });
  if (a.enabledField) conds.push(`${ident(columnOf(a.enabledField))} IS NOT FALSE`);
  const specificity = a.match.map((k) => `(${ident(columnOf(k))} IS NOT NULL)::int`).join(' + ');
  const [row] = await sql.query<{ dept: number; handler: number }>(
    `SELECT ${ident(columnOf(wf.deptField))} AS dept, ${ident(columnOf(wf.handlerField))} AS handler FROM ${ident(tableOf(table))}
      WHERE ${conds.join(' AND ')} ORDER BY ${specificity || '0'} DESC, id LIMIT 1`,
    params,
  );
  return row ?? null;
}

async function checkFileFields(sql: Sql, ctx: Ctx, values: Record<string, Value>): Promise<void> {
  for (const f of ctx.resource.fields) {
    if ((f.type === 'images' || f.type === 'attachments') && typeof values[f.key] === 'string') await requireFiles(sql, String(values[f.key]).split(','), f.type, f.label);
  }
}

export async function createCase(sql: Sql, ctx: Ctx, payload: Row, actor: WorkflowActorInfo): Promise<Row> {
  const wf = workflowOf(ctx);
  const { values, errors } = await prepare(sql, ctx, payload);
  if (errors.length) throw invalid(errors[0]!.message, { errors });
  await checkFileFields(sql, ctx, values);
  const now = await nowOf(sql);
  // The server's fields start at their declared defaults (已读: 否).
  for (const f of ctx.resource.fields) if (f.readonly && f.defaultValue !== undefined) values[f.key] = f.defaultValue;
  for (const inherit of wf.inherit ?? []) {
    const f = ctx.resource.fields.find((x) => x.key === inherit.lookup)!;
    const [row] = await sql.query<{ v: Value }>(`SELECT ${ident(columnOf(inherit.from))} AS v FROM ${ident(tableOf(target(ctx.mod, f)))} WHERE id = $1`, [values[inherit.lookup] ?? null]);
    values[inherit.field] = row?.v ?? null;
  }
  if (wf.numbering) values[wf.numbering.field] = await nextNumber(sql, ctx, wf.numbering.field, wf.numbering.prefix, now);
  if (wf.reportTimeField) values[wf.reportTimeField] = now;
  values[wf.reporterField] = actor.memberId;
  const who = await assignee(sql, ctx, values);
  const state = who ? wf.initial.assigned : wf.initial.unassigned;
  values[wf.stateField] = state;
  // Unassigned, a department the form gave (a leave's 所属部门) stays; a case's is set by dispatch.
  values[wf.deptField] = who?.dept ?? values[wf.deptField] ?? null;
  values[wf.handlerField] = who?.handler ?? null;
  const calendar = await calendarOf(sql, ctx.mod, wf);
  values[wf.deadlineField] = deadlineOf(calendar, stateOf(wf, state)?.deadline, now, (k) => values[k]);
  const stamp = wf.transitions.find((t) => t.asks?.assignee)?.stamps?.[0];
  if (who && stamp) values[stamp.field] = now;
  const id = await insertRow(sql, ctx, values);
  await appendLog(sql, ctx, id, actor, {
    transition: 'report', label: wf.createdLabel ?? msg.reported, from: null, to: state, deptId: who?.dept ?? null, handlerId: who?.handler ?? null,
    deadline: values[wf.deadlineField] as string | null,
  });
  const row = (await workflowRow(sql, ctx, id))!;
  await audit(sql, { userId: actor.userId }, ctx, 'create', id, changesOf(ctx, undefined, row));
  return withActions(ctx, actor, row);
}

/** Edits the reported facts of an open case (the workflow's own fields are read-only). */
export async function editCase(sql: Sql, ctx: Ctx, payload: Row, actor: WorkflowActorInfo): Promise<Row> {
  const wf = workflowOf(ctx);
  const before = await workflowRow(sql, ctx, idOf(payload), true);
  if (!before) throw notFound(messages.notFound);
  const state = stateOf(wf, before[wf.stateField]);
  if (state?.final) throw invalid(say(msg.wrongState, { state: state.label, action: msg.editStep }));
  if (!mayAct(wf, wf.deletable.who, actor, before) && !mayAct(wf, ['handler'], actor, before)) {
    throw forbidden(say(msg.wrongPerson, { who: whoText(ctx.mod, wf, [...wf.deletable.who, 'handler']), action: msg.editStep }));
  }
  const { values } = await prepare(sql, ctx, payload, before);
  await checkFileFields(sql, ctx, values);
  await updateRecord(sql, ctx, payload);
  const row = (await workflowRow(sql, ctx, before.id as number))!;
  await audit(sql, { userId: actor.userId }, ctx, 'update', row.id as number, changesOf(ctx, before, row));
  return withActions(ctx, actor, row);
}

/** Deletes cases in the deletable states, by the deletable people; logs the step (the log stays). */
export async function deleteCases(sql: Sql, ctx: Ctx, refs: ReferenceIndex, payload: Row, actor: WorkflowActorInfo): Promise<number> {
  const wf = workflowOf(ctx);
  const ids = idsOf(payload);
  for (const id of ids) {
    const row = await workflowRow(sql, ctx, id, true);
    if (!row) throw notFound(messages.notFound);
    const state = String(row[wf.stateField]);
    if (!wf.deletable.states.includes(state)) throw invalid(say(msg.deleteRefused, { state: stateOf(wf, state)?.label ?? state }));
    if (!mayAct(wf, wf.deletable.who, actor, row)) throw forbidden(say(msg.wrongPerson, { who: whoText(ctx.mod, wf, wf.deletable.who), action: msg.deletedStep }));
    await appendLog(sql, ctx, id, actor, { transition: 'delete', label: msg.deletedStep, from: state, to: null });
    await audit(sql, { userId: actor.userId }, ctx, 'delete', id, changesOf(ctx, row, undefined));
  }
  const done = await deleteReferenced(sql, refs, ctx, ids);
  return done.deleted;
}
