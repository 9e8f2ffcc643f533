/**
 * A transition's conditions beyond state and person (model/workflow.ts `when`, `notBy`): a
 * pending request must (or must not) be open, and who asked may not decide it himself.
 */
import type { WorkflowTransition } from '../../../../catalogue/src';
import { workflow as msg } from '../../../../../src/i18n/messages/workflow';
import { forbidden } from '../../http/errors';
import { invalid, say } from '../messages';
import type { WorkflowActorInfo } from './people';

type Row = Record<string, unknown>;

/** A boolean flag never set reads as false (rows written before the flag existed). */
function holds(t: WorkflowTransition, row: Row): boolean {
  if (!t.when) return true;
  const value = row[t.when.field] ?? (typeof t.when.equals === 'boolean' ? false : null);
  return value === t.when.equals;
}

function ownRequest(t: WorkflowTransition, actor: WorkflowActorInfo, row: Row): boolean {
  return Boolean(t.notBy) && actor.memberId !== null && row[t.notBy!] === actor.memberId;
}

/** Throws 400 (no pending request / one already pending) or 403 (deciding one's own request). */
export function refuseGuard(t: WorkflowTransition, actor: WorkflowActorInfo, row: Row): void {
  if (!holds(t, row)) throw invalid(t.when!.message);
  if (ownRequest(t, actor, row)) throw forbidden(say(msg.ownRequest, { action: t.label }));
}

/** Whether the action is offered (the same checks, without throwing). */
export function guardAllows(t: WorkflowTransition, actor: WorkflowActorInfo, row: Row): boolean {
  return holds(t, row) && !ownRequest(t, actor, row);
}
