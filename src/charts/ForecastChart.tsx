/** Trend with a forecast: actual solid, forecast dashed, confidence band shaded. */
import { useCallback, useMemo } from 'react';
import { LineChart as LineSeries } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import { withAlpha } from '../../tokens/color';
import { t } from '../i18n';
import type { ChartModules } from './core';
import { EChart } from './EChart';
import { formatValue, type DateGrain } from './format';
import { layoutForecast, type ForecastPoint } from './forecastSeries';
import { categoryAxis, categoryLabels, fontSize, gridOf, legendOf, valueAxis } from './options';
import type { BaseChartProps, ChartContext } from './types';

/** Registered by EChart before the first draw, so a route only bundles the charts it renders. */
const MODULES: ChartModules = [LineSeries, GridComponent, LegendPlainComponent, TooltipComponent];

export type { ForecastPoint };

export interface ForecastChartProps extends BaseChartProps {
  categories: string[];
  actual: number[];
  forecastCategories: string[];
  forecast: ForecastPoint[];
  dateGrain?: DateGrain;
  unit?: string;
}

export function ForecastChart({ categories, actual, forecastCategories, forecast, dateGrain, unit, ...base }: ForecastChartProps) {
  const layout = useMemo(() => layoutForecast(actual, forecast), [actual, forecast]);
  const all = useMemo(() => [...categories, ...forecastCategories], [categories, forecastCategories]);
  const build = useCallback(
    (ctx: ChartContext) => {
      const colour = ctx.tokens.color.chart['1'];
      const labels = categoryLabels(all, dateGrain);
      const names = { actual: t('charts.legend.actual'), forecast: t('charts.legend.forecast'), band: t('charts.legend.band') };
      const line = { type: 'line', symbol: 'none', connectNulls: false };
      return {
        legend: { ...legendOf(ctx), data: [names.actual, names.forecast, names.band] },
        grid: gridOf(ctx, true),
        tooltip: {
          trigger: 'axis',
          confine: true,
          textStyle: { fontSize: fontSize(ctx) },
          formatter: (params: Array<{ dataIndex: number }>) => {
            const i = params[0]?.dataIndex ?? 0;
            const f = forecast[i - categories.length];
            if (!f) return `${labels[i]}<br/>${names.actual}：${formatValue(actual[i], unit)}`;
            return `${labels[i]}<br/>${names.forecast}：${formatValue(f.value, unit)}<br/>${names.band}：${formatValue(f.low, unit)} ~ ${formatValue(f.high, unit)}`;
          },
        },
        xAxis: categoryAxis(ctx, all, dateGrain, false),
        yAxis: valueAxis(ctx, unit, { scale: true }),
        series: [
          { ...line, name: names.band, data: layout.bandLow, stack: 'band', lineStyle: { opacity: 0 }, itemStyle: { color: withAlpha(colour, 0.25) }, tooltip: { show: false } },
          { ...line, name: names.band, data: layout.bandSpan, stack: 'band', lineStyle: { opacity: 0 }, itemStyle: { color: withAlpha(colour, 0.25) }, areaStyle: { color: withAlpha(colour, 0.22) } },
          { ...line, name: names.actual, data: layout.actual, itemStyle: { color: colour }, lineStyle: { width: 2, color: colour } },
          { ...line, name: names.forecast, data: layout.forecast, itemStyle: { color: colour }, lineStyle: { width: 2, type: 'dashed', color: colour } },
        ],
      };
    },
    [actual, all, categories.length, dateGrain, forecast, layout, unit],
  );
  const summary = useMemo(() => {
    if (!forecast.length) return [];
    return [
      t('charts.summary.forecast', {
        title: base.title,
        lastActual: categoryLabels(categories.slice(-1), dateGrain)[0] ?? '-',
        count: forecast.length,
        low: formatValue(Math.min(...forecast.map((f) => f.low)), unit),
        high: formatValue(Math.max(...forecast.map((f) => f.high)), unit),
      }),
    ];
  }, [base.title, categories, dateGrain, forecast, unit]);
  return <EChart {...base} modules={MODULES} build={build} summary={summary} empty={actual.length === 0 && forecast.length === 0} />;
}
