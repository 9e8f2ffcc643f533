/** A titled trend chart with a 7/30/90-day range switch (or the board's period, given as `days`). */
import { useMemo, useState, type ReactNode } from 'react';
import { BarChart } from '../charts/BarChart';
import { LineChart } from '../charts/LineChart';
import type { BaseChartProps, ChartSeries } from '../charts/types';
import { t } from '../i18n';
import { Panel } from './Panel';
import { Segmented } from './Segmented';
import { lastDays } from './transform';

export type TrendRange = 7 | 30 | 90;

export interface TrendPanelProps {
  title: string;
  /** ISO dates. */
  categories: string[];
  series: ChartSeries[];
  unit?: string;
  kind?: 'line' | 'area' | 'bar';
  defaultRange?: TrendRange;
  loading?: boolean;
  /** The data failed to load: an error state with 重试 instead of 暂无数据. */
  error?: BaseChartProps['error'];
  onRetry?: () => void;
  animation?: boolean;
  /** The number of last days shown, set by the board's one period control (no switch of its own then). */
  days?: number;
  /** The period label shown after the title. */
  period?: ReactNode;
}

export function TrendPanel({ title, categories, series, unit, kind = 'line', defaultRange = 30, loading, error, onRetry, animation, days, period }: TrendPanelProps) {
  const [range, setRange] = useState<TrendRange>(defaultRange);
  const shown = days ?? range;
  const data = useMemo(() => lastDays(categories, series, shown), [categories, series, shown]);
  const options = ([7, 30, 90] as const).map((d) => ({ value: String(d) as `${TrendRange}`, label: t(`charts.kanban.range${d}`) }));
  const common = { title, categories: data.categories, series: data.series, unit, dateGrain: 'day' as const, height: '100%', loading, error, onRetry, animation };
  return (
    <Panel
      title={title}
      period={period}
      extra={days !== undefined ? undefined : <Segmented label={t('charts.kanban.periodSwitch')} options={options} value={String(range) as `${TrendRange}`} onChange={(v) => setRange(Number(v) as TrendRange)} />}
    >
      {kind === 'bar' ? <BarChart {...common} stacked /> : <LineChart {...common} area={kind === 'area'} stacked={kind === 'area'} />}
    </Panel>
  );
}
