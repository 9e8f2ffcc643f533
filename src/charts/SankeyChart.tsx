/**
 * Flows between two sets of places (recyclables from stations to disposal sites): a Sankey
 * diagram whose node colours come from the registered theme's palette and whose link widths
 * are the flow values. Node names must be unique across both sides.
 */
import { useCallback, useMemo } from 'react';
import { SankeyChart as SankeySeries } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { t } from '../i18n';
import type { ChartModules } from './core';
import { EChart } from './EChart';
import { formatValue } from './format';
import { fontSize } from './options';
import type { BaseChartProps, ChartContext } from './types';

/** Registered by EChart before the first draw, so a route only bundles the charts it renders. */
const MODULES: ChartModules = [SankeySeries, TooltipComponent];

export interface SankeyLink {
  source: string;
  target: string;
  value: number;
}

export interface SankeyChartProps extends BaseChartProps {
  links: SankeyLink[];
  unit?: string;
}

/** The nodes of the links, sources first, each once (a name on both sides would make a cycle). */
export function sankeyNodes(links: readonly SankeyLink[]): string[] {
  const names: string[] = [];
  for (const l of links) if (!names.includes(l.source)) names.push(l.source);
  for (const l of links) if (!names.includes(l.target)) names.push(l.target);
  return names;
}

function longestTarget(links: readonly SankeyLink[]): number {
  return links.reduce((n, l) => Math.max(n, [...l.target].length), 0);
}

export function SankeyChart({ links, unit, ...base }: SankeyChartProps) {
  const flows = useMemo(() => links.filter((l) => l.value > 0 && l.source !== l.target), [links]);
  const build = useCallback(
    (ctx: ChartContext) => ({
      tooltip: {
        trigger: 'item',
        confine: true,
        textStyle: { fontSize: fontSize(ctx) },
        formatter: (item: { dataType: string; data: SankeyLink & { name?: string }; value: number; name: string }) =>
          item.dataType === 'edge' ? `${item.data.source} → ${item.data.target}<br/>${formatValue(item.value, unit)}` : `${item.name}<br/>${formatValue(item.value, unit)}`,
      },
      series: [
        {
          type: 'sankey',
          left: fontSize(ctx),
          // Target names sit right of their nodes: leave room for the longest (at most 40 % of the width).
          right: Math.min(ctx.width * 0.4, fontSize(ctx) * (longestTarget(flows) + 1)),
          top: fontSize(ctx),
          bottom: fontSize(ctx),
          nodeGap: fontSize(ctx) * 0.6,
          emphasis: { focus: 'adjacency' },
          label: { fontSize: fontSize(ctx), color: ctx.tokens.color.text.primary },
          lineStyle: { color: 'gradient', opacity: 0.35, curveness: 0.5 },
          itemStyle: { borderWidth: 0 },
          data: sankeyNodes(flows).map((name) => ({ name })),
          links: flows,
        },
      ],
    }),
    [flows, unit],
  );
  const summary = useMemo(() => {
    if (!flows.length) return [];
    const top = flows.reduce((a, b) => (b.value > a.value ? b : a));
    const total = flows.reduce((s, l) => s + l.value, 0);
    return [t('charts.summary.sankey', { title: base.title, links: flows.length, total: formatValue(total, unit), source: top.source, target: top.target, max: formatValue(top.value, unit) })];
  }, [base.title, flows, unit]);
  return <EChart {...base} modules={MODULES} build={build} summary={summary} empty={flows.length === 0} />;
}
