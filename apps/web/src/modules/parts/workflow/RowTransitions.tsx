/**
 * A row's workflow actions: only the transitions the server says this user may run on this
 * record now (row.actions); one shows as a button, more under 处置. Transitions that ask for
 * nothing (标记已读) run at once; the others open their dialog.
 */
import { useState } from 'react';
import { Button } from '../../../../../../src/components/Button';
import { DropdownMenu } from '../../../../../../src/components/DropdownMenu';
import { message } from '../../../../../../src/components/Message';
import { t } from '../../../../../../src/i18n';
import type { ResourceDefinition, WorkflowTransition } from '../../../../../catalogue/src';
import { serverProblem, type Row } from '../../dataSource';
import { useWorkflowData } from './api';
import { TransitionDialog } from './TransitionDialog';
import { useResourceCan } from '../../permissions';

const asksNothing = (tr: WorkflowTransition) => !tr.outcomes && !tr.asks;

/** The steps the server allows on this record now (row.actions) that the user's role grants too (`can`). */
export function allowedTransitions(resource: ResourceDefinition, row: Row, can: (key: string) => boolean = () => true): WorkflowTransition[] {
  const keys = Array.isArray(row.actions) ? (row.actions as string[]) : [];
  return (resource.workflow?.transitions ?? []).filter((tr) => keys.includes(tr.key) && can(tr.key));
}

export function RowTransitions({ resource, row, onDone }: { resource: ResourceDefinition; row: Row; onDone: () => void }) {
  const data = useWorkflowData();
  const [open, setOpen] = useState<WorkflowTransition | null>(null);
  // 标记已读 is offered in the detail drawer's flow too; in a row it would crowd the real steps.
  const allowed = useResourceCan(resource);
  const steps = allowedTransitions(resource, row, allowed.step).filter((tr) => !(asksNothing(tr) && row.isRead === true));
  const run = async (tr: WorkflowTransition) => {
    if (!asksNothing(tr)) return setOpen(tr);
    try {
      await data.transition(resource, tr, { id: row.id });
      void message.success(t('workflow.transitionDone', { action: tr.label }));
      onDone();
    } catch (error) {
      void message.error(serverProblem(error).msg);
    }
  };
  return (
    <>
      {steps.length === 1 && <Button size="sm" variant="link" onClick={() => void run(steps[0]!)}>{steps[0]!.label}</Button>}
      {steps.length > 1 && (
        <DropdownMenu align="end" items={steps.map((tr) => ({ key: tr.key, label: tr.label, onSelect: () => void run(tr) }))}>
          <Button size="sm" variant="link">{t('workflow.handle')}</Button>
        </DropdownMenu>
      )}
      {open && <TransitionDialog resource={resource} transition={open} row={row} onClose={() => setOpen(null)} onDone={() => onDone()} />}
    </>
  );
}
