/**
 * One transition of a workflow record, in the caller's transaction: the row is locked, the
 * state and the person checked (400 / 403, nothing written), what the transition asks for
 * validated, then the record updated and one action-log row appended.
 */
import { coerce, checkRules, enumValuesOf, type FieldDefinition, type WorkflowTransition } from '../../../../catalogue/src';
import { stateOf } from '../../../../catalogue/src';
import { validDate } from '../../../../catalogue/src/model/validate';
import { workflow as msg } from '../../../../../src/i18n/messages/workflow';
import type { Sql } from '../../db/types';
import { notFound } from '../../http/errors';
import { audit, changesOf } from '../audit';
import { invalid, messages, say } from '../messages';
import { columnOf, ident, tableOf } from '../names';
import { idOf, writeValues } from '../records';
import { target, type Ctx } from '../select';
import type { Value } from '../../../../catalogue/src/model/validate';
import { calendarOf, nowOf } from './calendar';
import { deadlineOf, endOfDay } from './clock';
import { requireFiles } from './file-store';
import { peopleResource, refuseWrongPerson, type WorkflowActorInfo } from './people';
import { refuseGuard } from './guard';
import { withActions, workflowOf, workflowRow } from './read';

type Row = Record<string, unknown>;

export interface LogEntry {
  transition: string;
  label: string;
  from: string | null;
  to: string | null;
  outcome?: string | null;
  note?: string | null;
  deptId?: number | null;
  handlerId?: number | null;
  date?: string | null;
  deadline?: string | null;
  attachments?: string | null;
}

/** Appends one row to the action log (the only write the log ever gets). */
export async function appendLog(sql: Sql, ctx: Ctx, recordId: number, actor: WorkflowActorInfo, e: LogEntry): Promise<void> {
  await sql.query(
    `INSERT INTO workflow_action (tenant_id, table_name, record_id, user_id, user_name, member_id, transition, label, from_state, to_state, outcome, note, dept_id, handler_id, asked_date, deadline, attachments)
     VALUES (current_setting('app.tenant_id'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::date, $15::timestamp, $16)`,
    [tableOf(ctx.resource), recordId, actor.userId, actor.userName, actor.memberId, e.transition, e.label, e.from, e.to, e.outcome ?? null, e.note ?? null,
      e.deptId ?? null, e.handlerId ?? null, e.date ?? null, e.deadline ?? null, e.attachments ?? null],
  );
}

const NOTE_MAX = 500;

function stateLabel(ctx: Ctx, value: unknown): string {
  return stateOf(workflowOf(ctx), value)?.label ?? String(value ?? '');
}

/** A lookup value that must exist in its target table. */
async function existing(sql: Sql, ctx: Ctx, f: FieldDefinition, raw: unknown): Promise<number | null> {
  const typed = coerce(f, raw);
  if ('error' in typed) throw invalid(typed.error);
  if (typed.value === null) return null;
  const hit = await sql.query(`SELECT 1 FROM ${ident(tableOf(target(ctx.mod, f)))} WHERE id = $1`, [typed.value]);
  if (!hit.length) throw invalid(say(messages.lookupMissing, { label: f.label, value: String(typed.value) }));
  return typed.value as number;
}

const fieldOf = (ctx: Ctx, key: string) => ctx.resource.fields.find((f) => f.key === key)!;

