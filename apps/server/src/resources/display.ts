/** Display values of rows for exports: labels of lookups and enums, 是/否 for booleans. */
import { enumLabel, type FieldDefinition } from '../../../catalogue/src';
import { messages } from './messages';

export function headerOf(f: Pick<FieldDefinition, 'label' | 'unit'>): string {
  return f.unit ? `${f.label}(${f.unit})` : f.label;
}

/** The display value of a field of an API row (a lookup's is its `<key>Label`). */
export function displayValue(system: string, f: FieldDefinition, row: Record<string, unknown>): unknown {
  return exportCell(system, f, f.type === 'lookup' ? row[`${f.key}Label`] : row[f.key]);
}

/** The display value of one read value (for a lookup, its label, as exportSource reads it). */
export function exportCell(system: string, f: FieldDefinition, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (f.type === 'enum') return enumLabel(system, f.enum!, v);
  if (f.type === 'boolean') return v ? messages.yes : messages.no;
  return v;
}
