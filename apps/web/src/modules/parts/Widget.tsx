/** One dashboard/kanban widget reading its report: stat tile, trend, bar, pie, rank, forecast or facts (label–value pairs). */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { BarChart } from '../../../../../src/charts/BarChart';
import { PieChart } from '../../../../../src/charts/PieChart';
import { ForecastPanel, Panel, RankList, StatTile, TrendPanel, type ForecastSeriesData } from '../../../../../src/kanban';
import { useModuleData } from '../dataSource';
import { reportOf } from '../pageContext';
import { periodLabel, type BoardRange } from './boardPeriod';
import { useBoardFetch } from './boardRequests';
import { FlowWidget } from './FlowWidgets';
import { Descriptions } from '../../../../../src/components/Descriptions';
import { ChartError } from '../../../../../src/charts/ChartError';
import type { Widget as WidgetDef } from '../../../../catalogue/src';

type Obj = Record<string, unknown>;
/** A ranking scrolls inside its panel rather than spilling out of it. */
const Scroll = styled.div`height: 100%; overflow: auto;`;
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));
const label = (row: Obj, key?: string) => String(row[`${key}Label`] ?? row[key ?? ''] ?? '');

interface ForecastRow {
  date?: string;
  month?: string;
  actual: number | null;
  forecast: number | null;
  lower: number | null;
  upper: number | null;
}

/**
 * Actual values, then forecasts. A row with both (the current month: collected so far and
 * the month-end projection) is drawn as the forecast only, so no month shows twice.
 * Months before `first` (the first day with data) are partial and left out.
 */
function forecastSeries(rows: ForecastRow[], first?: string | null): ForecastSeriesData {
  const key = (r: ForecastRow) => r.date ?? r.month ?? '';
  const partial = (r: ForecastRow) => Boolean(first && r.month && !first.endsWith('-01') && r.month <= first.slice(0, 7));
  const past = rows.filter((r) => r.actual !== null && r.forecast === null && !partial(r));
  const next = rows.filter((r) => r.forecast !== null);
  return {
    categories: past.map(key), actual: past.map((r) => r.actual!),
    forecastCategories: next.map(key), forecast: next.map((r) => ({ value: r.forecast!, low: r.lower ?? r.forecast!, high: r.upper ?? r.forecast! })),
  };
}

export interface WidgetProps {
  system: string;
  widget: WidgetDef;
  range: BoardRange;
  /** The last and first days with data. */
  end: string;
  first?: string | null;
  /** The board's refresh count: a new value reloads, keeping the figures on screen meanwhile. */
  tick?: number;
  /** A click on a category of a widget with a drill-down: its raw value (an id, an enum code). */
  onDrill?: (widget: WidgetDef, value: string) => void;
}

/** A stat tile with a drill-down opens its list as a link does (click, Enter). */
function statDrill(widget: WidgetDef, onDrill: WidgetProps['onDrill']) {
  if (!widget.drill || !onDrill) return {};
  const go = () => onDrill(widget, '');
  return { role: 'link', tabIndex: 0, style: { cursor: 'pointer' }, onClick: go, onKeyDown: (e: { key: string }) => e.key === 'Enter' && go() };
}

