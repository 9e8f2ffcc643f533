/** Bars on the left axis and a line on the right axis (e.g. tonnage and trips). */
import { useCallback, useMemo } from 'react';
import { BarChart as BarSeries, LineChart as LineSeries } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import { t } from '../i18n';
import type { ChartModules } from './core';
import { EChart } from './EChart';
import { formatValue, type DateGrain } from './format';
import { categoryAxis, gridOf, legendOf, tooltipOf, valueAxis } from './options';
import { hasData, seriesSummary } from './summary';
import type { BaseChartProps, ChartContext, ChartSeries } from './types';

/** Registered by EChart before the first draw, so a route only bundles the charts it renders. */
const MODULES: ChartModules = [BarSeries, LineSeries, GridComponent, LegendPlainComponent, TooltipComponent];

export interface DualAxisChartProps extends BaseChartProps {
  categories: string[];
  dateGrain?: DateGrain;
  /** Drawn as bars against the left axis. */
  left: ChartSeries;
  leftUnit?: string;
  /** Drawn as a line against the right axis. */
  right: ChartSeries;
  rightUnit?: string;
}

export function DualAxisChart({ categories, dateGrain, left, leftUnit, right, rightUnit, ...base }: DualAxisChartProps) {
  const build = useCallback(
    (ctx: ChartContext) => ({
      legend: legendOf(ctx),
      grid: gridOf(ctx, true),
      tooltip: { ...tooltipOf(ctx), valueFormatter: undefined },
      xAxis: categoryAxis(ctx, categories, dateGrain),
      yAxis: [valueAxis(ctx, leftUnit), valueAxis(ctx, rightUnit, { splitLine: { show: false }, nameTextStyle: { fontSize: ctx.scale * 12, align: 'right' } })],
      series: [
        { type: 'bar', name: left.name, data: left.data, yAxisIndex: 0, barMaxWidth: ctx.scale * 24, tooltip: { valueFormatter: (v: number) => formatValue(v, leftUnit) } },
        { type: 'line', name: right.name, data: right.data, yAxisIndex: 1, symbol: 'circle', symbolSize: 6, tooltip: { valueFormatter: (v: number) => formatValue(v, rightUnit) } },
      ],
    }),
    [categories, dateGrain, left, leftUnit, right, rightUnit],
  );
  const summary = useMemo(
    () =>
      seriesSummary(
        base.title,
        [
          { ...left, name: t('charts.summary.dual', { name: left.name, axis: t('charts.legend.leftAxis') }) },
          { ...right, name: t('charts.summary.dual', { name: right.name, axis: t('charts.legend.rightAxis') }) },
        ],
        (v) => formatValue(v),
      ),
    [base.title, left, right],
  );
  return <EChart {...base} modules={MODULES} build={build} summary={summary} empty={!hasData([left, right])} />;
}
