/**
 * Create/edit dialog of a document with line items: the header form and the line editor, saved
 * together in one call. Line problems are found before sending (the catalogue's checks) and the
 * server's are shown on their line; nothing is saved while any line is wrong.
 */
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../../../../../src/components/Dialog';
import { DialogFormLayout, FormField, useForm } from '../../../../../../src/components/Form';
import { message } from '../../../../../../src/components/Message';
import { t } from '../../../../../../src/i18n';
import { fieldsIn, fieldTitle, type ResourceDefinition } from '../../../../../catalogue/src';
import { serverProblem, useModuleData, type Row } from '../../dataSource';
import { recordName } from '../display';
import { formControl } from '../fieldControls';
import { fieldRules, initialValues, toPayload, type FormValues } from '../fieldValues';
import { useLookups, type OptionsByField } from '../useLookups';
import { LineEditor } from './LineEditor';
import { lineFields, lineProblems, linesPayload, newLine, problemText, serverLineProblems, type EditLine, type LineProblem } from './lineModel';

const Problem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${(p) => p.theme.color.error.textOnContainer};
  font-size: ${(p) => p.theme.font.size.sm};
`;

export interface DocumentDialogProps {
  resource: ResourceDefinition;
  lineResource: ResourceDefinition;
  row?: Row;
  options: OptionsByField;
  prefill?: Record<string, unknown>;
  onClose: () => void;
  onSaved: () => void;
}

export function DocumentDialog({ resource, lineResource, row, options, prefill, onClose, onSaved }: DocumentDialogProps) {
  const data = useModuleData();
  const spec = resource.lines!;
  const fields = fieldsIn(resource.fields, 'form').filter((f) => !f.readonly);
  const lineDefs = useMemo(() => lineFields(lineResource, spec), [lineResource, spec]);
  const lineOptions = useLookups(lineResource);
  const form = useForm<FormValues>({ defaultValues: initialValues(fields, row, prefill), mode: 'onTouched' });
  // A new document starts with one line to fill in; lines that may be empty (deductions) start with none.
  const [lines, setLines] = useState<EditLine[]>(() => (row || spec.allowEmpty ? [] : [newLine(lineDefs)]));
  const [problems, setProblems] = useState<LineProblem[]>([]);
  const [problem, setProblem] = useState('');
  const lock = resource.lockedWhen;
  const locked = Boolean(row && lock && [lock.value, ...(lock.values ?? [])].includes(String(row[lock.field])));

  useEffect(() => {
    if (!row) return;
    let live = true;
    data.lines(resource, row.id).then((list) => live && setLines(list.map((l) => newLine(lineDefs, l))), (error) => live && setProblem(serverProblem(error).msg));
    return () => {
      live = false;
    };
  }, [data, resource, row, lineDefs]);

  const change = (next: EditLine[]) => {
    setLines(next);
    // Problems follow their lines only until the next check; clear them once the lines change.
    if (problems.length) setProblems(lineProblems(resource.system, lineDefs, next));
  };

  async function save(values: FormValues) {
    setProblem('');
    const found = lineProblems(resource.system, lineDefs, lines);
    setProblems(found);
    if (!lines.length && !spec.allowEmpty) return setProblem(t('documents.noLinesYet'));
    if (found.length) return setProblem(problemText(found[0]!));
    const payload = { ...(row ? { id: row.id } : {}), ...toPayload(fields, values), lines: linesPayload(lineDefs, lines) };
    try {
      await data.save(resource, payload);
    } catch (error) {
      const answer = serverProblem(error);
      const mine = answer.fields.filter((e) => fields.some((f) => f.key === e.field));
      for (const e of mine) form.setError(e.field!, { type: 'server', message: e.message }, { shouldFocus: true });
      setProblems(serverLineProblems(answer.fields));
      if (!mine.length) setProblem(answer.msg);
      return;
    }
    void message.success(t('modules.saved'));
    onSaved();
    onClose();
  }

  const rowName = row ? recordName(resource, row) : '';
  const base = t(row ? 'modules.editTitle' : 'modules.createTitle', { name: resource.name });
  const heading = rowName ? `${base} ${rowName}` : base;
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={heading} size="lg" footer={null}>
      <DialogFormLayout form={form} onSubmit={save} onCancel={onClose} columns={2} aria-label={heading}>
        {fields.map((f) => (
          <FormField key={f.key} name={f.key} label={fieldTitle(f)} span={f.type === 'textarea' ? 2 : undefined} {...fieldRules(resource, f)}>
            {formControl(f, options[f.key])}
          </FormField>
        ))}
        <LineEditor system={resource.system} name={resource.name} spec={spec} fields={lineDefs} options={lineOptions} lines={lines} problems={problems} onChange={change} readOnly={locked} />
        {problem && <Problem role="alert">{problem}</Problem>}
      </DialogFormLayout>
    </Dialog>
  );
}
