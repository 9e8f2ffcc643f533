/**
 * Field values from the wire or a form (JSON values or strings) to typed values, with the
 * catalogue's validation rules. Shared by the server (authoritative) and the web dialogs
 * (early feedback). Every failure is a Chinese message naming the field by its label.
 */
import { fill as say } from '../../../../src/i18n/fill';
import { modules as messages } from '../../../../src/i18n/messages/modules';
import { workflow as wfMessages } from '../../../../src/i18n/messages/workflow';
import type { EnumDefinition, FieldDefinition, RecordRule } from './fields';
import { isMany } from './fieldKinds';
import { coerceGeo, isGeo } from './geoKinds';
import { checkMany, coerceMany, coerceTime, type ManyValue } from './validateKinds';

/** A field's typed value; lists for multiEnum / lookupMany (fieldKinds.ts). */
export type Value = string | number | boolean | null | ManyValue;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const DEFAULT_PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
/** Plain decimal notation only: "0x0A", "1e3", "Infinity" and "" are not numbers here. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/**
 * Characters refused in text: C0/C1 controls other than tab and line breaks, bidi overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069: text that displays reversed) and lone surrogates.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;

/** The database's ranges: integer columns and ids, and what a sane double precision field holds. */
export const INT_MAX = 2_147_483_647;
export const INT_MIN = -2_147_483_648;
export const NUMBER_LIMIT = 1e15;

/** A real calendar date in years 1–9999 (PostgreSQL has no year 0; JavaScript does). */
export function validDate(text: string): boolean {
  if (!DATE.test(text.slice(0, 10)) || text.startsWith('0000')) return false;
  const d = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text.slice(0, 10);
}

/** `YYYY-MM-DD HH:mm[:ss]` with a real date and a real time of day. */
export function validDatetime(text: string): boolean {
  const m = DATETIME.exec(text);
  return !!m && validDate(m[1]!) && Number(m[2]) <= 23 && Number(m[3]) <= 59 && Number(m[4] ?? 0) <= 59;
}

/** Text a person could have typed: no control characters, bidi overrides or lone surrogates. */
export function safeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

/** A decimal number from a JSON number or a decimal string; NaN otherwise. */
export function decimal(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  return typeof raw === 'string' && DECIMAL.test(raw.trim()) ? Number(raw.trim()) : NaN;
}

/** Converts one raw value; returns the typed value or an error message. */
export function coerce(f: FieldDefinition, raw: unknown): { value: Value } | { error: string } {
  const label = f.label;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { value: null };
  if (isMany(f.type)) return coerceMany(f, raw);
  if (isGeo(f.type)) return coerceGeo(f, raw);
  const text = typeof raw === 'string' ? raw.trim() : raw;
  switch (f.type) {
    case 'number':
    case 'integer':
    case 'lookup': {
      const n = decimal(text);
      if (!Number.isFinite(n)) return { error: say(messages.badNumber, { label }) };
      if (f.type !== 'number' && !Number.isInteger(n)) return { error: say(messages.badInteger, { label }) };
      const [min, max] = f.type === 'number' ? [-NUMBER_LIMIT, NUMBER_LIMIT] : f.type === 'lookup' ? [1, INT_MAX] : [INT_MIN, INT_MAX];
      if (n < min || n > max) return { error: say(messages.outOfRange, { label }) };
      return { value: n };
    }
    case 'boolean': {
      if (typeof text === 'boolean') return { value: text };
      const s = String(text);
      if (['true', '1', messages.yes].includes(s)) return { value: true };
      if (['false', '0', messages.no].includes(s)) return { value: false };
      return { error: say(messages.badBoolean, { label }) };
    }
    case 'images':
    case 'attachments':
      return fileIds(f, text);
    default: {
      if (typeof text !== 'string' && typeof text !== 'number') return { error: say(messages.badFormat, { label }) };
      const s = String(text);
      if (!safeText(s)) return { error: say(messages.badCharacters, { label }) };
      if (f.type === 'date' && (!DATE.test(s) || !validDate(s))) return { error: say(messages.badDate, { label }) };
      if (f.type === 'time') return coerceTime(f, s);
      if (f.type === 'datetime') {
        if (!validDatetime(s)) return { error: say(messages.badDatetime, { label }) };
        const normal = s.replace('T', ' ');
        return { value: normal.length === 16 ? `${normal}:00` : normal };
      }
      // Plates and the like are stored in capitals whatever was typed (浙a·d1234 → 浙A·D1234).
      return { value: f.rules?.upperCase ? s.toUpperCase() : s };
    }
  }
}

