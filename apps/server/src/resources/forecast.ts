/**
 * Collected-tonnage forecasts with weekday seasonality (docs/forecast.md). Pure functions:
 * the history is a daily series of tonnes ending at the reference date.
 */

export interface DayValue {
  date: string; // YYYY-MM-DD
  value: number;
}

export interface DayForecast {
  date: string;
  forecast: number;
  lower: number;
  upper: number;
}

const DAY_MS = 86_400_000;
const SEASON_DAYS = 56; // eight weeks of weekday indices
const LEVEL_DAYS = 14;
const TREND_DAYS = 28;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday 1 (Monday) … 7 (Sunday). */
export function weekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const round2 = (x: number) => Math.round(x * 100) / 100;

export interface DailyModel {
  /** Multiplicative weekday index, 1 = an average day. */
  season: Record<number, number>;
  level: number;
  /** Tonnes per day, damped into ±10 % of the level over the horizon. */
  trend: number;
  /** Standard deviation of the deseasonalised residuals. */
  sd: number;
  end: string;
}

/** Fits the model; `history` must be consecutive days (missing days as 0), oldest first. */
export function fitDaily(history: readonly DayValue[]): DailyModel | null {
  const h = history.slice(-SEASON_DAYS);
  const overall = mean(h.map((d) => d.value));
  if (h.length < 14 || overall <= 0) return null;
  const season: Record<number, number> = {};
  for (let w = 1; w <= 7; w++) {
    const same = h.filter((d) => weekday(d.date) === w).map((d) => d.value);
    season[w] = same.length ? Math.max(mean(same) / overall, 0.05) : 1;
  }
  const deseason = h.map((d) => d.value / season[weekday(d.date)]!);
  const recent = deseason.slice(-TREND_DAYS);
  const xs = recent.map((_, i) => i);
  const mx = mean(xs);
  const my = mean(recent);
  const sxx = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  const trend = sxx ? xs.reduce((a, x, i) => a + (x - mx) * (recent[i]! - my), 0) / sxx : 0;
  const residuals = recent.map((y, i) => y - (my + trend * (i - mx)));
  const sd = Math.sqrt(mean(residuals.map((r) => r * r)));
  const level = mean(deseason.slice(-LEVEL_DAYS));
  return { season, level, trend, sd, end: h[h.length - 1]!.date };
}

/** Forecast `days` days after the model's last day. */
export function forecastDays(model: DailyModel, days: number, from = 1): DayForecast[] {
  const out: DayForecast[] = [];
  const centre = (LEVEL_DAYS - 1) / 2; // the level describes the middle of its window
  for (let i = from; i < from + days; i++) {
    const date = addDays(model.end, i);
    const s = model.season[weekday(date)]!;
    const drift = Math.max(-0.1 * model.level, Math.min(0.1 * model.level, model.trend * (i + centre)));
    const base = Math.max(0, model.level + drift);
    const band = 1.96 * model.sd * Math.sqrt(1 + i / LEVEL_DAYS);
    out.push({ date, forecast: round2(base * s), lower: round2(Math.max(0, (base - band) * s)), upper: round2((base + band) * s) });
  }
  return out;
}

export interface MonthForecast {
  month: string; // YYYY-MM
  actual: number | null;
  forecast: number;
  lower: number;
  upper: number;
}

function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0)).getUTCDate();
}

/**
 * The month of the last day (actual so far + forecast of its remaining days) and the next
 * `ahead` months (sums of daily forecasts). Bands add the daily bands (a conservative sum).
 */
export function forecastMonths(model: DailyModel, history: readonly DayValue[], ahead = 1): MonthForecast[] {
  const current = model.end.slice(0, 7);
  const actual = round2(history.filter((d) => d.date.startsWith(current)).reduce((a, d) => a + d.value, 0));
  const lastDay = `${current}-${String(daysInMonth(current)).padStart(2, '0')}`;
  let remaining = Math.round((Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${model.end}T00:00:00Z`)) / DAY_MS);
  const out: MonthForecast[] = [];
  const sum = (xs: DayForecast[], k: 'forecast' | 'lower' | 'upper') => xs.reduce((a, d) => a + d[k], 0);
  const rest = forecastDays(model, remaining);
  out.push({ month: current, actual, forecast: round2(actual + sum(rest, 'forecast')), lower: round2(actual + sum(rest, 'lower')), upper: round2(actual + sum(rest, 'upper')) });
  let from = remaining + 1;
  let month = current;
  for (let k = 0; k < ahead; k++) {
    month = addDays(`${month}-01`, 32).slice(0, 7);
    remaining = daysInMonth(month);
    const days = forecastDays(model, remaining, from);
    out.push({ month, actual: null, forecast: round2(sum(days, 'forecast')), lower: round2(sum(days, 'lower')), upper: round2(sum(days, 'upper')) });
    from += remaining;
  }
  return out;
}

/** Consecutive days from `start` to `end` with the given values, missing days as 0. */
export function fillDays(values: readonly DayValue[], start: string, end: string): DayValue[] {
  const byDate = new Map(values.map((d) => [d.date, d.value]));
  const out: DayValue[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push({ date: d, value: byDate.get(d) ?? 0 });
  return out;
}
