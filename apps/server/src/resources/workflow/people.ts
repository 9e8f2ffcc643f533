/**
 * Who is acting on a workflow record: the signed-in account, and the person of the workflow's
 * people resource registered with that account (department, role). The checks of `who`.
 */
import type { ModuleDefinition, ResourceDefinition, WorkflowActor, WorkflowDefinition, WorkflowTransition } from '../../../../catalogue/src';
import { enumLabel } from '../../../../catalogue/src';
import { workflow as msg } from '../../../../../src/i18n/messages/workflow';
import type { Sql } from '../../db/types';
import { forbidden } from '../../http/errors';
import { columnOf, ident, tableOf } from '../names';
import { say } from '../messages';

type Row = Record<string, unknown>;

export interface WorkflowActorInfo {
  userId: string;
  userName: string;
  /** The person row (处置人员) of the account, if any. */
  memberId: number | null;
  deptId: number | null;
  role: string | null;
}

export function peopleResource(mod: ModuleDefinition, wf: WorkflowDefinition): ResourceDefinition {
  const people = mod.resources.find((r) => r.key === wf.people.resource);
  if (!people) throw new Error(`${mod.system}: no people resource ${wf.people.resource}`);
  return people;
}

/** The account and its enabled person row (by sign-in name). */
export async function actorOf(sql: Sql, mod: ModuleDefinition, wf: WorkflowDefinition, userId: string): Promise<WorkflowActorInfo> {
  const p = wf.people;
  const people = peopleResource(mod, wf);
  const enabled = people.fields.some((f) => f.key === 'enabled') ? 'AND m.enabled IS NOT FALSE' : '';
  const [row] = await sql.query<{ name: string; member_id: number | null; dept_id: number | null; role: string | null }>(
    `SELECT u.name, m.id AS member_id, m.${ident(columnOf(p.deptField))} AS dept_id, m.${ident(columnOf(p.roleField))} AS role
       FROM users u LEFT JOIN ${ident(tableOf(people))} m ON lower(m.${ident(columnOf(p.accountField))}) = lower(u.username) ${enabled}
      WHERE u.user_id = $1 LIMIT 1`,
    [userId],
  );
  return { userId, userName: row?.name ?? '', memberId: row?.member_id ?? null, deptId: row?.dept_id ?? null, role: row?.role ?? null };
}

/** Whether one `who` entry admits the actor on this record. */
function admits(wf: WorkflowDefinition, who: WorkflowActor, actor: WorkflowActorInfo, row: Row): boolean {
  if (who === 'any') return true;
  if (actor.memberId === null) return false;
  if (who === 'handler') return row[wf.handlerField] === actor.memberId;
  if (who === 'reporter') return row[wf.reporterField] === actor.memberId;
  if (who === 'dept') return actor.deptId !== null && row[wf.deptField] === actor.deptId;
  return actor.role === who.slice(5);
}

export function mayAct(wf: WorkflowDefinition, who: readonly WorkflowActor[], actor: WorkflowActorInfo, row: Row): boolean {
  return who.some((w) => admits(wf, w, actor, row));
}

/** The people a transition admits, in words (该案件的处置人或指挥中心人员). */
export function whoText(mod: ModuleDefinition, wf: WorkflowDefinition, who: readonly WorkflowActor[]): string {
  const system = mod.system;
  const roleEnum = peopleResource(mod, wf).fields.find((f) => f.key === wf.people.roleField)?.enum;
  return who
    .map((w) => {
      if (w === 'handler') return msg.whoHandler;
      if (w === 'dept') return msg.whoDept;
      if (w === 'reporter') return msg.whoReporter;
      if (w === 'any') return '';
      return say(msg.whoRole, { role: roleEnum ? enumLabel(system, roleEnum, w.slice(5)) : w.slice(5) });
    })
    .filter(Boolean)
    .join(msg.whoJoin);
}

/** 403 unless the actor may run the transition on the record. */
export function refuseWrongPerson(mod: ModuleDefinition, wf: WorkflowDefinition, t: Pick<WorkflowTransition, 'who' | 'label'>, actor: WorkflowActorInfo, row: Row): void {
  if (mayAct(wf, t.who, actor, row)) return;
  if (actor.memberId === null && !t.who.includes('any')) throw forbidden(say(msg.notMember, { action: t.label }));
  throw forbidden(say(msg.wrongPerson, { who: whoText(mod, wf, t.who), action: t.label }));
}
