/**
 * The detail lines of a document as the editor holds them (no React): which fields a line
 * shows, new/copied/moved/removed lines, derived values (amount = quantity × price), the
 * catalogue's checks per line with its number, totals, and the payload that is sent.
 */
import { derivedValue, fieldsIn, type FieldDefinition, type LinesSpec, type ResourceDefinition } from '../../../../../catalogue/src';
import { documents as text } from '../../../../../../src/i18n/messages/documents';
import { fill } from '../../../../../../src/i18n/fill';
import { checkValue, controlValue, toPayload, type FormValues } from '../fieldValues';

export interface EditLine {
  /** A local key for React (rows move and are copied). */
  key: string;
  values: FormValues;
}

export interface LineProblem {
  /** 1-based line number. */
  line: number;
  field: string;
  message: string;
}

let seq = 0;
const nextKey = () => `line-${++seq}`;

/** The line fields the editor shows: form fields without the header link and the order. */
export function lineFields(resource: ResourceDefinition, spec: LinesSpec): FieldDefinition[] {
  return fieldsIn(resource.fields, 'form').filter((f) => f.key !== spec.parentField && f.key !== spec.orderField);
}

export function newLine(fields: readonly FieldDefinition[], from?: Record<string, unknown>): EditLine {
  return { key: nextKey(), values: Object.fromEntries(fields.map((f) => [f.key, controlValue(f, from ? from[f.key] : f.defaultValue)])) };
}

export const copyLine = (lines: EditLine[], i: number): EditLine[] => [...lines.slice(0, i + 1), { key: nextKey(), values: { ...lines[i]!.values } }, ...lines.slice(i + 1)];
export const removeLine = (lines: EditLine[], i: number): EditLine[] => lines.filter((_, j) => j !== i);

export function moveLine(lines: EditLine[], i: number, by: -1 | 1): EditLine[] {
  const j = i + by;
  if (j < 0 || j >= lines.length) return lines;
  const next = [...lines];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

export function setValue(lines: EditLine[], i: number, key: string, value: unknown): EditLine[] {
  return lines.map((l, j) => (j === i ? { ...l, values: { ...l.values, [key]: value } } : l));
}

/** Typed values of a line with its derived fields computed as the server computes them. */
export function typedLine(fields: readonly FieldDefinition[], line: EditLine): Record<string, unknown> {
  const typed = toPayload(fields.filter((f) => !f.readonly), line.values);
  for (const f of fields.filter((x) => x.derived)) typed[f.key] = derivedValue(f, typed);
  return typed;
}

/** Every problem of every line, in line order, with the server's messages. */
export function lineProblems(system: string, fields: readonly FieldDefinition[], lines: readonly EditLine[]): LineProblem[] {
  const out: LineProblem[] = [];
  lines.forEach((l, i) => {
    for (const f of fields.filter((x) => !x.readonly)) {
      const ok = checkValue(system, f, l.values[f.key]);
      if (ok !== true) out.push({ line: i + 1, field: f.key, message: ok });
    }
  });
  return out;
}

export const problemText = (p: LineProblem) => fill(text.lineError, { line: p.line, message: p.message });

/** Sums of the declared totals over the lines (numbers only), rounded to the cent. */
export function lineTotals(spec: LinesSpec, fields: readonly FieldDefinition[], lines: readonly EditLine[]): Record<string, number> {
  const typed = lines.map((l) => typedLine(fields, l));
  return Object.fromEntries((spec.totals ?? []).map((t) => [t.field, Math.round(typed.reduce((s, l) => s + (typeof l[t.field] === 'number' ? (l[t.field] as number) : 0), 0) * 100) / 100]));
}

/** The lines as the save call takes them. */
export function linesPayload(fields: readonly FieldDefinition[], lines: readonly EditLine[]): Record<string, unknown>[] {
  return lines.map((l) => toPayload(fields.filter((f) => !f.readonly), l.values));
}

/** The server's line problems ({ field: 'lines.<i>.<key>' }) as editor problems. */
export function serverLineProblems(errors: readonly { field?: string; message: string }[]): LineProblem[] {
  return errors.flatMap((e) => {
    const m = /^lines\.(\d+)\.(\w+)$/.exec(e.field ?? '');
    return m ? [{ line: Number(m[1]) + 1, field: m[2]!, message: e.message }] : [];
  });
}
