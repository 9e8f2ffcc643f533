/**
 * Who is acting on a workflow record: the signed-in account, and the person of the workflow's
 * people resource registered with that account (department, role). The checks of `who`.
 */
import type { ModuleDefinition, ResourceDefinition, WorkflowActor, WorkflowDefinition, WorkflowTransition } from '../../../../catalogue/src';
import { enumLabel, wordsOf } from '../../../../catalogue/src';
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
  /** The grade of the member's role, where people have graded roles (`people.roles`). */
  grade: number | null;
}

/** The step the server runs itself (an expired state's transition): no account, no member. */
export const SYSTEM_ACTOR: WorkflowActorInfo = { userId: 'system', userName: msg.expired, memberId: null, deptId: null, role: null, grade: null };

export function peopleResource(mod: ModuleDefinition, wf: WorkflowDefinition): ResourceDefinition {
  const people = mod.resources.find((r) => r.key === wf.people.resource);
  if (!people) throw new Error(`${mod.system}: no people resource ${wf.people.resource}`);
  return people;
}

/** The role resource of graded roles (`people.roles`): the target of the people's role lookup. */
export function roleResource(mod: ModuleDefinition, wf: WorkflowDefinition): ResourceDefinition | undefined {
  if (!wf.people.roles) return undefined;
  const key = peopleResource(mod, wf).fields.find((f) => f.key === wf.people.roleField)?.lookup?.resource;
  const roles = mod.resources.find((r) => r.key === key);
  if (!roles) throw new Error(`${mod.system}: the role field of ${wf.people.resource} names no role resource`);
  return roles;
}

/** SQL of the role value and grade of the person row aliased `m` (a join to the role row, or the row's own role). */
function roleColumns(mod: ModuleDefinition, wf: WorkflowDefinition): { role: string; grade: string; join: string } {
  const roles = roleResource(mod, wf);
  const roleCol = `m.${ident(columnOf(wf.people.roleField))}`;
  if (!roles || !wf.people.roles) return { role: roleCol, grade: 'NULL::int', join: '' };
  return {
    role: `r.${ident(columnOf(wf.people.roles.valueField))}`,
    grade: `r.${ident(columnOf(wf.people.roles.gradeField))}`,
    join: `LEFT JOIN ${ident(tableOf(roles))} r ON r.id = ${roleCol}`,
  };
}

/** The grade of the person a record field points at (the handler's, for `outranks`), as a sub-select over the record aliased `t`. */
export function gradeOfSql(mod: ModuleDefinition, wf: WorkflowDefinition, recordField: string): string | null {
  if (!wf.people.roles) return null;
  const { grade, join } = roleColumns(mod, wf);
  return `(SELECT ${grade} FROM ${ident(tableOf(peopleResource(mod, wf)))} m ${join} WHERE m.id = t.${ident(columnOf(recordField))})`;
}

/** The account and its enabled person row (by sign-in name). */
export async function actorOf(sql: Sql, mod: ModuleDefinition, wf: WorkflowDefinition, userId: string): Promise<WorkflowActorInfo> {
  const p = wf.people;
  const people = peopleResource(mod, wf);
  const enabled = people.fields.some((f) => f.key === 'enabled') ? 'AND m.enabled IS NOT FALSE' : '';
  const roles = roleColumns(mod, wf);
  const [row] = await sql.query<{ name: string; member_id: number | null; dept_id: number | null; role: string | null; grade: number | null }>(
    `SELECT u.name, m.id AS member_id, m.${ident(columnOf(p.deptField))} AS dept_id, ${roles.role} AS role, ${roles.grade} AS grade
       FROM users u LEFT JOIN ${roles.join ? `(${ident(tableOf(people))} m ${roles.join})` : `${ident(tableOf(people))} m`} ON lower(m.${ident(columnOf(p.accountField))}) = lower(u.username) ${enabled}
      WHERE u.user_id = $1 LIMIT 1`,
    [userId],
  );
  return { userId, userName: row?.name ?? '', memberId: row?.member_id ?? null, deptId: row?.dept_id ?? null, role: row?.role ?? null, grade: row?.grade ?? null };
}

/** Whether one `who` entry admits the actor on this record. */
function admits(wf: WorkflowDefinition, who: WorkflowActor, actor: WorkflowActorInfo, row: Row): boolean {
  if (who === 'any') return true;
  if (actor.memberId === null) return false;
  if (who === 'handler') return row[wf.handlerField] === actor.memberId;
  if (who === 'reporter') return row[wf.reporterField] === actor.memberId;
  if (who === 'dept') return actor.deptId !== null && row[wf.deptField] === actor.deptId;
  // The handler's grade comes with the row (read.ts workflowSelect).
  if (who === 'outranks') return actor.grade !== null && typeof row.handlerGrade === 'number' && actor.grade > row.handlerGrade;
  return actor.role === who.slice(5);
}

export function mayAct(wf: WorkflowDefinition, who: readonly WorkflowActor[], actor: WorkflowActorInfo, row: Row): boolean {
  return who.some((w) => admits(wf, w, actor, row));
}

/** The people a transition admits, in words (该案件的处置人或指挥中心人员). */
export function whoText(mod: ModuleDefinition, wf: WorkflowDefinition, who: readonly WorkflowActor[]): string {
  const system = mod.system;
  const words: Record<string, string> = { ...wordsOf(wf) };
  const roles = roleResource(mod, wf);
  const roleField = roles
    ? roles.fields.find((f) => f.key === wf.people.roles!.valueField)
    : peopleResource(mod, wf).fields.find((f) => f.key === wf.people.roleField);
  return who
    .map((w) => {
      if (w === 'handler') return say(msg.whoHandler, words);
      if (w === 'dept') return say(msg.whoDept, words);
      if (w === 'reporter') return say(msg.whoReporter, words);
      if (w === 'outranks') return say(msg.whoOutranks, words);
      if (w === 'any') return '';
      const role = roleField?.enum ? enumLabel(system, roleField.enum, w.slice(5)) : w.slice(5);
      // A role already named as people (巡检员, 考评负责人) is not 巡检员人员.
      return /[员人]$/.test(role) ? role : say(msg.whoRole, { role });
    })
    .filter(Boolean)
    .join(msg.whoJoin);
}

/** 403 unless the actor may run the transition on the record. */
export function refuseWrongPerson(mod: ModuleDefinition, wf: WorkflowDefinition, t: Pick<WorkflowTransition, 'who' | 'label'>, actor: WorkflowActorInfo, row: Row): void {
  if (mayAct(wf, t.who, actor, row)) return;
  if (actor.memberId === null && !t.who.includes('any')) throw forbidden(say(msg.notMember, { member: wordsOf(wf).member, action: t.label }));
  throw forbidden(say(msg.wrongPerson, { who: whoText(mod, wf, t.who), action: t.label }));
}