export function Widget({ system, widget, range, end, first, tick = 0, onDrill }: WidgetProps) {
  const source = useModuleData();
  const shared = useBoardFetch();
  const [data, setData] = useState<unknown>(null);
  const [monthly, setMonthly] = useState<unknown>(null);
  // A failed request is an error state with 重试, never 暂无数据 (an operator would read "no waste").
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setData(null);
    setMonthly(null);
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    // Forecast panels switch grains: they read both forecast curves, whichever their report is.
    const report = reportOf(system, widget.kind === 'forecast' ? 'dailyForecastChart' : widget.report);
    // Stat tiles describe the last day with data (or the range, when they say so); charts the chosen range.
    const payload = widget.kind === 'stat' && widget.period !== 'range' ? { startDate: end, endDate: end } : widget.kind === 'forecast' ? {} : { startDate: range.startDate, endDate: range.endDate };
    const fetch = shared ?? ((r: typeof report, p: Record<string, unknown>) => source.report(r, p));
    let live = true;
    const fail = () => {
      if (!live) return;
      setFailed(true);
    };
    fetch(report, payload).then((d) => { if (live) { setData(d); setFailed(false); } }, fail);
    if (widget.kind === 'forecast') fetch(reportOf(system, 'monthForecastChart'), {}).then((d) => live && setMonthly(d), fail);
    return () => {
      live = false;
    };
  }, [source, shared, system, widget, range.startDate, range.endDate, end, attempt, tick]);
  const period = periodLabel(widget, range);
  const drillAt = widget.drill && onDrill ? (row: Obj | undefined) => row && onDrill(widget, String(row[widget.category ?? ''] ?? '')) : undefined;
  const error = failed || undefined;
  // A call may answer `{ rows }` or a bare array of rows (园林养护's overview).
  const rows = (Array.isArray(data) ? data : (data as { rows?: Obj[] } | null)?.rows ?? []) as Obj[];
  const loading = !failed && data === null;
  switch (widget.kind) {
    case 'stat':
      return <StatTile label={widget.title} period={period} value={loading ? null : num(rows[0]?.[widget.measure!])} unit={widget.unit} digits={widget.unit === '吨' ? 1 : 0} error={error} onRetry={retry} {...statDrill(widget, onDrill)} />;
    case 'trend':
      return <TrendPanel title={widget.title} categories={rows.map((r) => label(r, widget.category))} series={[{ name: widget.title, data: rows.map((r) => num(r[widget.measure!])) }]} unit={widget.unit} kind="area" days={range.days} period={period} loading={loading} error={error} onRetry={retry} animation={false} />;
    case 'bar':
      return <Panel title={widget.title} period={period}><BarChart title={widget.title} onCategoryClick={drillAt && ((i) => drillAt(rows[i]))} categories={rows.map((r) => label(r, widget.category))} series={[{ name: widget.title, data: rows.map((r) => num(r[widget.measure!])) }]} unit={widget.unit} height="100%" loading={loading} error={error} onRetry={retry} animation={false} showLegend={false} /></Panel>;
    case 'pie':
      return <Panel title={widget.title} period={period}><PieChart title={widget.title} onItemClick={drillAt && ((i) => drillAt(rows[i]))} items={rows.map((r) => ({ name: label(r, widget.category), value: num(r[widget.measure!]) }))} unit={widget.unit} donut height="100%" loading={loading} error={error} onRetry={retry} animation={false} /></Panel>;
    case 'rank':
      return <Panel title={widget.title} period={period}><Scroll><RankList aria-label={widget.title} onItemClick={drillAt && ((item) => drillAt(rows.find((r) => label(r, widget.category) === item.name)))} items={rows.map((r) => ({ name: label(r, widget.category), value: num(r[widget.measure!]) }))} unit={widget.unit} error={error} onRetry={retry} /></Scroll></Panel>;
    case 'forecast': {
      const daily = forecastSeries(rows as unknown as ForecastRow[]);
      const month = forecastSeries(((monthly as { rows?: ForecastRow[] } | null)?.rows ?? []), first);
      return <ForecastPanel title={widget.title} period={period} daily={daily} monthly={month} unit={widget.unit} defaultGrain={widget.report.startsWith('month') ? 'monthly' : 'daily'} loading={!failed && (loading || monthly === null)} error={error} onRetry={retry} animation={false} />;
    }
    case 'facts': {
      // Label–value pairs of the first row (today's weather): a value with a unit reads "72 %".
      const row = rows[0];
      const items = (widget.items ?? []).map((item) => ({
        label: item.label,
        value: loading ? '…' : row && row[item.key] !== null && row[item.key] !== undefined ? `${String(row[item.key])}${item.unit ? ` ${item.unit}` : ''}` : '—',
      }));
      return <Panel title={widget.title} period={period}>{error ? <ChartError title={widget.title} error={error} onRetry={retry} /> : <Descriptions items={items} columns={2} bordered />}</Panel>;
    }
    case 'heatmap':
    case 'sankey':
      return <FlowWidget widget={widget} rows={rows} period={period} loading={loading} error={error} onRetry={retry} />;
    default:
      return null;
  }
}
