/** Line and area chart over categories (dates or labels). */
import { useCallback, useMemo } from 'react';
import { LineChart as LineSeries } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import type { ChartModules } from './core';
import { EChart } from './EChart';
import { formatValue, type DateGrain } from './format';
import { categoryAxis, gridOf, legendOf, tooltipOf, valueAxis } from './options';
import { hasData, seriesSummary } from './summary';
import type { BaseChartProps, ChartContext, ChartSeries } from './types';

/** Registered by EChart before the first draw, so a route only bundles the charts it renders. */
const MODULES: ChartModules = [LineSeries, GridComponent, LegendPlainComponent, TooltipComponent];

export interface LineChartProps extends BaseChartProps {
  categories: string[];
  series: ChartSeries[];
  /** Format categories as dates of this grain (ISO strings in). */
  dateGrain?: DateGrain;
  unit?: string;
  /** Filled areas under the lines. */
  area?: boolean;
  /** Stack the series (stacked area). */
  stacked?: boolean;
  smooth?: boolean;
  showLegend?: boolean;
}

export function LineChart({ categories, series, dateGrain, unit, area, stacked, smooth, showLegend = true, ...base }: LineChartProps) {
  const build = useCallback(
    (ctx: ChartContext) => ({
      legend: legendOf(ctx, showLegend && series.length > 1),
      grid: gridOf(ctx, showLegend && series.length > 1),
      tooltip: tooltipOf(ctx, unit),
      xAxis: categoryAxis(ctx, categories, dateGrain, false),
      yAxis: valueAxis(ctx, unit),
      series: series.map((s) => ({
        type: 'line',
        name: s.name,
        data: s.data,
        smooth,
        stack: stacked ? 'total' : undefined,
        symbol: 'circle',
        showSymbol: categories.length <= 31,
        symbolSize: 5,
        areaStyle: area ? { opacity: stacked ? 0.55 : 0.18 } : undefined,
        lineStyle: { width: 2 },
      })),
    }),
    [area, categories, dateGrain, series, showLegend, smooth, stacked, unit],
  );
  const summary = useMemo(() => seriesSummary(base.title, series, (v) => formatValue(v, unit)), [base.title, series, unit]);
  return <EChart {...base} modules={MODULES} build={build} summary={summary} empty={!hasData(series)} />;
}
