/**
 * The dialog of one transition: what it declares it asks for — the outcome (通过 / 不通过), the
 * department and person who take the case, a date, a note, images and record fields (评价) —
 * then the server's answer (a refusal shows in the dialog).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { DatePicker } from '../../../../../../src/components/DatePicker';
import { Dialog } from '../../../../../../src/components/Dialog';
import { DialogFormLayout, FormField, useForm } from '../../../../../../src/components/Form';
import { message } from '../../../../../../src/components/Message';
import { Select } from '../../../../../../src/components/Select';
import { TextArea } from '../../../../../../src/components/TextArea';
import { t } from '../../../../../../src/i18n';
import { fieldTitle, type FieldDefinition, type ResourceDefinition, type WorkflowTransition } from '../../../../../catalogue/src';
import { serverProblem, type Row } from '../../dataSource';
import { recordName } from '../display';
import { formControl } from '../fieldControls';
import { toPayload, type FormValues } from '../fieldValues';
import { useLookups } from '../useLookups';
import { useWorkflowData } from './api';
import { FileField } from './FileField';

const Problem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${(p) => p.theme.color.error.textOnContainer};
  font-size: ${(p) => p.theme.font.size.sm};
`;

export interface TransitionDialogProps {
  resource: ResourceDefinition;
  transition: WorkflowTransition;
  row: Row;
  onClose: () => void;
  onDone: (row: Row) => void;
}

export function TransitionDialog({ resource, transition: tr, row, onClose, onDone }: TransitionDialogProps) {
  const wf = resource.workflow!;
  const data = useWorkflowData();
  const asks = tr.asks ?? {};
  const fieldOf = (key: string) => resource.fields.find((f) => f.key === key)!;
  const recordFields: FieldDefinition[] = [
    ...(asks.assignee?.dept ? [fieldOf(wf.deptField)] : []),
    ...(asks.assignee?.person ? [fieldOf(wf.handlerField)] : []),
    ...(asks.fields ?? []).map(fieldOf),
  ];
  const options = useLookups(resource, recordFields.map((f) => f.key));
  const form = useForm<FormValues>({ defaultValues: { outcome: tr.outcomes?.[0]?.value ?? null, note: '', date: null, images: null }, mode: 'onTouched' });
  const [problem, setProblem] = useState('');
  const imageField: FieldDefinition = { key: 'images', label: asks.images?.label ?? '', type: 'images', show: [] };

  async function submit(values: FormValues) {
    setProblem('');
    const payload: Record<string, unknown> = { id: row.id, ...toPayload(recordFields, values) };
    if (tr.outcomes) payload.outcome = values.outcome;
    if (asks.note) payload.note = values.note ?? '';
    if (asks.date) payload.date = values.date ?? '';
    if (asks.images) payload.images = values.images ?? '';
    try {
      const next = await data.transition(resource, tr, payload);
      void message.success(t('workflow.transitionDone', { action: tr.label }));
      onDone(next);
      onClose();
    } catch (error) {
      setProblem(serverProblem(error).msg);
    }
  }

  const heading = `${tr.label} ${recordName(resource, row)}`.trim();
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={heading} size="md" footer={null}>
      <DialogFormLayout form={form} onSubmit={submit} onCancel={onClose} columns={1} aria-label={heading} okText={t('workflow.confirm')}>
        {tr.outcomes && (
          <FormField name="outcome" label={t('workflow.outcome')} required>
            <Select options={tr.outcomes.map((o) => ({ value: o.value, label: o.label }))} />
          </FormField>
        )}
        {recordFields.map((f) => (
          <FormField key={f.key} name={f.key} label={fieldTitle(f)} required={f.key === wf.deptField || f.key === wf.handlerField}>
            {formControl({ ...f, readonly: false }, options[f.key])}
          </FormField>
        ))}
        {asks.date && (
          <FormField name="date" label={asks.date.label} required={asks.date.required} fieldKind="choice">
            <DatePicker />
          </FormField>
        )}
        {asks.note && (
          <FormField name="note" label={asks.note.label} required={asks.note.required ? t('workflow.noteRequired', { label: asks.note.label }) : undefined} maxLength={500}>
            <TextArea rows={3} placeholder={t('modules.inputPlaceholder', { label: asks.note.label })} />
          </FormField>
        )}
        {asks.images && (
          <FormField name="images" label={asks.images.label} fieldKind="choice" required={asks.images.required}>
            <FileField field={imageField} />
          </FormField>
        )}
        {problem && <Problem role="alert">{problem}</Problem>}
      </DialogFormLayout>
    </Dialog>
  );
}
