/**
 * A month matrix (catalogue model/matrix.ts): the month (or year) picker, one row per value with
 * a column per day (or month), the row totals at the end and the totals row last; .xlsx export
 * in the same layout.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Card } from '../../../../../src/components/Card';
import { DataTable, type DataTableColumn } from '../../../../../src/components/DataTable';
import { Select } from '../../../../../src/components/Select';
import { t } from '../../../../../src/i18n';
import { currentPeriod, fieldTitle, findEnum, MATRIX_TOTAL, moduleOf, opCode, type EnumOption, type ReportDefinition } from '../../../../catalogue/src';
import { useModuleData, type Row } from '../dataSource';
import { CodeLegend, CodeMark } from './CodeMark';
import { formatNumber } from './display';
import { useLookups } from './useLookups';
import { ExportControl } from './ExportControl';
import { useExport } from './useExport';
import { usePermissions } from '../permissions';

const Toolbar = styled.div`display: flex; align-items: center; gap: ${(p) => p.theme.space.sm}; span { color: ${(p) => p.theme.color.text.secondary}; }`;
const PickerBox = styled.div`width: calc(${(p) => p.theme.space.xxl} * 3);`;
const Stack = styled.div`display: grid; gap: ${(p) => p.theme.space.sm};`;

interface MatrixAnswer {
  period: string;
  columns: { key: string; label: string }[];
  rows: Row[];
  totals: Row;
}

/** The periods offered: the last 24 months (YYYY-MM) or the last 6 years, newest first, from `latest`. */
export function periodOptions(period: 'month' | 'year', latest: string): { value: string; label: string }[] {
  if (period === 'year') return Array.from({ length: 6 }, (_, i) => String(Number(latest) - i)).map((y) => ({ value: y, label: `${y}年` }));
  const [y, m] = latest.split('-').map(Number);
  return Array.from({ length: 24 }, (_, i) => {
    const d = new Date(y!, m! - 1 - i, 1);
    const value = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
    return { value, label: `${d.getFullYear()}年${d.getMonth() + 1}月` };
  });
}

export interface MatrixViewProps {
  report: ReportDefinition;
  /** The last day with data (YYYY-MM-DD): the period shown first. */
  end?: string;
  /** The source's system (its enum and lookups); the report's own when absent. */
  system?: string;
}

/** The code field's enum options of a sheet of marks (MatrixSpec.codes). */
function codeOptions(system: string | undefined, report: ReportDefinition): readonly EnumOption[] {
  const codes = report.matrix?.codes;
  if (!codes || !system) return [];
  const source = moduleOf(report.matrix?.system ?? system)?.resources.find((r) => r.key === report.source);
  return findEnum(report.matrix?.system ?? system, source?.fields.find((f) => f.key === codes.field)?.enum ?? '')?.options ?? [];
}

export function MatrixView({ report, end, system }: MatrixViewProps) {
  const data = useModuleData();
  const spec = report.matrix!;
  const codes = spec.codes;
  const options = useMemo(() => codeOptions(system, report), [system, report]);
  const source = system ? moduleOf(spec.system ?? system)?.resources.find((r) => r.key === report.source) : undefined;
  const filterKeys = useMemo(() => report.filters ?? [], [report]);
  const lookups = useLookups(source, filterKeys);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const latest = end ? (spec.period === 'month' ? end.slice(0, 7) : end.slice(0, 4)) : currentPeriod(spec);
  const [period, setPeriod] = useState(latest);
  const [answer, setAnswer] = useState<MatrixAnswer | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const exporter = useExport();
  const canExport = usePermissions().can(opCode(report.key, 'export'));
  const payload = useMemo(() => ({ ...filters, ...(spec.period === 'month' ? { month: period } : { year: period }) }), [spec, period, filters]);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      setAnswer(await data.report<MatrixAnswer>(report, payload));
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [data, report, payload]);
  useEffect(() => void load(), [load]);

  const digits = spec.measure.digits;
  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const head: DataTableColumn<Row> = { id: 'rowLabel', header: spec.rowLabel, accessorFn: (r: Row) => r.rowLabel, enableSorting: false, size: 120, meta: { title: spec.rowLabel } };
    if (codes) {
      const byValue = new Map(options.map((o) => [o.value, o]));
      return [
        head,
        ...(answer?.columns ?? []).map((c) => ({
          id: c.key, header: c.label, accessorFn: (r: Row) => r[c.key], enableSorting: false, size: 44, meta: { align: 'center' as const, title: c.label },
          cell: ({ row }: { row: { original: Row } }) => {
            const option = byValue.get(String(row.original[c.key]));
            return option ? <CodeMark option={option} title={`${String(row.original.rowLabel)} ${c.label}：${option.label}`} /> : null;
          },
        })),
        ...codes.summary.map((s) => ({
          id: s.key, header: fieldTitle(s), accessorFn: (r: Row) => r[s.key], enableSorting: false, size: 76, meta: { align: 'end' as const, title: fieldTitle(s) },
          cell: ({ row }: { row: { original: Row } }) => formatNumber(row.original[s.key], s.measure?.digits ?? 0),
        })),
      ];
    }
    return [
      head,
      ...(answer?.columns ?? []).map((c) => ({
        id: c.key, header: c.label, accessorFn: (r: Row) => r[c.key], enableSorting: false, size: spec.period === 'month' ? 72 : 88,
        meta: { align: 'end' as const, title: c.label }, cell: ({ row }: { row: { original: Row } }) => formatNumber(row.original[c.key], digits),
      })),
      { id: MATRIX_TOTAL, header: t('config.rowTotal'), accessorFn: (r: Row) => r[MATRIX_TOTAL], enableSorting: false, size: 96, meta: { align: 'end' as const, title: t('config.rowTotal') }, cell: ({ row }: { row: { original: Row } }) => <strong>{formatNumber(row.original[MATRIX_TOTAL], digits)}</strong> },
    ];
  }, [answer, spec, digits, codes, options]);
  const rows = answer ? [...answer.rows, { ...answer.totals, id: -1 } as Row] : [];
  const label = t('modules.listLabel', { name: report.title });

  return (
    <Card title={codes ? report.title : `${report.title} ${fieldTitle(spec.measure)}`}>
      <Stack>
      <DataTable<Row> aria-label={label} data={rows} columns={columns} getRowId={(row, i) => (row.id === -1 ? 'total' : String(row.row ?? i))} loading={loading}
        error={failed || undefined} onRetry={() => void load()}
        toolbar={(
          <Toolbar>
            <span>{t(spec.period === 'month' ? 'config.month' : 'config.year')}</span>
            <PickerBox><Select options={periodOptions(spec.period, latest)} value={period} onChange={(v) => v && setPeriod(v)} aria-label={t(spec.period === 'month' ? 'config.month' : 'config.year')} /></PickerBox>
            {filterKeys.map((key) => {
              const f = source?.fields.find((x) => x.key === key);
              return f ? (
                <PickerBox key={key}>
                  <Select allowClear placeholder={f.label} aria-label={f.label} options={lookups[key] ?? []} value={filters[key] ?? null}
                    onChange={(v) => setFilters((old) => { const next = { ...old }; if (v) next[key] = String(v); else delete next[key]; return next; })} />
                </PickerBox>
              ) : null;
            })}
            {report.export && canExport && <ExportControl exporter={exporter} start={(p) => data.exportReport(report, payload, p)}>{t('modules.export')}</ExportControl>}
          </Toolbar>
        )} />
      {codes && options.length > 0 && <CodeLegend options={options.filter((o) => o.short)} label={t('config.legend')} />}
      </Stack>
    </Card>
  );
}
