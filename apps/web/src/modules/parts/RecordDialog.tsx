/** Create/edit dialog of a resource: catalogue validation first, then the server's answer. */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../../../../src/components/Dialog';
import { message } from '../../../../../src/components/Message';
import { t } from '../../../../../src/i18n';
import { checkRules, coerce, fieldsIn, moduleOf, type FieldDefinition, type ResourceDefinition } from '../../../../catalogue/src';
import { resourceApi, serverProblem, type Row } from '../api';
import { FieldInput } from './FieldInput';
import type { OptionsByField } from './useLookups';

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space.md};
`;
const Item = styled.div`display: grid; gap: ${(p) => p.theme.space.xxs};`;
const Label = styled.label`color: ${(p) => p.theme.color.text.primary}; font-size: ${(p) => p.theme.font.size.sm};`;
const Required = styled.span`color: ${(p) => p.theme.color.error.textOnContainer};`;
const Problem = styled.span`color: ${(p) => p.theme.color.error.textOnContainer}; font-size: ${(p) => p.theme.font.size.sm};`;

type Draft = Record<string, string>;

function toDraft(fields: FieldDefinition[], row?: Row): Draft {
  return Object.fromEntries(fields.map((f) => {
    const v = row ? row[f.key] : f.defaultValue;
    return [f.key, v === null || v === undefined ? '' : String(v)];
  }));
}

/** Typed values and per-field problems, with the same rules as the server. */
export function validateDraft(system: string, fields: FieldDefinition[], draft: Draft) {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const typed = coerce(f, draft[f.key]);
    if ('error' in typed) {
      errors[f.key] = typed.error;
      continue;
    }
    const allowed = moduleOf(system)?.enums.find((e) => e.code === f.enum)?.options.map((o) => o.value);
    const problem = checkRules(f, typed.value, allowed);
    if (problem) errors[f.key] = problem;
    else values[f.key] = typed.value;
  }
  return { values, errors };
}

export interface RecordDialogProps {
  resource: ResourceDefinition;
  open: boolean;
  row?: Row;
  /** Limit the form to these fields (form state actions such as 绑定责任人). */
  only?: readonly string[];
  title?: string;
  options: OptionsByField;
  onClose: () => void;
  onSaved: () => void;
  submit?: (values: Record<string, unknown>) => Promise<unknown>;
}

export function RecordDialog({ resource, open, row, only, title, options, onClose, onSaved, submit }: RecordDialogProps) {
  const fields = only ? resource.fields.filter((f) => only.includes(f.key)) : fieldsIn(resource.fields, 'form').filter((f) => !f.readonly);
  const [draft, setDraft] = useState<Draft>(() => toDraft(fields, row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new row or reopening resets the form
  useEffect(() => { setDraft(toDraft(fields, row)); setErrors({}); setProblem(''); }, [open, row]);

  async function save() {
    const { values, errors: found } = validateDraft(resource.system, fields, draft);
    setErrors(found);
    setProblem('');
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const payload = row ? { id: row.id, ...values } : values;
      await (submit ? submit(payload) : resourceApi.save(resource, payload));
      void message.success(t('modules.saved'));
      onSaved();
      onClose();
    } catch (error) {
      setProblem(serverProblem(error).msg);
    } finally {
      setSaving(false);
    }
  }

  const heading = title ?? t(row ? 'modules.editTitle' : 'modules.createTitle', { name: resource.name });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={heading} size="lg" okLoading={saving} onOk={() => void save()} onCancel={onClose}>
      <FormGrid>
        {fields.map((f) => {
          const id = `field-${resource.key}-${f.key}`;
          return (
            <Item key={f.key}>
              <Label htmlFor={id}>{f.rules?.required && <Required aria-hidden>* </Required>}{f.unit ? `${f.label}(${f.unit})` : f.label}</Label>
              <FieldInput id={id} field={f} value={draft[f.key] ?? ''} options={options[f.key]} status={errors[f.key] ? 'error' : undefined}
                onChange={(v) => setDraft((d) => ({ ...d, [f.key]: v }))} />
              {errors[f.key] && <Problem role="alert">{errors[f.key]}</Problem>}
            </Item>
          );
        })}
      </FormGrid>
      {problem && <Problem role="alert">{problem}</Problem>}
    </Dialog>
  );
}
