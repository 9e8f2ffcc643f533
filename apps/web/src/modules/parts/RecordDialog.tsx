/** Create/edit dialog of a resource: catalogue validation in the form, then the server's answer next to its fields. */
import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../../../../src/components/Dialog';
import { DialogFormLayout, FormField, useForm } from '../../../../../src/components/Form';
import { message } from '../../../../../src/components/Message';
import { t } from '../../../../../src/i18n';
import { fieldsIn, fieldTitle, type ResourceDefinition } from '../../../../catalogue/src';
import { serverProblem, useModuleData, type Row } from '../dataSource';
import { recordName } from './display';
import { formControl } from './fieldControls';
import { cascadeOptions } from './cascade';
import { fieldRules, initialValues, toPayload, type FormValues } from './fieldValues';
import type { OptionsByField } from './useLookups';
import { useFills } from './useFills';
import { VerifyRow } from './VerifyRow';

const Problem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${(p) => p.theme.color.error.textOnContainer};
  font-size: ${(p) => p.theme.font.size.sm};
`;

export interface RecordDialogProps {
  resource: ResourceDefinition;
  /** The record being edited; none for a new one. */
  row?: Row;
  /** Limit the form to these fields (form state actions such as 绑定责任人). */
  only?: readonly string[];
  title?: string;
  options: OptionsByField;
  /** Values a new record starts with (the facility chosen in a tree). */
  prefill?: Record<string, unknown>;
  onClose: () => void;
  onSaved: () => void;
  submit?: (values: Record<string, unknown>) => Promise<unknown>;
}

export function RecordDialog({ resource, row, only, title, options, prefill, onClose, onSaved, submit }: RecordDialogProps) {
  const data = useModuleData();
  const fields = only ? resource.fields.filter((f) => only.includes(f.key)) : fieldsIn(resource.fields, 'form').filter((f) => !f.readonly);
  const form = useForm<FormValues>({ defaultValues: initialValues(fields, row, prefill), mode: 'onTouched' });
  const [problem, setProblem] = useState('');
  useFills(resource, fields, form);
  const values = form.watch();

  async function save(values: FormValues) {
    setProblem('');
    const payload = { ...(row ? { id: row.id } : {}), ...toPayload(fields, values) };
    try {
      await (submit ? submit(payload) : data.save(resource, payload));
    } catch (error) {
      const found = serverProblem(error);
      const mine = found.fields.filter((e) => fields.some((f) => f.key === e.field));
      for (const e of mine) form.setError(e.field!, { type: 'server', message: e.message }, { shouldFocus: true });
      if (!mine.length) setProblem(found.msg);
      return;
    }
    void message.success(t('modules.saved'));
    onSaved();
    onClose();
  }

  const rowName = row ? recordName(resource, row) : '';
  const base = title ?? t(row ? 'modules.editTitle' : 'modules.createTitle', { name: resource.name });
  const heading = rowName ? `${base} ${rowName}` : base;
  const columns = fields.length > 2 ? 2 : 1;
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={heading} size={columns === 2 ? 'lg' : 'md'} footer={null}>
      <DialogFormLayout form={form} onSubmit={save} onCancel={onClose} columns={columns} aria-label={heading}>
        {fields.map((f) => (
          <Fragment key={f.key}>
            <FormField name={f.key} label={fieldTitle(f)} span={columns === 2 && (f.type === 'textarea' || f.verify) ? 2 : undefined} {...fieldRules(resource, f)}>
              {formControl(f, cascadeOptions(f, options[f.key], values))}
            </FormField>
            {f.verify && <VerifyRow resource={resource} field={f} values={values} />}
          </Fragment>
        ))}
        {problem && <Problem role="alert">{problem}</Problem>}
      </DialogFormLayout>
    </Dialog>
  );
}
