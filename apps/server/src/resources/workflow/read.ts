/**
 * Reading workflow records: the API row plus what the clock and the actor make of it, computed
 * on read — remaining minutes, overdue, escalated, the transitions this user may run — and the
 * list tabs (scope mine / toSign / overdue / center), the counts and the action log.
 */
import { stateOf, WORKFLOW_SCOPES, type WorkflowDefinition, type WorkflowScope } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { countSql, listFilters, newWhere, orderSql, selectList, bind, whereSql, type Ctx, type Where } from '../select';
import { columnOf, ident, tableOf } from '../names';
import { invalid, say } from '../messages';
import { pagingOf } from '../unpack';
import { gradeOfSql, mayAct, type WorkflowActorInfo } from './people';
import { guardAllows } from './guard';
import { workflow as msg } from '../../../../../src/i18n/messages/workflow';
import { lookupLabelExpr } from '../select';

type Row = Record<string, unknown>;

export function workflowOf(ctx: Ctx): WorkflowDefinition {
  return ctx.resource.workflow!;
}

/** A state value as an SQL literal (values come from the catalogue; checked anyway). */
export function lit(value: string): string {
  if (!/^[A-Za-z0-9_]+$/.test(value)) throw new Error(`bad state ${value}`);
  return `'${value}'`;
}

const col = (key: string) => `t.${ident(columnOf(key))}`;

function finals(wf: WorkflowDefinition): string[] {
  return wf.states.filter((s) => s.final).map((s) => s.value);
}

/** `state` is not final (one `<>` per final state, so partial indexes on `state <> 'closed'` apply). */
export function openSql(wf: WorkflowDefinition): string {
  const f = finals(wf);
  return f.length ? f.map((v) => `${col(wf.stateField)} <> ${lit(v)}`).join(' AND ') : 'true';
}

export const inList = (values: readonly string[]) => (values.length ? values.map(lit).join(', ') : 'NULL');

export function overdueSql(wf: WorkflowDefinition): string {
  return `(${col(wf.deadlineField)} < localtimestamp(0) AND ${openSql(wf)})`;
}

export function escalatedSql(wf: WorkflowDefinition): string {
  return `(${col(wf.deadlineField)} < localtimestamp(0) AND ${col(wf.stateField)} IN (${inList(wf.escalation.states)}))`;
}

/** The command center's list: its queue states, escalated cases and pending requests. */
export function centerSql(wf: WorkflowDefinition): string {
  const requests = (wf.escalation.requests ?? []).map((f) => ` OR (${col(f)} AND ${openSql(wf)})`).join('');
  return `(${col(wf.stateField)} IN (${inList(wf.escalation.queue)}) OR ${escalatedSql(wf)}${requests})`;
}

/** The row as the API shows it, with the clock's view of it. */
export function workflowSelect(ctx: Ctx): string {
  const wf = workflowOf(ctx);
  return `${selectList(ctx)},
    CASE WHEN ${openSql(wf)} AND ${col(wf.deadlineField)} IS NOT NULL
         THEN floor(extract(epoch FROM (${col(wf.deadlineField)} - localtimestamp(0))) / 60)::int END AS "remainingMinutes",
    COALESCE(${overdueSql(wf)}, false) AS overdue,
    COALESCE(${escalatedSql(wf)}, false) AS escalated${handlerGrade(ctx)}`;
}

/** Graded roles: the handler's grade, which `outranks` compares with the actor's. */
function handlerGrade(ctx: Ctx): string {
  const grade = gradeOfSql(ctx.mod, workflowOf(ctx), workflowOf(ctx).handlerField);
  return grade ? `,
    ${grade} AS "handlerGrade"` : '';
}

export function parseScope(raw: unknown): WorkflowScope {
  const scope = raw === undefined || raw === null || raw === '' ? 'all' : String(raw);
  if (!(WORKFLOW_SCOPES as readonly string[]).includes(scope)) throw invalid(say(msg.badScope, { scope }));
  return scope as WorkflowScope;
}

/** The clauses of a list tab for this actor. */
export function scopeWhere(ctx: Ctx, scope: WorkflowScope, actor: WorkflowActorInfo, where: Where): Where {
  const wf = workflowOf(ctx);
  const me = () => (actor.memberId === null ? 'NULL' : bind(where, actor.memberId));
  if (scope === 'mine') where.clauses.push(`${col(wf.handlerField)} = ${me()}`, openSql(wf));
  if (scope === 'toSign') where.clauses.push(`${col(wf.handlerField)} = ${me()}`, `${col(wf.stateField)} = ${lit(wf.initial.assigned)}`);
  if (scope === 'overdue') where.clauses.push(`${col(wf.deadlineField)} < localtimestamp(0)`, openSql(wf));
  if (scope === 'center') where.clauses.push(centerSql(wf));
  return where;
}

