/** Bar chart: grouped (default), stacked, and horizontal. */
import { useCallback, useMemo } from 'react';
import { BarChart as BarSeries } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import type { ChartModules } from './core';
import { EChart } from './EChart';
import { formatValue, valueGlyphs, type DateGrain } from './format';
import { categoryAxis, fontSize, gridOf, legendOf, tooltipOf, valueAxis } from './options';
import { hasData, seriesSummary } from './summary';
import type { BaseChartProps, ChartContext, ChartSeries } from './types';

/** Registered by EChart before the first draw, so a route only bundles the charts it renders. */
const MODULES: ChartModules = [BarSeries, GridComponent, LegendPlainComponent, TooltipComponent];

export interface BarChartProps extends BaseChartProps {
  categories: string[];
  series: ChartSeries[];
  dateGrain?: DateGrain;
  unit?: string;
  stacked?: boolean;
  /** Bars grow left to right, categories on the vertical axis. */
  horizontal?: boolean;
  showLegend?: boolean;
  /** A click on a bar: the index of its category (a board opens the list behind it). */
  onCategoryClick?: (index: number) => void;
  /** Every bar carries its value (reports: read without hovering). */
  valueLabels?: boolean;
}

export function BarChart({ categories, series, dateGrain, unit, stacked, horizontal, showLegend = true, onCategoryClick, valueLabels = false, ...base }: BarChartProps) {
  const onEvents = useMemo(() => (onCategoryClick ? { click: (p: unknown) => onCategoryClick((p as { dataIndex: number }).dataIndex) } : undefined), [onCategoryClick]);
  const build = useCallback(
    (ctx: ChartContext) => {
      const cat = categoryAxis(ctx, categories, dateGrain);
      const val = valueAxis(ctx, unit);
      const legend = showLegend && series.length > 1;
      return {
        legend: legendOf(ctx, legend),
        grid: gridOf(ctx, legend),
        tooltip: { ...tooltipOf(ctx, unit), axisPointer: { type: 'shadow' } },
        xAxis: horizontal ? { ...val, name: undefined } : cat,
        yAxis: horizontal ? { ...cat, inverse: true } : val,
        series: series.map((s) => ({
          type: 'bar',
          name: s.name,
          data: s.data,
          stack: stacked ? 'total' : undefined,
          barMaxWidth: ctx.scale * 28,
          emphasis: { focus: 'series' },
          label: valueLabels
            ? { show: true, position: stacked ? 'inside' : horizontal ? 'right' : 'top', fontSize: fontSize(ctx), color: ctx.tokens.color.text.primary, formatter: (p: { value: number | null }) => (p.value == null ? '' : formatValue(p.value, unit)) }
            : undefined,
        })),
      };
    },
    [categories, dateGrain, horizontal, series, showLegend, stacked, unit, valueLabels],
  );
  const summary = useMemo(() => seriesSummary(base.title, series, (v) => formatValue(v, unit)), [base.title, series, unit]);
  return <EChart {...base} modules={MODULES} formatterGlyphs={valueLabels ? valueGlyphs(unit) : undefined} build={build} summary={summary} empty={!hasData(series)} onEvents={onEvents} />;
}
