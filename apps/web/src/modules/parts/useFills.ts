/**
 * Form fills (issue 15): when a lookup that declares `fills` changes, the server says what the
 * picked record puts into the other fields (its unit, its standard tare) and they are set —
 * only fields of this form, and never while the record is being opened for editing.
 */
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { message } from '../../../../../src/components/Message';
import { t } from '../../../../../src/i18n';
import { fieldTitle, type FieldDefinition, type ResourceDefinition } from '../../../../catalogue/src';
import { useModuleData } from '../dataSource';
import { controlValue, type FormValues } from './fieldValues';

export function useFills(resource: ResourceDefinition, fields: readonly FieldDefinition[], form: UseFormReturn<FormValues>): void {
  const data = useModuleData();
  const sources = fields.filter((f) => f.type === 'lookup' && f.fills?.length);
  const last = useRef<Record<string, unknown>>({});
  useEffect(() => {
    if (!sources.length || !data.fill) return;
    for (const f of sources) last.current[f.key] = form.getValues(f.key);
    const subscription = form.watch((values, { name }) => {
      const f = sources.find((x) => x.key === name);
      if (!f) return;
      const id = Number(values[f.key]);
      if (last.current[f.key] === values[f.key]) return;
      last.current[f.key] = values[f.key];
      if (!Number.isInteger(id) || id <= 0) return;
      void data.fill!(resource, f.key, id).then((filled) => {
        // The user may have picked another record meanwhile.
        if (Number(form.getValues(f.key)) !== id) return;
        const set: string[] = [];
        for (const target of fields) {
          if (target.key === f.key || !(target.key in filled)) continue;
          form.setValue(target.key, controlValue(target, filled[target.key]), { shouldDirty: true, shouldValidate: true });
          set.push(fieldTitle(target));
        }
        if (set.length) void message.info(t('lists.filled', { label: f.label, fields: set.join('、') }));
      }, () => undefined);
    });
    return () => subscription.unsubscribe();
    // The form and its fields are fixed for the dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, resource, form]);
}
