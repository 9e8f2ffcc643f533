/**
 * Creating, editing and deleting workflow records: a new case gets its number, reporter, time
 * of report, inherited values (处置时限), the default handler of its type and area, its first
 * state and deadline, and the first action-log row (上报). Edits never touch the workflow's
 * fields; deletes are allowed in the declared states to the declared people.
 */
import type { Value } from '../../../../catalogue/src/model/validate';
import { stateOf, wordsOf, type WorkflowDefinition } from '../../../../catalogue/src';
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
import { saveLines } from '../documents';
import { mayEdit, withActions, workflowOf, workflowRow } from './read';
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

/** 403 unless the actor may create records (the workflow's `creators`). */
function refuseCreator(ctx: Ctx, actor: WorkflowActorInfo): void {
  const wf = workflowOf(ctx);
  if (!wf.creators || mayAct(wf, wf.creators, actor, {})) return;
  throw forbidden(say(msg.notCreator, { who: whoText(ctx.mod, wf, wf.creators), record: wordsOf(wf).record }));
}

export async function createCase(sql: Sql, ctx: Ctx, payload: Row, actor: WorkflowActorInfo): Promise<Row> {
  const wf = workflowOf(ctx);
  refuseCreator(ctx, actor);
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
  // Self-assigned work (an inspector's evaluation): the creator handles it, its department was inherited.
  const who = wf.selfAssigned ? (actor.memberId === null ? null : { dept: (values[wf.deptField] as number | null) ?? null, handler: actor.memberId }) : await assignee(sql, ctx, values);
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
  // Its lines (an evaluation's deductions) in the same transaction: a bad line leaves nothing written.
  if (ctx.resource.lines) await saveLines(sql, ctx, id, values, linesGiven(ctx, payload));
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
  if (!mayEdit(wf, actor, before)) {
    const who = wf.editable ? wf.editable.filter((r) => r.states.includes(String(before[wf.stateField]))).flatMap((r) => r.who) : [...wf.deletable.who, 'handler' as const];
    if (!who.length) throw invalid(say(msg.wrongState, { state: state?.label ?? String(before[wf.stateField]), action: msg.editStep }));
    throw forbidden(say(msg.wrongPerson, { who: whoText(ctx.mod, wf, who), action: msg.editStep }));
  }
  const { values } = await prepare(sql, ctx, payload, before);
  await checkFileFields(sql, ctx, values);
  await updateRecord(sql, ctx, payload);
  // Lines are replaced only when sent (an edit of the header alone keeps them).
  if (ctx.resource.lines && payload.lines !== undefined) await saveLines(sql, ctx, before.id as number, { ...before, ...values }, payload);
  const row = (await workflowRow(sql, ctx, before.id as number))!;
  await audit(sql, { userId: actor.userId }, ctx, 'update', row.id as number, changesOf(ctx, before, row));
  return withActions(ctx, actor, row);
}

/** State labels in words: 待派遣、待签收或已退回. */
function statesText(wf: WorkflowDefinition, states: readonly string[]): string {
  const labels = states.map((v) => stateOf(wf, v)?.label ?? v);
  return labels.length > 1 ? `${labels.slice(0, -1).join(msg.statesJoin)}${msg.statesLast}${labels.at(-1)}` : (labels[0] ?? '');
}

/** A new record's lines: none sent is no lines where the lines may be empty. */
function linesGiven(ctx: Ctx, payload: Row): Row {
  return payload.lines === undefined && ctx.resource.lines!.allowEmpty ? { ...payload, lines: [] } : payload;
}

/** Deletes cases in the deletable states, by the deletable people; logs the step (the log stays). */
export async function deleteCases(sql: Sql, ctx: Ctx, refs: ReferenceIndex, payload: Row, actor: WorkflowActorInfo): Promise<number> {
  const wf = workflowOf(ctx);
  const ids = idsOf(payload);
  for (const id of ids) {
    const row = await workflowRow(sql, ctx, id, true);
    if (!row) throw notFound(messages.notFound);
    const state = String(row[wf.stateField]);
    if (!wf.deletable.states.includes(state)) throw invalid(say(msg.deleteRefused, { state: stateOf(wf, state)?.label ?? state, states: statesText(wf, wf.deletable.states), record: wordsOf(wf).record }));
    if (!mayAct(wf, wf.deletable.who, actor, row)) throw forbidden(say(msg.wrongPerson, { who: whoText(ctx.mod, wf, wf.deletable.who), action: msg.deletedStep }));
    await appendLog(sql, ctx, id, actor, { transition: 'delete', label: msg.deletedStep, from: state, to: null });
    await audit(sql, { userId: actor.userId }, ctx, 'delete', id, changesOf(ctx, row, undefined));
  }
  const done = await deleteReferenced(sql, refs, ctx, ids);
  return done.deleted;
}
