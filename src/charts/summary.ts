/** Text summaries of chart data for screen readers (pure; rendered visually hidden). */
import { t } from '../i18n';
import type { ChartItem, ChartSeries } from './types';

type Fmt = (value: number) => string;

export function seriesSummary(title: string, series: ChartSeries[], fmt: Fmt): string[] {
  const points = series.reduce((n, s) => n + s.data.filter((v) => v != null).length, 0);
  const lines = [t('charts.summary.points', { title, series: series.length, points })];
  for (const s of series) {
    const values = s.data.filter((v): v is number => v != null && Number.isFinite(v));
    if (!values.length) continue;
    lines.push(
      t('charts.summary.series', {
        name: s.name,
        min: fmt(Math.min(...values)),
        max: fmt(Math.max(...values)),
        last: fmt(values[values.length - 1]),
        sum: fmt(values.reduce((a, b) => a + b, 0)),
      }),
    );
  }
  return lines;
}

export function itemSummary(title: string, items: ChartItem[], fmt: Fmt): string[] {
  return [title, ...items.map((i) => t('charts.summary.item', { name: i.name, value: fmt(i.value) }))];
}

export function hasData(series: ChartSeries[]): boolean {
  return series.some((s) => s.data.some((v) => v != null));
}
