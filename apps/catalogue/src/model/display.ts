/**
 * How catalogue values read to people, the same in every place that shows them: the web's
 * tables, forms and detail views, the server's exports, imports and print views, and the
 * Storybook screens. Texts come from the zh-CN catalogue in src/i18n.
 */
import { fill } from '../../../../src/i18n/fill';
import { modules as messages } from '../../../../src/i18n/messages/modules';
import { enumLabel } from '../registry';
import type { FieldDefinition } from './fields';

export { fill };

// The title lives with the field model (reports read it without the enum registry).
export { fieldTitle } from './fields';

/** 是 or 否. */
export function yesNo(value: unknown): string {
  return value ? messages.yes : messages.no;
}

/** What a row holds for a field as shown: a lookup's `<key>Label`, else the field's own value. */
export function shownValue(f: FieldDefinition, row: Record<string, unknown>): unknown {
  return f.type === 'lookup' || f.type === 'lookupMany' ? row[`${f.key}Label`] : row[f.key];
}

/**
 * One value as a cell shows it: an enum's label, 是/否 for a boolean, null when empty, anything
 * else as it is (numbers stay numbers in a sheet). A lookup's value here is its label.
 */
export function displayCell(system: string, f: FieldDefinition, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (f.type === 'enum') return enumLabel(system, f.enum!, value);
  if (f.type === 'multiEnum') return (Array.isArray(value) ? value : [value]).map((v) => enumLabel(system, f.enum!, v)).join('、');
  if (f.type === 'boolean') return yesNo(value);
  return value;
}

/** A field of an API row as text ('' when empty): an enum's label, 是/否, a lookup's label. */
export function displayValue(system: string, f: FieldDefinition, row: Record<string, unknown>): string {
  const value = shownValue(f, row);
  if (value === '') return '';
  const cell = displayCell(system, f, value);
  return cell === null ? '' : String(cell);
}
