/**
 * The bar chart beside a report table (ReportDefinition.chart): one bar per value of the declared
 * category (a quarter's three month rows of a company are summed into one bar), one series per
 * declared measure, every bar labelled with its value.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTheme } from 'styled-components';
import { Card } from '../../../../../src/components/Card';
import { BarChart } from '../../../../../src/charts/BarChart';
import { t } from '../../../../../src/i18n';
import { fieldTitle, type ReportDefinition } from '../../../../catalogue/src';
import { useModuleData, type PageAnswer, type Row } from '../dataSource';

export interface ReportChartProps {
  report: ReportDefinition;
  /** The table's query without paging: the chart draws every group, not one page of them. */
  payload: Record<string, string>;
}

/** The largest page the engine answers: a chart of one period's groups fits in it. */
const ALL = 500;

/** Categories in order of first appearance and each measure summed per category. */
export function chartData(report: ReportDefinition, rows: Row[]): { categories: string[]; series: { name: string; data: number[] }[] } {
  const spec = report.chart!;
  const measures = spec.measures.map((k) => report.measures!.find((m) => m.key === k)!);
  const sums = new Map<string, number[]>();
  for (const row of rows) {
    const name = String(row[`${spec.category}Label`] ?? row[spec.category] ?? '');
    const acc = sums.get(name) ?? measures.map(() => 0);
    measures.forEach((m, i) => (acc[i]! += Number(row[m.key] ?? 0)));
    sums.set(name, acc);
  }
  const categories = [...sums.keys()];
  const round = (v: number, d?: number) => (d === undefined ? v : Number(v.toFixed(d)));
  return { categories, series: measures.map((m, i) => ({ name: fieldTitle(m), data: categories.map((c) => round(sums.get(c)![i]!, m.digits)) })) };
}

export function ReportChart({ report, payload }: ReportChartProps) {
  const data = useModuleData();
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows((await data.report<PageAnswer>(report, report.paged ? { ...payload, pageNum: 1, pageSize: ALL } : payload)).rows);
      setError(false);
    } catch {
      setError(true);
    } finally {
      setLoading(false);
    }
  }, [data, report, payload]);
  useEffect(() => void load(), [load]);
  const { categories, series } = useMemo(() => chartData(report, rows), [report, rows]);
  const unit = report.measures?.find((m) => m.key === report.chart!.measures[0])?.unit;
  const theme = useTheme();
  const title = t('modules.chartOf', { name: report.title });
  return (
    <Card title={title}>
      <BarChart title={title} categories={categories} series={series} unit={unit} horizontal valueLabels
        height={`calc(${theme.space.xl} * ${Math.max(8, categories.length + 3)})`} loading={loading} error={error || undefined} onRetry={() => void load()} />
    </Card>
  );
}
