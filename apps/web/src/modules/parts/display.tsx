/** How a field's value shows in tables and detail views. */
import { Tag } from '../../../../../src/components/Tag';
import { t } from '../../../../../src/i18n';
import { moduleOf, type FieldDefinition } from '../../../../catalogue/src';

export function fieldTitle(f: FieldDefinition): string {
  return f.unit ? `${f.label}(${f.unit})` : f.label;
}

export function displayText(system: string, f: FieldDefinition, row: Record<string, unknown>): string {
  const v = row[f.key];
  if (f.type === 'lookup') return String(row[`${f.key}Label`] ?? '');
  if (v === null || v === undefined || v === '') return '';
  if (f.type === 'enum') return moduleOf(system)?.enums.find((e) => e.code === f.enum)?.options.find((o) => o.value === v)?.label ?? String(v);
  if (f.type === 'boolean') return v ? t('modules.yes') : t('modules.no');
  return String(v);
}

export function DisplayValue({ system, field: f, row }: { system: string; field: FieldDefinition; row: Record<string, unknown> }) {
  const text = displayText(system, f, row);
  if (f.type === 'enum' && text) {
    const status = moduleOf(system)?.enums.find((e) => e.code === f.enum)?.options.find((o) => o.value === row[f.key])?.status ?? 'default';
    return <Tag status={status} size="sm">{text}</Tag>;
  }
  return <>{text}</>;
}