/** The transitions (keys) the actor may run on a row now, and whether it may delete it. */
export function withActions(ctx: Ctx, actor: WorkflowActorInfo, row: Row): Row {
  const wf = workflowOf(ctx);
  const state = String(row[wf.stateField]);
  const actions = wf.transitions.filter((t) => t.from.includes(state) && mayAct(wf, t.who, actor, row) && guardAllows(t, actor, row)).map((t) => t.key);
  const deletable = wf.deletable.states.includes(state) && mayAct(wf, wf.deletable.who, actor, row);
  return { ...row, actions, deletable, editable: mayEdit(wf, actor, row) };
}

/** Whether the actor may edit the record now: the workflow's edit rules, else who may delete it or its handler, while not final. */
export function mayEdit(wf: WorkflowDefinition, actor: WorkflowActorInfo, row: Row): boolean {
  const state = String(row[wf.stateField]);
  if (wf.editable) return wf.editable.some((rule) => rule.states.includes(state) && mayAct(wf, rule.who, actor, row));
  if (stateOf(wf, state)?.final) return false;
  return mayAct(wf, wf.deletable.who, actor, row) || mayAct(wf, ['handler'], actor, row);
}

export async function workflowPage(sql: Sql, ctx: Ctx, payload: Row, actor: WorkflowActorInfo) {
  const { pageNum, pageSize } = pagingOf(payload);
  const where = scopeWhere(ctx, parseScope(payload.scope), actor, listFilters(ctx, payload, newWhere()));
  const [count] = await sql.query<{ total: number }>(countSql(ctx.resource, where), where.params);
  const rows = await sql.query<Row>(
    `SELECT ${workflowSelect(ctx)} FROM ${ident(tableOf(ctx.resource))} t ${whereSql(where)} ${orderSql(ctx.resource)} LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
    where.params,
  );
  return { rows: rows.map((r) => withActions(ctx, actor, r)), total: count!.total, pageNum, pageSize };
}

export async function workflowRow(sql: Sql, ctx: Ctx, id: number, lock = false): Promise<Row | undefined> {
  const [row] = await sql.query<Row>(`SELECT ${workflowSelect(ctx)} FROM ${ident(tableOf(ctx.resource))} t WHERE t.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row;
}

/** How many records each tab and each state holds for this actor (the tab badges, board widgets). */
export async function workflowCounts(sql: Sql, ctx: Ctx, actor: WorkflowActorInfo) {
  const wf = workflowOf(ctx);
  const scopes: Record<string, number> = {};
  // A view of some rows (申诉处理 of evaluations) counts only its rows: no filters but its own.
  const own = () => listFilters(ctx, {}, newWhere());
  for (const scope of WORKFLOW_SCOPES) {
    const where = scopeWhere(ctx, scope, actor, own());
    const [row] = await sql.query<{ total: number }>(countSql(ctx.resource, where), where.params);
    scopes[scope] = row!.total;
  }
  const mine = own();
  const states = await sql.query<{ state: string; total: number }>(
    `SELECT ${col(wf.stateField)} AS state, count(*)::int AS total FROM ${ident(tableOf(ctx.resource))} t ${whereSql(mine)} GROUP BY 1`, mine.params,
  );
  mine.clauses.push(escalatedSql(wf));
  const [escalated] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${ident(tableOf(ctx.resource))} t ${whereSql(mine)}`, mine.params);
  return { scopes, states: Object.fromEntries(states.map((s) => [s.state, s.total])), escalated: escalated!.total };
}

/** The action log of a record, oldest first. */
export async function actionLog(sql: Sql, ctx: Ctx, id: number) {
  const wf = workflowOf(ctx);
  // The log keeps them in dept_id / handler_id whatever the record's fields are called (巡检人 inspectorId).
  const label = (key: string, column: 'deptId' | 'handlerId') => lookupLabelExpr(ctx.mod, { ...ctx.resource.fields.find((f) => f.key === key)!, key: column }, 'a');
  return sql.query(
    `SELECT a.id::int AS id, to_char(a.at, 'YYYY-MM-DD HH24:MI:SS') AS at, a.user_id AS "userId", a.user_name AS "userName", a.member_id AS "memberId",
            a.transition, a.label, a.from_state AS "fromState", a.to_state AS "toState", a.outcome, a.note,
            a.dept_id AS "deptId", ${label(wf.deptField, 'deptId')} AS "deptLabel", a.handler_id AS "handlerId", ${label(wf.handlerField, 'handlerId')} AS "handlerLabel", to_char(a.asked_date, 'YYYY-MM-DD') AS "askedDate",
            to_char(a.deadline, 'YYYY-MM-DD HH24:MI:SS') AS deadline, a.attachments
       FROM workflow_action a WHERE a.table_name = $1 AND a.record_id = $2 ORDER BY a.id LIMIT 1000`,
    [tableOf(ctx.resource), id],
  );
}
