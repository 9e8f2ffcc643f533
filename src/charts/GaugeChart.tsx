/** Gauge for a single ratio-like value (load rate, on-line rate) with status colour bands. */
import { useCallback, useMemo } from 'react';
import { GaugeChart as GaugeSeries } from 'echarts/charts';
import type { ChartModules } from './core';
import { EChart } from './EChart';
import { formatValue, formatNumber, valueGlyphs } from './format';
import { fontSize } from './options';
import { t } from '../i18n';
import type { BaseChartProps, ChartContext } from './types';

/** Registered by EChart before the first draw, so a route only bundles the charts it renders. */
const MODULES: ChartModules = [GaugeSeries];

export interface GaugeChartProps extends BaseChartProps {
  value: number | null;
  max?: number;
  unit?: string;
  /** Label under the value. */
  label?: string;
  /** Fractions of max where the colour turns warning and error (default 0.7, 0.9). */
  thresholds?: [number, number];
}

export function GaugeChart({ value, max = 100, unit = '%', label, thresholds = [0.7, 0.9], ...base }: GaugeChartProps) {
  const build = useCallback(
    (ctx: ChartContext) => {
      const c = ctx.tokens.color;
      const ratio = (value ?? 0) / max;
      const tone = ratio >= thresholds[1] ? c.error.default : ratio >= thresholds[0] ? c.warning.default : c.success.default;
      const width = Math.max(8, Math.round(Math.min(ctx.width, ctx.height) * 0.06));
      return {
        series: [
          {
            type: 'gauge',
            min: 0,
            max,
            radius: '92%',
            center: ['50%', '56%'],
            startAngle: 215,
            endAngle: -35,
            progress: { show: true, width, itemStyle: { color: tone } },
            axisLine: { lineStyle: { width, color: [[1, c.fill.default]] } },
            pointer: { show: false },
            axisTick: { show: false },
            splitLine: { distance: -width, length: width * 0.6, lineStyle: { color: c.border.default, width: 1 } },
            // ECharts places labels at r − splitLine length − (distance + splitLine distance): this keeps
            // them a clear gap inside the arc instead of on it.
            axisLabel: { distance: width * 2 + 10, fontSize: fontSize(ctx, 11), color: c.text.secondary, formatter: (v: number) => formatNumber(v, 0) },
            anchor: { show: false },
            title: { show: Boolean(label), offsetCenter: [0, '34%'], fontSize: fontSize(ctx), color: c.text.secondary },
            detail: {
              valueAnimation: ctx.animate,
              offsetCenter: [0, '2%'],
              fontSize: fontSize(ctx, 26),
              fontWeight: 600,
              color: c.text.primary,
              formatter: (v: number) => formatValue(v, unit),
            },
            data: [{ value: value ?? 0, name: label ?? '' }],
          },
        ],
      };
    },
    [label, max, thresholds, unit, value],
  );
  const summary = useMemo(
    () => [t('charts.summary.gauge', { title: base.title, value: value == null ? '-' : formatValue(value, unit), max: formatValue(max, unit) })],
    [base.title, max, unit, value],
  );
  return <EChart {...base} modules={MODULES} formatterGlyphs={valueGlyphs(unit)} build={build} summary={summary} empty={value == null} />;
}
