/**
 * zh-CN number and date formatting for charts and kanban widgets: grouping, 万/亿,
 * 吨, 公里 and dayjs (zh-cn) dates. Pure functions, unit-tested in format.test.ts.
 */
import { t } from '../i18n';
import { dayjs } from '../i18n/dayjs';

/**
 * |value| rounded to `digits` decimals the way Intl.NumberFormat rounds (half away from zero
 * on the shortest decimal form of the double, so 1.005 → "1.01"), as integer and fraction
 * digit strings. Done by hand: the first Intl.NumberFormat of a page costs 30-40 ms of ICU
 * set-up, on the critical path of every board.
 */
function roundDecimal(abs: number, digits: number): [string, string] {
  const [mantissa, exponent = '0'] = String(abs).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  let all = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 1) {
    all = '0'.repeat(1 - point) + all;
    point = 1;
  }
  const keep = point + digits;
  let kept = all.slice(0, keep).padEnd(keep, '0');
  if (all.charCodeAt(keep) >= 53 /* '5' */) {
    // Add one unit in the last kept place, carrying through nines.
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === '9') i--;
    kept = i < 0 ? `1${'0'.repeat(kept.length)}` : `${kept.slice(0, i)}${Number(kept[i]) + 1}${'0'.repeat(kept.length - i - 1)}`;
  }
  return [kept.slice(0, kept.length - digits), kept.slice(kept.length - digits)];
}

/** 12345.678 → "12,345.68" (at most `digits` decimals, trailing zeros dropped; same output as zh-CN Intl.NumberFormat). */
export function formatNumber(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return '-';
  const [whole, fraction] = roundDecimal(Math.abs(value), digits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** Large numbers the Chinese way: 9,999 · 1.23万 · 4.5亿. */
export function formatWan(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return '-';
  const abs = Math.abs(value);
  if (abs >= 1e8) return `${formatNumber(value / 1e8, digits)}${t('charts.unit.yi')}`;
  if (abs >= 1e4) return `${formatNumber(value / 1e4, digits)}${t('charts.unit.wan')}`;
  return formatNumber(value, digits);
}

/** Tonnage: "1,234.5吨", "12.35万吨". */
export function formatTon(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return '-';
  return `${formatWan(value, Math.abs(value) >= 1e4 ? 2 : digits)}${t('charts.unit.ton')}`;
}

/** Distance from kilometres: below 1 km in 米, else 公里 ("12.3公里", "850米", "1.2万公里"). */
export function formatKm(km: number, digits = 1): string {
  if (!Number.isFinite(km)) return '-';
  if (Math.abs(km) < 1) return `${formatNumber(Math.round(km * 1000), 0)}${t('charts.unit.meter')}`;
  return `${formatWan(km, Math.abs(km) >= 1e4 ? 2 : digits)}${t('charts.unit.km')}`;
}

/** Ratio 0.1234 → "12.3%". */
export function formatPercent(ratio: number, digits = 1): string {
  if (!Number.isFinite(ratio)) return '-';
  return `${formatNumber(ratio * 100, digits)}${t('charts.unit.percent')}`;
}

/** A value with an optional unit: units of 吨/公里 use their own helpers, others are appended. */
export function formatValue(value: number, unit?: string): string {
  if (unit === t('charts.unit.ton')) return formatTon(value);
  if (unit === t('charts.unit.km')) return formatKm(value);
  if (unit === t('charts.unit.percent')) return `${formatNumber(value, 1)}${unit}`;
  return `${formatWan(value)}${unit ?? ''}`;
}

/**
 * The characters formatValue(·, unit) can add besides digits, separators, 万 and 亿: what a
 * chart whose canvas labels use formatValue must load with its fonts.
 */
export function valueGlyphs(unit?: string): string {
  if (unit === t('charts.unit.km')) return `${unit}${t('charts.unit.meter')}`;
  return unit ?? '';
}

/** Compact axis tick label: 12,000 → "1.2万". */
export function formatAxis(value: number): string {
  return formatWan(value, 1);
}

export type DateGrain = 'day' | 'month' | 'monthShort' | 'full';

/** Axis labels repeat the same dates on every draw; parsing with dayjs is the costly part. */
const dateLabels = new Map<string, string>();
const DATE_LABELS_MAX = 5000;

/** ISO date (or Date) → "11月20日" / "2026年11月" / "11月" / "2026年11月20日" (zh-cn locale). */
export function formatDate(value: string | number | Date, grain: DateGrain = 'day'): string {
  // Date objects are mutable: only strings and timestamps are cached.
  const key = value instanceof Date ? null : `${grain} ${typeof value} ${value}`;
  const cached = key === null ? undefined : dateLabels.get(key);
  if (cached !== undefined) return cached;
  const d = dayjs(value);
  const label = d.isValid() ? d.locale('zh-cn').format(t(`charts.date.${grain}`)) : '-';
  if (key !== null) {
    if (dateLabels.size >= DATE_LABELS_MAX) dateLabels.clear();
    dateLabels.set(key, label);
  }
  return label;
}

export type TrendDirection = 'up' | 'down' | 'flat';

/** Change against the previous period: ratio (null when there is no previous value) and direction. */
export function periodDelta(current: number, previous: number | undefined | null): { ratio: number | null; direction: TrendDirection } {
  if (previous == null || !Number.isFinite(previous) || previous === 0) {
    return { ratio: null, direction: current > 0 && previous === 0 ? 'up' : 'flat' };
  }
  const ratio = (current - previous) / Math.abs(previous);
  const direction: TrendDirection = Math.abs(ratio) < 0.0005 ? 'flat' : ratio > 0 ? 'up' : 'down';
  return { ratio, direction };
}
