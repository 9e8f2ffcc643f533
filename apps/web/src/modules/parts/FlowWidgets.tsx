/**
 * Board widgets over two categories of a report's rows: a heatmap (category on x, `row` on y,
 * the measure in each cell) and a Sankey of flows (category → `target`, the measure as the
 * link). Cells a report leaves out count as 0; the axes keep the report's order.
 */
import { HeatmapChart } from '../../../../../src/charts/HeatmapChart';
import { SankeyChart } from '../../../../../src/charts/SankeyChart';
import { Panel } from '../../../../../src/kanban';
import type { Widget as WidgetDef } from '../../../../catalogue/src';

type Obj = Record<string, unknown>;

interface Props {
  widget: WidgetDef;
  rows: Obj[];
  period?: string;
  loading: boolean;
  error?: boolean;
  onRetry: () => void;
}

const text = (row: Obj, key?: string) => String(row[`${key}Label`] ?? row[key ?? ''] ?? '');
const distinct = (values: string[]) => [...new Set(values)];

/** The heatmap's axes and [x, y, value] cells from rows of (category, row, measure). */
export function heatmapCells(rows: readonly Obj[], x: string, y: string, measure: string) {
  const xLabels = distinct(rows.map((r) => text(r, x)));
  const yLabels = distinct(rows.map((r) => text(r, y)));
  const data = rows.map((r): [number, number, number] => [xLabels.indexOf(text(r, x)), yLabels.indexOf(text(r, y)), Number(r[measure] ?? 0)]);
  return { xLabels, yLabels, data };
}

export function FlowWidget({ widget, rows, period, loading, error, onRetry }: Props) {
  if (widget.kind === 'heatmap') {
    const cells = heatmapCells(rows, widget.category!, widget.row!, widget.measure!);
    return <Panel title={widget.title} period={period}><HeatmapChart title={widget.title} {...cells} unit={widget.unit} height="100%" loading={loading} error={error} onRetry={onRetry} animation={false} /></Panel>;
  }
  const links = rows.map((r) => ({ source: text(r, widget.category), target: text(r, widget.target), value: Number(r[widget.measure!] ?? 0) }));
  return <Panel title={widget.title} period={period}><SankeyChart title={widget.title} links={links} unit={widget.unit} height="100%" loading={loading} error={error} onRetry={onRetry} animation={false} /></Panel>;
}
