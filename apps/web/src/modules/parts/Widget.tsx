/** One dashboard/kanban widget reading its report: stat tile, trend, bar, pie, rank or forecast. */
import { useEffect, useState } from 'react';
import { BarChart } from '../../../../../src/charts/BarChart';
import { PieChart } from '../../../../../src/charts/PieChart';
import { ForecastPanel, Panel, RankList, StatTile, TrendPanel, type ForecastSeriesData } from '../../../../../src/kanban';
import { reportOf } from '../pageContext';
import { reportApi } from '../api';
import type { Widget as WidgetDef } from '../../../../catalogue/src';

type Obj = Record<string, unknown>;
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

function forecastSeries(rows: ForecastRow[]): ForecastSeriesData {
  const past = rows.filter((r) => r.actual !== null);
  const next = rows.filter((r) => r.forecast !== null);
  const key = (r: ForecastRow) => r.date ?? r.month ?? '';
  return {
    categories: past.map(key), actual: past.map((r) => r.actual!),
    forecastCategories: next.map(key), forecast: next.map((r) => ({ value: r.forecast!, low: r.lower ?? r.forecast!, high: r.upper ?? r.forecast! })),
  };
}

export function Widget({ system, widget, range, end }: { system: string; widget: WidgetDef; range: { startDate: string; endDate: string }; end: string }) {
  const [data, setData] = useState<unknown>(null);
  const [monthly, setMonthly] = useState<unknown>(null);
  useEffect(() => {
    const report = reportOf(system, widget.report);
    // Stat tiles describe the last day with data; charts the chosen range.
    const payload = widget.kind === 'stat' ? { startDate: end, endDate: end } : widget.kind === 'forecast' ? {} : range;
    reportApi.run(report, payload).then(setData, () => setData({ rows: [] }));
    if (widget.kind === 'forecast') reportApi.run(reportOf(system, 'monthForecastChart'), {}).then(setMonthly, () => undefined);
  }, [system, widget, range, end]);
  const rows = ((data as { rows?: Obj[] } | null)?.rows ?? []) as Obj[];
  const loading = data === null;
  switch (widget.kind) {
    case 'stat':
      return <StatTile label={widget.title} value={loading ? null : num(rows[0]?.[widget.measure!])} unit={widget.unit} digits={widget.unit === '吨' ? 1 : 0} />;
    case 'trend':
      return <TrendPanel title={widget.title} categories={rows.map((r) => label(r, widget.category))} series={[{ name: widget.title, data: rows.map((r) => num(r[widget.measure!])) }]} unit={widget.unit} kind="area" defaultRange={30} loading={loading} animation={false} />;
    case 'bar':
      return <Panel title={widget.title}><BarChart title={widget.title} categories={rows.map((r) => label(r, widget.category))} series={[{ name: widget.title, data: rows.map((r) => num(r[widget.measure!])) }]} unit={widget.unit} height={260} loading={loading} animation={false} showLegend={false} /></Panel>;
    case 'pie':
      return <Panel title={widget.title}><PieChart title={widget.title} items={rows.map((r) => ({ name: label(r, widget.category), value: num(r[widget.measure!]) }))} unit={widget.unit} donut height={260} loading={loading} animation={false} /></Panel>;
    case 'rank':
      return <Panel title={widget.title}><RankList aria-label={widget.title} items={rows.map((r) => ({ name: label(r, widget.category), value: num(r[widget.measure!]) }))} unit={widget.unit} /></Panel>;
    case 'forecast': {
      const daily = forecastSeries(rows as unknown as ForecastRow[]);
      const month = forecastSeries(((monthly as { rows?: ForecastRow[] } | null)?.rows ?? []));
      return <ForecastPanel title={widget.title} daily={daily} monthly={month} unit={widget.unit} defaultGrain={widget.report.startsWith('month') ? 'monthly' : 'daily'} loading={loading} animation={false} />;
    }
    default:
      return null;
  }
}
