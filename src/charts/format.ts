/**
 * zh-CN number and date formatting for charts and kanban widgets: grouping, 万/亿,
 * 吨, 公里 and dayjs (zh-cn) dates. Pure functions, unit-tested in format.test.ts.
 */
import { dayjs, t } from '../i18n';

/** One Intl.NumberFormat per precision: constructing one costs far more than formatting with it. */
const numberFormats = new Map<number, Intl.NumberFormat>();
function grouped(digits: number): Intl.NumberFormat {
  let format = numberFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 0, maximumFractionDigits: digits, useGrouping: true });
    numberFormats.set(digits, format);
  }
  return format;
}

/** 12345.678 → "12,345.68" (at most `digits` decimals, trailing zeros dropped). */
export function formatNumber(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return '-';
  return grouped(digits).format(value);
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
