/**
 * Typing and checks of the field kinds of fieldKinds.ts, shared by the server (authoritative)
 * and the web forms: lists from a JSON array or "a,b" / "a、b" text, HH:mm times.
 */
import { fill as say } from '../../../../src/i18n/fill';
import { modules } from '../../../../src/i18n/messages/modules';
import { config } from '../../../../src/i18n/messages/config';
import { MAX_MANY, TIME_OF_DAY } from './fieldKinds';
import type { FieldDefinition } from './fields';

const messages = { ...modules, ...config };

export type ManyValue = string[] | number[];

/** The items of a list value: an array, or text split on commas and 、 (imports, query strings). */
function itemsOf(raw: unknown): unknown[] | null {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') return raw.split(/[,，、]/).map((s) => s.trim()).filter(Boolean);
  if (typeof raw === 'number') return [raw];
  return null;
}

/** A list field's value: distinct strings (multiEnum) or distinct row ids (lookupMany); null when empty. */
export function coerceMany(f: FieldDefinition, raw: unknown): { value: ManyValue | null } | { error: string } {
  const label = f.label;
  const items = itemsOf(raw);
  if (!items) return { error: say(messages.badFormat, { label }) };
  if (!items.length) return { value: null };
  if (items.length > MAX_MANY) return { error: say(messages.tooMany, { label, max: MAX_MANY }) };
  if (f.type === 'lookupMany') {
    const ids = items.map((x) => (typeof x === 'number' ? x : typeof x === 'string' && /^\d{1,10}$/.test(x.trim()) ? Number(x) : NaN));
    if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > 2_147_483_647)) return { error: say(messages.badInteger, { label }) };
    return { value: [...new Set(ids)] };
  }
  if (items.some((x) => typeof x !== 'string' && typeof x !== 'number')) return { error: say(messages.badFormat, { label }) };
  return { value: [...new Set(items.map((x) => String(x).trim()))] };
}

/** HH:mm (a leading "H:mm" is padded); an error for anything else. */
export function coerceTime(f: FieldDefinition, raw: string): { value: string } | { error: string } {
  const s = /^\d:\d{2}$/.test(raw) ? `0${raw}` : raw.length === 8 && raw.endsWith(':00') ? raw.slice(0, 5) : raw;
  return TIME_OF_DAY.test(s) ? { value: s } : { error: say(messages.badTime, { label: f.label }) };
}

/** Rule checks of a list value: every enum option known, the count within rules.max. */
export function checkMany(f: FieldDefinition, value: ManyValue, enumValues?: readonly string[]): string | null {
  const label = f.label;
  if (f.type === 'multiEnum' && enumValues && (value as string[]).some((v) => !enumValues.includes(v))) return say(messages.badEnum, { label });
  if (f.rules?.max !== undefined && value.length > f.rules.max) return say(messages.tooMany, { label, max: f.rules.max });
  return null;
}
