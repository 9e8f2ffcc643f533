/** Ranking as horizontal bars, largest first, value labels at the bar ends. */
import { useCallback, useMemo } from 'react';
import { BarChart as BarSeries } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import type { ChartModules } from './core';
import { EChart } from './EChart';
import { formatValue, valueGlyphs } from './format';
import { fontSize, tooltipOf } from './options';
import { itemSummary } from './summary';
import type { BaseChartProps, ChartContext, ChartItem } from './types';

/** Registered by EChart before the first draw, so a route only bundles the charts it renders. */
const MODULES: ChartModules = [BarSeries, GridComponent, TooltipComponent];

export interface RankBarChartProps extends BaseChartProps {
  items: ChartItem[];
  unit?: string;
  /** Show at most this many items (default 10). */
  limit?: number;
}

export function rankItems(items: ChartItem[], limit: number): ChartItem[] {
  return [...items].sort((a, b) => b.value - a.value).slice(0, limit);
}

export function RankBarChart({ items, unit, limit = 10, ...base }: RankBarChartProps) {
  const ranked = useMemo(() => rankItems(items, limit), [items, limit]);
  const build = useCallback(
    (ctx: ChartContext) => {
      const c = ctx.tokens.color;
      return {
        grid: { left: fontSize(ctx) * 0.5, right: fontSize(ctx) * 5, top: fontSize(ctx) * 0.5, bottom: fontSize(ctx) * 0.5 },
        tooltip: { ...tooltipOf(ctx, unit), axisPointer: { type: 'shadow' } },
        xAxis: { type: 'value', show: false },
        yAxis: {
          type: 'category',
          inverse: true,
          data: ranked.map((i, n) => `${n + 1}. ${i.name}`),
          axisLine: { show: false },
          axisTick: { show: false },
          axisLabel: { fontSize: fontSize(ctx), color: c.text.secondary },
        },
        series: [
          {
            type: 'bar',
            data: ranked.map((i, n) => ({ value: i.value, name: i.name, itemStyle: { color: n < 3 ? c.chart['1'] : c.chart['6'] } })),
            barMaxWidth: fontSize(ctx),
            showBackground: true,
            backgroundStyle: { color: c.fill.secondary },
            itemStyle: { borderRadius: [0, 2, 2, 0] },
            label: { show: true, position: 'right', fontSize: fontSize(ctx), color: c.text.primary, formatter: (p: { value: number }) => formatValue(p.value, unit) },
          },
        ],
      };
    },
    [ranked, unit],
  );
  const summary = useMemo(() => itemSummary(base.title, ranked, (v) => formatValue(v, unit)), [base.title, ranked, unit]);
  return <EChart {...base} modules={MODULES} formatterGlyphs={valueGlyphs(unit)} build={build} summary={summary} empty={ranked.length === 0} />;
}
