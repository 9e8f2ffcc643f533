/** Option fragments shared by the cartesian charts: grid, axes, legend, tooltip, all font-scaled. */
import { formatAxis, formatDate, formatValue, type DateGrain } from './format';
import { scaledFont } from './scale';
import type { ChartContext } from './types';

export function fontSize(ctx: ChartContext, design?: number): number {
  return scaledFont(ctx.scale, design);
}

export function baseText(ctx: ChartContext) {
  return { textStyle: { fontSize: fontSize(ctx) } };
}

export function legendOf(ctx: ChartContext, show = true) {
  const size = fontSize(ctx);
  return { show, top: 0, left: 'center', type: 'plain', itemWidth: size * 1.4, itemHeight: size * 0.8, itemGap: size, textStyle: { fontSize: size } };
}

export function gridOf(ctx: ChartContext, withLegend: boolean) {
  const size = fontSize(ctx);
  return { left: size * 0.5, right: size * 1.5, bottom: size * 0.5, top: withLegend ? size * 3 : size * 1.5 };
}

export function tooltipOf(ctx: ChartContext, unit?: string, trigger: 'axis' | 'item' = 'axis') {
  return {
    trigger,
    confine: true,
    textStyle: { fontSize: fontSize(ctx) },
    valueFormatter: (v: unknown) => (typeof v === 'number' ? formatValue(v, unit) : '-'),
  };
}

export function categoryLabels(categories: string[], grain?: DateGrain): string[] {
  return grain ? categories.map((c) => formatDate(c, grain)) : categories;
}

export function categoryAxis(ctx: ChartContext, categories: string[], grain?: DateGrain, boundaryGap = true) {
  return {
    type: 'category',
    data: categoryLabels(categories, grain),
    boundaryGap,
    axisLabel: { fontSize: fontSize(ctx), hideOverlap: true },
    axisTick: { alignWithLabel: true },
  };
}

export function valueAxis(ctx: ChartContext, unit?: string, extra: Record<string, unknown> = {}) {
  return {
    type: 'value',
    name: unit,
    nameTextStyle: { fontSize: fontSize(ctx), align: 'left' },
    axisLabel: { fontSize: fontSize(ctx), formatter: (v: number) => formatAxis(v) },
    ...extra,
  };
}
