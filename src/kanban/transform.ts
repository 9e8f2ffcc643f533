/** Data transforms of the kanban widgets (pure). */
import type { ChartSeries } from '../charts/types';

/** The last `days` points of aligned categories and series. */
export function lastDays(categories: string[], series: ChartSeries[], days: number): { categories: string[]; series: ChartSeries[] } {
  const from = Math.max(0, categories.length - days);
  return { categories: categories.slice(from), series: series.map((s) => ({ ...s, data: s.data.slice(from) })) };
}

/** Sum daily values (ISO dates) into months; returns month keys (YYYY-MM-01) and totals. */
export function sumByMonth(dates: string[], values: Array<number | null>): { months: string[]; totals: number[] } {
  const order: string[] = [];
  const totals = new Map<string, number>();
  dates.forEach((d, i) => {
    const key = `${d.slice(0, 7)}-01`;
    if (!totals.has(key)) order.push(key);
    totals.set(key, (totals.get(key) ?? 0) + (values[i] ?? 0));
  });
  return { months: order, totals: order.map((k) => Math.round((totals.get(k) ?? 0) * 10) / 10) };
}

/** Online rate of a vehicle status count (0 when there are none). */
export function onlineRate(counts: { online: number; offline: number }): number {
  const total = counts.online + counts.offline;
  return total ? counts.online / total : 0;
}
