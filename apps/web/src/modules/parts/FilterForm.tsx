/** The search form of a resource list or a report: design-system SearchForm over catalogue filter fields. */
import { useEffect, type ReactElement } from 'react';
import { FormField, labelWidthFor, SearchForm, useForm } from '../../../../../src/components/Form';
import { t } from '../../../../../src/i18n';
import type { FieldDefinition } from '../../../../catalogue/src';
import { filterControl } from './fieldControls';
import { toFilters, type FormValues } from './fieldValues';
import type { OptionsByField } from './useLookups';

export type Filters = Record<string, string>;

export interface FilterFormProps {
  fields: readonly FieldDefinition[];
  options: OptionsByField;
  onSearch: (filters: Filters) => void;
  /** Values the form starts (and resets) with, e.g. a report's date range. */
  defaults?: FormValues;
  /** Extra leading fields that are not catalogue filters (a report's date range). */
  leading?: ReactElement[];
  'aria-label'?: string;
  /** Turns the leading fields' values into filters. */
  leadingFilters?: (values: FormValues) => Filters;
  /** Filters to show in the form (a saved query picked); 重置 still returns to `defaults`. */
  applied?: Filters;
}

/** The form values that give these filters (the inverse of toFilters). */
export function filterValues(fields: readonly FieldDefinition[], filters: Filters): FormValues {
  return Object.fromEntries(fields.map((f) => {
    if (f.filter === 'range') {
      const start = filters[`${f.key}Start`];
      const end = filters[`${f.key}End`];
      return [f.key, start && end ? [start, end] : null];
    }
    const value = filters[f.key];
    return [f.key, value === undefined ? (f.type === 'enum' || f.type === 'lookup' || f.type === 'boolean' ? null : '') : value];
  }));
}

export function FilterForm({ fields, options, onSearch, defaults = {}, leading = [], leadingFilters, applied, ...rest }: FilterFormProps) {
  const form = useForm<FormValues>({
    defaultValues: { ...Object.fromEntries(fields.map((f) => [f.key, f.filter === 'range' || f.type === 'enum' || f.type === 'lookup' || f.type === 'boolean' ? null : ''])), ...defaults },
  });
  useEffect(() => {
    if (applied) form.reset({ ...form.getValues(), ...filterValues(fields, applied) }, { keepDefaultValues: true });
  }, [applied, fields, form]);
  if (!fields.length && !leading.length) return null;
  const labels = [...leading.map((el) => String((el.props as { label?: string }).label ?? '')), ...fields.map((f) => f.label)];
  return (
    <SearchForm form={form} aria-label={rest['aria-label'] ?? t('modules.search')} labelWidth={labelWidthFor(labels)}
      onSearch={(values) => onSearch({ ...leadingFilters?.(values), ...toFilters(fields, values) })}>
      {leading}
      {fields.map((f) => (
        <FormField key={f.key} name={f.key} label={f.label}>{filterControl(f, options[f.key])}</FormField>
      ))}
    </SearchForm>
  );
}
