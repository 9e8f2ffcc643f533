/** Display values of rows for exports: labels of lookups and enums, 是/否 for booleans. */
import { enumLabel, type FieldDefinition } from '../../../catalogue/src';
import { messages } from './messages';

export function headerOf(f: Pick<FieldDefinition, 'label' | 'unit'>): string {
  return f.unit ? `${f.label}(${f.unit})` : f.label;
}

export function displayValue(system: string, f: FieldDefinition, row: Record<string, unknown>): unknown {
  const v = row[f.key];
  if (v === null || v === undefined) return f.type === 'lookup' ? (row[`${f.key}Label`] ?? null) : null;
  if (f.type === 'lookup') return row[`${f.key}Label`] ?? null;
  if (f.type === 'enum') return enumLabel(system, f.enum!, v);
  if (f.type === 'boolean') return v ? messages.yes : messages.no;
  return v;
}

/** The cell of a field from what exportSource read (a lookup's label already): displayValue's rules. */
export function exportCell(system: string, f: FieldDefinition, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (f.type === 'enum') return enumLabel(system, f.enum!, v);
  if (f.type === 'boolean') return v ? messages.yes : messages.no;
  return v;
}