/** Validated values of what the transition asks for. */
export async function askedValues(sql: Sql, ctx: Ctx, t: WorkflowTransition, payload: Row, row: Row) {
  const wf = workflowOf(ctx);
  const asks = t.asks ?? {};
  const values: Record<string, Value> = {};
  let note: string | null = null;
  if (asks.note) {
    const raw = typeof payload.note === 'string' ? payload.note.trim() : '';
    if (!raw && asks.note.required) throw invalid(say(msg.noteRequired, { label: asks.note.label }));
    if ([...raw].length > NOTE_MAX) throw invalid(say(msg.noteTooLong, { label: asks.note.label, max: NOTE_MAX }));
    const typed = coerce({ key: 'note', label: asks.note.label, type: 'textarea', show: [] }, raw);
    if ('error' in typed) throw invalid(typed.error);
    note = (typed.value as string | null) ?? null;
    if (asks.note.field) values[asks.note.field] = note;
  }
  let deptId: number | null = null;
  let handlerId: number | null = null;
  if (asks.assignee) {
    const deptField = fieldOf(ctx, wf.deptField);
    const handlerField = fieldOf(ctx, wf.handlerField);
    if (asks.assignee.dept) {
      deptId = await existing(sql, ctx, deptField, payload[wf.deptField]);
      if (deptId === null) throw invalid(say(msg.assigneeRequired, { label: deptField.label }));
      values[wf.deptField] = deptId;
    }
    if (asks.assignee.person) {
      handlerId = await existing(sql, ctx, handlerField, payload[wf.handlerField]);
      if (handlerId === null) throw invalid(say(msg.assigneeRequired, { label: handlerField.label }));
      const people = peopleResource(ctx.mod, wf);
      const [person] = await sql.query<{ name: string; dept: number | null }>(
        `SELECT ${ident(columnOf(people.labelField))} AS name, ${ident(columnOf(wf.people.deptField))} AS dept FROM ${ident(tableOf(people))} WHERE id = $1`,
        [handlerId],
      );
      if (deptId !== null && person!.dept !== deptId) throw invalid(say(msg.assigneeNotInDept, { person: person!.name }));
      values[wf.handlerField] = handlerId;
    }
  }
  let date: string | null = null;
  if (asks.date) {
    const raw = typeof payload.date === 'string' ? payload.date.trim().slice(0, 10) : '';
    if (!raw) {
      if (asks.date.required) throw invalid(say(msg.dateRequired, { label: asks.date.label }));
    } else {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || !validDate(raw)) throw invalid(say(messages.badDate, { label: asks.date.label }));
      const current = row[wf.deadlineField];
      // A date that becomes (or asks to become) the deadline must lie after the current one.
      if ((t.deadline === 'date' || asks.date.field) && typeof current === 'string' && endOfDay(raw) <= current) {
        throw invalid(say(msg.dateNotAfter, { label: asks.date.label, deadline: current.slice(0, 16) }));
      }
      date = raw;
      if (asks.date.field) values[asks.date.field] = raw;
    }
  }
  let attachments: string | null = null;
  if (asks.images) {
    const f: FieldDefinition = asks.images.field ? fieldOf(ctx, asks.images.field) : { key: 'images', label: asks.images.label, type: 'images', show: [] };
    const typed = coerce({ ...f, label: asks.images.label }, payload.images);
    if ('error' in typed) throw invalid(typed.error);
    attachments = (typed.value as string | null) ?? null;
    if (!attachments && asks.images.required) throw invalid(say(msg.imagesRequired, { label: asks.images.label }));
    if (attachments) await requireFiles(sql, attachments.split(','), 'images', asks.images.label);
    if (attachments && asks.images.field) {
      const before = typeof row[asks.images.field] === 'string' && row[asks.images.field] ? String(row[asks.images.field]).split(',') : [];
      values[asks.images.field] = [...new Set([...before, ...attachments.split(',')])].join(',');
    }
  }
  for (const key of asks.fields ?? []) {
    const f = fieldOf(ctx, key);
    const typed = coerce(f, payload[key]);
    if ('error' in typed) throw invalid(typed.error);
    const problem = checkRules(f, typed.value, enumValuesOf(ctx.mod.system, f));
    if (problem) throw invalid(problem);
    if (typed.value !== null) values[key] = typed.value;
  }
  return { values, note, deptId, handlerId, date, attachments };
}

