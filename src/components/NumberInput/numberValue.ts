/** Pure number rules of NumberInput, kept apart so they are unit-tested without a browser. */
export interface NumberRules {
  min?: number;
  max?: number;
  precision?: number;
}

/** Rounds half away from zero at `precision` decimals, avoiding 1.005 → 1.00 float surprises. */
export function roundTo(value: number, precision?: number): number {
  if (precision == null) return value;
  const factor = 10 ** precision;
  return Math.sign(value) * Math.round(Math.abs(value) * factor + Number.EPSILON * factor) / factor;
}

export function normalize(value: number, { min = -Infinity, max = Infinity, precision }: NumberRules): number {
  return Math.min(max, Math.max(min, roundTo(value, precision)));
}

/** '' → null; text that is not a number → undefined (meaning "keep the old value"). */
export function parseNumber(text: string): number | null | undefined {
  const cleaned = text.trim().replace(/,/g, '');
  if (cleaned === '') return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** Adds `direction × step` without float drift (0.1 + 0.2 stays 0.3). */
export function stepValue(current: number | null, direction: 1 | -1, step: number, rules: NumberRules): number {
  const base = current ?? (rules.min != null && rules.min > 0 ? rules.min : 0);
  const decimals = Math.max(decimalsOf(base), decimalsOf(step));
  const next = Number((base + direction * step).toFixed(decimals));
  return normalize(current == null ? base : next, rules);
}

export function formatNumber(value: number | null, precision?: number): string {
  if (value == null) return '';
  return precision == null ? String(value) : value.toFixed(precision);
}

function decimalsOf(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}
