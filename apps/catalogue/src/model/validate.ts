/**
 * Field values from the wire or a form (JSON values or strings) to typed values, with the
 * catalogue's validation rules. Shared by the server (authoritative) and the web dialogs
 * (early feedback). Every failure is a Chinese message naming the field by its label.
 */
import { modules as messages } from '../../../../src/i18n/messages/modules';
import type { EnumDefinition, FieldDefinition, RecordRule } from './fields';

function say(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

export type Value = string | number | boolean | null;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;
const DEFAULT_PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

export function validDate(text: string): boolean {
  const d = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text.slice(0, 10);
}

/** Converts one raw value; returns the typed value or an error message. */
export function coerce(f: FieldDefinition, raw: unknown): { value: Value } | { error: string } {
  const label = f.label;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { value: null };
  const text = typeof raw === 'string' ? raw.trim() : raw;
  switch (f.type) {
    case 'number':
    case 'integer':
    case 'lookup': {
      const n = typeof text === 'number' ? text : typeof text === 'string' ? Number(text) : NaN;
      if (!Number.isFinite(n)) return { error: say(messages.badNumber, { label }) };
      if (f.type !== 'number' && !Number.isInteger(n)) return { error: say(messages.badInteger, { label }) };
      return { value: n };
    }
    case 'boolean': {
      if (typeof text === 'boolean') return { value: text };
      const s = String(text);
      if (['true', '1', messages.yes].includes(s)) return { value: true };
      if (['false', '0', messages.no].includes(s)) return { value: false };
      return { error: say(messages.badBoolean, { label }) };
    }
    default: {
      if (typeof text !== 'string' && typeof text !== 'number') return { error: say(messages.badFormat, { label }) };
      const s = String(text);
      if (f.type === 'date' && (!DATE.test(s) || !validDate(s))) return { error: say(messages.badDate, { label }) };
      if (f.type === 'datetime') {
        if (!DATETIME.test(s) || !validDate(s)) return { error: say(messages.badDatetime, { label }) };
        const normal = s.replace('T', ' ');
        return { value: normal.length === 16 ? `${normal}:00` : normal };
      }
      return { value: s };
    }
  }
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
  const [a, b] = f.derived.of;
  const x = values[a];
  const y = values[b];
  return typeof x === 'number' && typeof y === 'number' ? Math.round((x - y) * 100) / 100 : null;
}

/** The broken record rules ("毛重不能小于皮重"), in rule order, each reported on its first field. */
export function recordRuleProblems(rules: readonly RecordRule[], values: Record<string, unknown>): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  for (const rule of rules) {
    const a = values[rule.field];
    const b = values[rule.other];
    if (typeof a === 'number' && typeof b === 'number' && a < b) problems.push({ field: rule.field, message: rule.message });
  }
  return problems;
}
