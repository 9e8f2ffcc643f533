/** Pie and donut chart; the donut shows its total in the centre. */
import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { PieChart as PieSeries } from 'echarts/charts';
import { LegendPlainComponent, TooltipComponent } from 'echarts/components';
import type { ChartModules } from './core';
import { EChart } from './EChart';
import { formatPercent, formatValue } from './format';
import { fontSize, legendOf } from './options';
import { t } from '../i18n';
import { itemSummary } from './summary';
import type { BaseChartProps, ChartContext, ChartItem } from './types';

/** Registered by EChart before the first draw, so a route only bundles the charts it renders. */
const MODULES: ChartModules = [PieSeries, LegendPlainComponent, TooltipComponent];

export interface PieChartProps extends BaseChartProps {
  items: ChartItem[];
  unit?: string;
  /** Ring instead of a full pie; the total is shown in the centre. */
  donut?: boolean;
  /** Label of the centre total (donut only). */
  totalLabel?: string;
  showLegend?: boolean;
  /** A click on a slice: the index of its item (a board opens the list behind it). */
  onItemClick?: (index: number) => void;
}

const Centre = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 50%;
  transform: translateY(-50%);
  display: flex;
  flex-direction: column;
  align-items: center;
  pointer-events: none;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: calc(${(p) => p.theme.font.size.sm} * var(--screen-scale, 1));
  strong {
    color: ${(p) => p.theme.color.text.primary};
    font-size: calc(${(p) => p.theme.font.size.lg} * var(--screen-scale, 1));
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

export function PieChart({ items, unit, donut, totalLabel, showLegend = true, onItemClick, ...base }: PieChartProps) {
  const onEvents = useMemo(() => (onItemClick ? { click: (p: unknown) => onItemClick((p as { dataIndex: number }).dataIndex) } : undefined), [onItemClick]);
  const total = items.reduce((sum, i) => sum + i.value, 0);
  const build = useCallback(
    (ctx: ChartContext) => ({
      legend: { ...legendOf(ctx, showLegend), top: undefined, bottom: 0 },
      tooltip: {
        trigger: 'item',
        confine: true,
        textStyle: { fontSize: fontSize(ctx) },
        formatter: (p: { name: string; value: number; percent: number }) => `${p.name}<br/>${formatValue(p.value, unit)}（${formatPercent(p.percent / 100)}）`,
      },
      series: [
        {
          type: 'pie',
          radius: donut ? ['48%', '68%'] : [0, '68%'],
          center: ['50%', showLegend ? '46%' : '50%'],
          avoidLabelOverlap: true,
          minShowLabelAngle: 4,
          itemStyle: { borderColor: ctx.tokens.color.bg.container, borderWidth: 2 },
          label: { show: !donut, fontSize: fontSize(ctx), color: ctx.tokens.color.text.secondary, formatter: (p: { name: string; percent: number }) => `${p.name} ${formatPercent(p.percent / 100)}` },
          data: items.map((i) => ({ name: i.name, value: i.value })),
        },
      ],
    }),
    [donut, items, showLegend, unit],
  );
  const summary = useMemo(() => itemSummary(base.title, items, (v) => `${formatValue(v, unit)}（${formatPercent(total ? v / total : 0)}）`), [base.title, items, total, unit]);
  const overlay = donut ? (
    <Centre aria-hidden style={showLegend ? { top: '46%' } : undefined}>
      {totalLabel && <span>{totalLabel}</span>}
      <strong>{formatValue(total, unit)}</strong>
    </Centre>
  ) : undefined;
  return <EChart {...base} modules={MODULES} formatterGlyphs={t('charts.unit.percent')} build={build} summary={summary} empty={items.length === 0 || total === 0} overlay={overlay} onEvents={onEvents} />;
}
