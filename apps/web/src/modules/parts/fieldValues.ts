/**
 * Catalogue fields ↔ form values: what each control holds, the catalogue's validation (the
 * same rules and Chinese messages as the server) and the typed payload that is sent.
 */
import { checkRules, coerce, enumValuesOf, recordRuleProblems, type FieldDefinition, type RecordRule, type ResourceDefinition } from '../../../../catalogue/src';
import type { Row } from '../dataSource';

export type FormValues = Record<string, unknown>;

/** The value a field's control holds: strings for selects and texts, numbers, booleans, null when empty. */
export function controlValue(f: FieldDefinition, raw: unknown): unknown {
  if (f.type === 'multiEnum' || f.type === 'lookupMany') return Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' && raw ? raw.split(',') : [];
  if (f.type === 'time') return raw === null || raw === undefined || raw === '' ? null : String(raw);
  if (f.type === 'number' || f.type === 'integer') return typeof raw === 'number' ? raw : raw === null || raw === undefined || raw === '' ? null : Number(raw);
  if (f.type === 'boolean') return raw === true || raw === 'true';
  if (f.type === 'enum' || f.type === 'lookup' || f.type === 'date' || f.type === 'datetime') return raw === null || raw === undefined || raw === '' ? null : String(raw);
  return raw === null || raw === undefined ? '' : String(raw);
}

/** Initial values: the row being edited, else the field defaults and the given prefill. */
export function initialValues(fields: readonly FieldDefinition[], row?: Row, prefill: Record<string, unknown> = {}): FormValues {
  return Object.fromEntries(fields.map((f) => [f.key, controlValue(f, row ? row[f.key] : prefill[f.key] ?? f.defaultValue)]));
}

/** The catalogue check of one value: a Chinese message, or true. */
export function checkValue(system: string, f: FieldDefinition, value: unknown): string | true {
  const typed = coerce(f, value);
  if ('error' in typed) return typed.error;
  return checkRules(f, typed.value, enumValuesOf(system, f)) ?? true;
}

/** Record rules ("最大净重不能小于最小净重") reported on their first field. */
export function checkRecordRules(rules: readonly RecordRule[], key: string, values: FormValues): string | true {
  return recordRuleProblems(rules, values).find((p) => p.field === key)?.message ?? true;
}

/**
 * The message of a field every record of this view must fill: a `requiredWhen` rule on the field
 * the view's rows are kept by (rowsWhere), for the view's own value (a ledger's 身份证号).
 */
function requiredInView(resource: ResourceDefinition, f: FieldDefinition): string | undefined {
  const kept = resource.rowsWhere;
  if (!kept) return undefined;
  const rule = (resource.recordRules ?? []).find((r) => r.kind === 'requiredWhen' && r.field === f.key && r.when === kept.field && r.values.includes(kept.value));
  return rule?.kind === 'requiredWhen' ? rule.message : undefined;
}

/** FormField props of a field: the required mark and the validators. */
export function fieldRules(resource: ResourceDefinition, f: FieldDefinition) {
  return {
    // The catalogue's message for an empty required field (checkRules of an empty value).
    required: (f.rules?.required && checkRules(f, null)) || requiredInView(resource, f) || undefined,
    validate: {
      catalogue: (value: unknown) => checkValue(resource.system, f, value),
      record: (_value: unknown, values: FormValues) => checkRecordRules(resource.recordRules ?? [], f.key, values),
    },
  };
}

/** Typed values for the call (numbers for lookups, 'YYYY-MM-DD HH:mm:ss' datetimes, null when empty). */
export function toPayload(fields: readonly FieldDefinition[], values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const f of fields) {
    const typed = coerce(f, values[f.key]);
    payload[f.key] = 'error' in typed ? values[f.key] : typed.value;
  }
  return payload;
}

/** Search-form values → list filters: like/eq by key, ranges as <key>Start / <key>End. */
export function toFilters(fields: readonly FieldDefinition[], values: FormValues): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const f of fields) {
    const value = values[f.key];
    if (f.filter === 'range') {
      if (Array.isArray(value)) {
        // Dates come as strings, numbers as numbers; an empty end stays out of the filters.
        const [from, to] = value as [unknown, unknown];
        if (from !== null && from !== undefined && from !== '') filters[`${f.key}Start`] = String(from);
        if (to !== null && to !== undefined && to !== '') filters[`${f.key}End`] = String(to);
      }
    } else if (value !== null && value !== undefined && String(value).trim() !== '') filters[f.key] = String(value).trim();
  }
  return filters;
}
