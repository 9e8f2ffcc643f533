/**
 * Heatmap on a category grid (e.g. hour × weekday), drawn as a custom series of cells
 * coloured directly from the theme's primary palette (ECharts' heatmap series requires the
 * visualMap module; this keeps the bundle smaller). A DOM legend shows the ramp.
 */
import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { CustomChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { mix } from '../../tokens/color';
import { t } from '../i18n';
import type { ChartModules } from './core';
import { EChart } from './EChart';
import { formatValue } from './format';
import { fontSize } from './options';
import type { BaseChartProps, ChartContext } from './types';

/** Registered by EChart before the first draw, so a route only bundles the charts it renders. */
const MODULES: ChartModules = [CustomChart, GridComponent, TooltipComponent];

interface CellApi {
  value: (dim: number) => number;
  coord: (v: number[]) => number[];
  size: (v: number[]) => number[];
  visual: (key: string) => unknown;
}

export interface HeatmapChartProps extends BaseChartProps {
  xLabels: string[];
  yLabels: string[];
  /** [xIndex, yIndex, value] cells. */
  data: Array<[number, number, number]>;
  unit?: string;
}

const Legend = styled.div`
  position: absolute;
  right: 0;
  bottom: 0;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xxs};
  color: ${(p) => p.theme.color.text.secondary};
  font-size: calc(${(p) => p.theme.font.size.sm} * var(--screen-scale, 1));
  pointer-events: none;
`;
const Ramp = styled.span`
  width: calc(${(p) => p.theme.space.xxl} * var(--screen-scale, 1));
  height: calc(${(p) => p.theme.space.xs} * var(--screen-scale, 1));
  border-radius: ${(p) => p.theme.radius.sm};
  background: linear-gradient(90deg, ${(p) => p.theme.color.palette.primary['1']}, ${(p) => p.theme.color.palette.primary['7']});
`;

export function cellColour(low: string, high: string, value: number, min: number, max: number): string {
  const ratio = max > min ? (value - min) / (max - min) : 1;
  return mix(low, high, Math.min(1, Math.max(0, ratio)));
}

export function HeatmapChart({ xLabels, yLabels, data, unit, ...base }: HeatmapChartProps) {
  const values = data.map((d) => d[2]);
  const min = values.length ? Math.min(...values) : 0;
  const max = values.length ? Math.max(...values) : 0;
  const build = useCallback(
    (ctx: ChartContext) => {
      const p = ctx.tokens.color.palette.primary;
      const axis = (labels: string[]) => ({ type: 'category', data: labels, splitArea: { show: false }, axisLabel: { fontSize: fontSize(ctx), hideOverlap: true }, axisTick: { show: false } });
      return {
        grid: { left: fontSize(ctx) * 0.5, right: fontSize(ctx), top: fontSize(ctx), bottom: fontSize(ctx) * 3.2 },
        tooltip: {
          trigger: 'item',
          confine: true,
          textStyle: { fontSize: fontSize(ctx) },
          formatter: (item: { value: [number, number, number] }) => `${yLabels[item.value[1]]} ${xLabels[item.value[0]]}<br/>${formatValue(item.value[2], unit)}`,
        },
        xAxis: axis(xLabels),
        yAxis: { ...axis(yLabels), inverse: true },
        series: [
          {
            type: 'custom',
            data: data.map(([x, y, v]) => ({ value: [x, y, v], itemStyle: { color: cellColour(p['1'], p['7'], v, min, max) } })),
            encode: { x: 0, y: 1, tooltip: 2 },
            renderItem: (_params: unknown, api: CellApi) => {
              const [cx, cy] = api.coord([api.value(0), api.value(1)]);
              const [w, h] = api.size([1, 1]);
              return {
                type: 'rect',
                shape: { x: cx - w / 2, y: cy - h / 2, width: w, height: h },
                style: { fill: api.visual('color'), stroke: ctx.tokens.color.bg.container, lineWidth: 1 },
                emphasis: { style: { stroke: ctx.tokens.color.text.primary } },
              };
            },
          },
        ],
      };
    },
    [data, max, min, unit, xLabels, yLabels],
  );
  const summary = useMemo(() => {
    if (!data.length) return [];
    const top = data.reduce((a, b) => (b[2] > a[2] ? b : a));
    return [t('charts.summary.heatmap', { title: base.title, max: formatValue(max, unit), x: xLabels[top[0]], y: yLabels[top[1]], min: formatValue(min, unit) })];
  }, [base.title, data, max, min, unit, xLabels, yLabels]);
  const overlay = (
    <Legend aria-hidden>
      <span>{formatValue(min, unit)}</span>
      <Ramp />
      <span>{formatValue(max, unit)}</span>
    </Legend>
  );
  return <EChart {...base} modules={MODULES} build={build} summary={summary} empty={data.length === 0} overlay={overlay} />;
}