/** Runs a transition; returns the record as the list shows it after the step. */
export async function runTransition(sql: Sql, ctx: Ctx, t: WorkflowTransition, payload: Row, actor: WorkflowActorInfo): Promise<Row> {
  const wf = workflowOf(ctx);
  const id = idOf(payload);
  const row = await workflowRow(sql, ctx, id, true);
  if (!row) throw notFound(messages.notFound);
  const from = String(row[wf.stateField]);
  if (!t.from.includes(from)) throw invalid(say(msg.wrongState, { state: stateLabel(ctx, from), action: t.label }));
  refuseWrongPerson(ctx.mod, wf, t, actor, row);
  refuseGuard(t, actor, row);

  let to = t.to ?? from;
  let outcome: string | null = null;
  let outcomeSet: Record<string, Value> = {};
  if (t.outcomes) {
    const chosen = t.outcomes.find((o) => o.value === payload.outcome);
    if (!chosen) throw invalid(say(msg.badOutcome, { action: t.label }));
    outcome = chosen.value;
    to = chosen.over && Number(row[chosen.over.field]) > chosen.over.limit ? chosen.over.to : chosen.to;
    outcomeSet = chosen.set ?? {};
  }
  const asked = await askedValues(sql, ctx, t, payload, row);
  await applyTransition(sql, ctx, t, row, actor, { to, outcome, asked, set: outcomeSet });
  return withActions(ctx, actor, (await workflowRow(sql, ctx, id))!);
}

export interface Step {
  to: string;
  outcome: string | null;
  asked: Awaited<ReturnType<typeof askedValues>>;
  /** The chosen outcome's values. */
  set: Record<string, Value>;
}

/**
 * Writes a checked step of a locked row: the new state (or the one its branch field names), the
 * values asked and set, the deadline of the new state, the stamps, one action-log row and the audit
 * entry. The transitions of people and those the server runs itself (expiry) both end here.
 */
export async function applyTransition(sql: Sql, ctx: Ctx, t: WorkflowTransition, row: Row, actor: WorkflowActorInfo, step: Step): Promise<void> {
  const wf = workflowOf(ctx);
  const id = row.id as number;
  const from = String(row[wf.stateField]);
  const { asked, outcome } = step;
  const now = await nowOf(sql);
  const values: Record<string, Value> = { ...asked.values, ...(t.set ?? {}), ...step.set };
  const branched = t.branch ? t.branch.to[String({ ...row, ...values }[t.branch.field])] : undefined;
  const to = branched ?? step.to;
  values[wf.stateField] = to;
  const calendar = await calendarOf(sql, ctx.mod, wf);
  const merged = { ...row, ...values };
  let deadline = (row[wf.deadlineField] as string | null) ?? null;
  if (t.deadline === 'date' && asked.date) deadline = endOfDay(asked.date);
  else if (t.deadlineFrom && typeof row[t.deadlineFrom] === 'string') deadline = endOfDay(String(row[t.deadlineFrom]).slice(0, 10));
  else if (to !== from || t.asks?.assignee) deadline = deadlineOf(calendar, stateOf(wf, to)?.deadline, now, (k) => merged[k]);
  if (stateOf(wf, to)?.final) deadline = row[wf.deadlineField] as string | null;
  values[wf.deadlineField] = deadline;
  if (t.actorField) values[t.actorField] = actor.memberId;
  for (const stamp of t.stamps ?? []) if (!stamp.when || stamp.when === to) values[stamp.field] = now;
  await writeValues(sql, ctx, [id], values);
  await appendLog(sql, ctx, id, actor, {
    transition: t.key, label: t.label, from, to, outcome, note: asked.note, deptId: asked.deptId, handlerId: asked.handlerId,
    date: asked.date, deadline, attachments: asked.attachments,
  });
  const after = (await workflowRow(sql, ctx, id))!;
  await audit(sql, { userId: actor.userId }, ctx, t.key, id, changesOf(ctx, row, after));
}