const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Files of an images / attachments field: an array of ids or their comma-separated list, stored comma-separated. */
function fileIds(f: FieldDefinition, raw: unknown): { value: Value } | { error: string } {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : null;
  const ids = list?.map((x) => (typeof x === 'string' ? x.trim() : typeof x === 'object' && x && 'id' in x ? String((x as { id: unknown }).id) : '')).filter(Boolean);
  if (!ids || ids.some((id) => !FILE_ID.test(id))) return { error: say(messages.badFormat, { label: f.label }) };
  const max = f.maxFiles ?? 9;
  if (ids.length > max) return { error: say(wfMessages.tooManyFiles, { label: f.label, max }) };
  return { value: ids.length ? [...new Set(ids)].join(',') : null };
}

/** Today (local calendar day) plus `days`, as YYYY-MM-DD. */
export function dayAhead(days: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Rule checks on a typed, non-empty value. */
export function checkRules(f: FieldDefinition, value: Value, enumValues?: readonly string[]): string | null {
  const r = f.rules ?? {};
  const label = f.label;
  if (value === null) return r.required ? say(messages.required, { label }) : null;
  if (Array.isArray(value)) return checkMany(f, value, enumValues);
  if (typeof value === 'string' && (f.type === 'date' || f.type === 'datetime')) {
    const day = value.slice(0, 10);
    if (r.minDate && day < r.minDate) return say(messages.dateTooEarly, { label, min: r.minDate });
    const max = r.maxDaysAhead === undefined ? undefined : dayAhead(r.maxDaysAhead);
    if (max && day > max) return say(messages.dateTooLate, { label, max });
  }
  if (typeof value === 'string') {
    if (r.maxLength && [...value].length > r.maxLength) return say(messages.tooLong, { label, max: r.maxLength });
    if (f.type === 'enum' && enumValues && !enumValues.includes(value)) return say(messages.badEnum, { label });
    if (f.type === 'coordinates') {
      const m = /^(-?\d{1,3}(?:\.\d+)?),\s*(-?\d{1,2}(?:\.\d+)?)$/.exec(value);
      const lng = m ? Number(m[1]) : NaN;
      const lat = m ? Number(m[2]) : NaN;
      if (!m || lng < 73 || lng > 136 || lat < 3 || lat > 54) return say(messages.badCoordinates, { label });
    }
    if (f.type === 'phone' && !r.pattern && !DEFAULT_PHONE.test(value)) return r.patternMessage ?? say(messages.badFormat, { label });
    if (r.pattern && !new RegExp(r.pattern).test(value)) return r.patternMessage ?? say(messages.badFormat, { label });
  }
  if (typeof value === 'number') {
    if (r.min !== undefined && r.max !== undefined && (value < r.min || value > r.max)) return say(messages.range, { label, min: r.min, max: r.max });
    if (r.min !== undefined && value < r.min) return say(messages.tooSmall, { label, min: r.min });
    if (r.max !== undefined && value > r.max) return say(messages.tooLarge, { label, max: r.max });
    if (r.precision !== undefined && Math.abs(Math.round(value * 10 ** r.precision) - value * 10 ** r.precision) > 1e-6) {
      return say(messages.precision, { label, digits: r.precision });
    }
  }
  return null;
}

/** The values an enum field allows in its module's enums (undefined when it names none). */
export function enumValues(enums: readonly EnumDefinition[] | undefined, f: FieldDefinition): string[] | undefined {
  return enums?.find((e) => e.code === f.enum)?.options.map((o) => o.value);
}

/** A derived field's value (net = gross − tare, to the hundredth); null unless both are numbers. */
export function derivedValue(f: FieldDefinition, values: Record<string, unknown>): number | null {
  if (!f.derived) return null;
  if (f.derived.kind === 'sum') {
    const parts = f.derived.of.map((k) => values[k]);
    return parts.every((v) => typeof v === 'number') ? Math.round((parts as number[]).reduce((s, v) => s + v, 0) * 100) / 100 : null;
  }
  const [a, b] = f.derived.of;
  const x = values[a];
  const y = values[b];
  if (typeof x !== 'number' || typeof y !== 'number') return null;
  return Math.round((f.derived.kind === 'product' ? x * y : x - y) * 100) / 100;
}

/** The broken record rules ("毛重不能小于皮重"), in rule order, each reported on its first field. */
export function recordRuleProblems(rules: readonly RecordRule[], values: Record<string, unknown>): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  for (const rule of rules) {
    const a = values[rule.field];
    if (rule.kind === 'requiredWhen') {
      if (empty(a) && rule.values.includes(String(values[rule.when] ?? ''))) problems.push({ field: rule.field, message: rule.message });
      continue;
    }
    const b = values[rule.other];
    // Dates, datetimes (YYYY-MM-DD…) and times of day (HH:mm) compare as text: a period's end not before its start.
    const dated = (v: unknown): v is string => typeof v === 'string' && /^(\d{4}-\d{2}-\d{2}|\d{2}:\d{2}$)/.test(v);
    if ((typeof a === 'number' && typeof b === 'number' && a < b) || (dated(a) && dated(b) && a < b)) problems.push({ field: rule.field, message: rule.message });
  }
  return problems;
}
