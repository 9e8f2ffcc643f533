/** One report: date range and filters, table with numbers at the end, totals, paging, .xlsx export. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Card } from '../../../../../src/components/Card';
import { DataTable, type DataTableColumn, type PaginationState } from '../../../../../src/components/DataTable';
import { RangePicker } from '../../../../../src/components/DatePicker';
import { FormField } from '../../../../../src/components/Form';
import { t } from '../../../../../src/i18n';
import { fieldTitle, groupKey, moduleOf, opCode, reportColumns, type FieldDefinition, type ReportDefinition } from '../../../../catalogue/src';
import { useModuleData, type PageAnswer, type Row } from '../dataSource';
import { columnWidth, DisplayValue, formatNumber, isNumeric } from './display';
import { FilterForm, type Filters } from './FilterForm';
import type { FormValues } from './fieldValues';
import { ExportControl } from './ExportControl';
import { useExport } from './useExport';
import { enumOptions, useLookups } from './useLookups';
import { periodFilters, ReportPeriodField } from './ReportPeriodField';
import { ReportChart } from './ReportChart';
import { periodOfDay } from '../../../../../src/components/DatePicker';
import { usePermissions } from '../permissions';

const Stack = styled.div`display: grid; gap: ${(p) => p.theme.space.md};`;
/** The table and its chart side by side. */
const Beside = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${(p) => p.theme.space.md};
  align-items: start;
`;
const Totals = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.md};
  margin: 0 0 0 auto;
  color: ${(p) => p.theme.color.text.secondary};
  strong { color: ${(p) => p.theme.color.text.primary}; }
  b { margin-left: ${(p) => p.theme.space.xxs}; font-weight: 600; color: ${(p) => p.theme.color.text.primary}; font-variant-numeric: tabular-nums; }
`;

export interface DateRange {
  startDate: string;
  endDate: string;
}

interface Column {
  key: string;
  label: string;
  numeric: boolean;
  width?: number;
  render: (row: Row) => React.ReactNode;
}

function columnsOf(system: string, report: ReportDefinition): Column[] {
  const source = moduleOf(system)!.resources.find((r) => r.key === report.source);
  if (report.kind === 'records' && source) {
    return (report.fields ?? []).map((k) => source.fields.find((f) => f.key === k)!).map((f) => ({
      key: f.key, label: fieldTitle(f), numeric: isNumeric(f), width: columnWidth(f, system), render: (row) => <DisplayValue system={system} field={f} row={row} />,
    }));
  }
  if (report.kind === 'custom') return reportColumns(report).map((c) => ({ ...c, numeric: false, render: (row: Row) => String(row[c.key] ?? '') }));
  const groups = new Set((report.groupBy ?? []).map(groupKey));
  return reportColumns(report).map((c) => ({
    key: c.key, label: c.label, numeric: !groups.has(c.key),
    render: (row: Row) => (groups.has(c.key) ? String(row[`${c.key}Label`] ?? row[c.key] ?? '') : formatNumber(row[c.key], digitsOf(report, c.key))),
  }));
}

/** Decimals of a measure (tonnes with two), so a column's numbers line up. */
function digitsOf(report: ReportDefinition, key: string): number | undefined {
  return report.measures?.find((m) => m.key === key)?.digits;
}

/** The report's filter fields (its own search form, or eq on its source resource), minus those fixed by the page. */
function filterFieldsOf(system: string, report: ReportDefinition, fixed: Filters): FieldDefinition[] {
  if (report.filterFields) return report.filterFields.filter((f) => !(f.key in fixed));
  const source = moduleOf(system)!.resources.find((r) => r.key === report.source);
  return (report.filters ?? []).filter((k) => !(k in fixed)).flatMap((k) => {
    const f = source?.fields.find((x) => x.key === k);
    return f ? [{ ...f, filter: 'eq' as const }] : [];
  });
}

export interface ReportViewProps {
  system: string;
  report: ReportDefinition;
  range: DateRange;
  /** Filters set by the page (the car of a trajectory): sent with every call, column hidden. */
  fixed?: Filters;
}

const NO_FILTERS: Filters = {};

export function ReportView({ system, report, range, fixed = NO_FILTERS }: ReportViewProps) {
  const data = useModuleData();
  // An `undated` custom report, or one with its own search form (which asks for dates as a `range` field, if at all), has no page range.
  const dated = Boolean(report.dateField) || (report.kind === 'custom' && !report.undated && !report.filterFields);
  const filterFields = useMemo(() => filterFieldsOf(system, report, fixed), [system, report, fixed]);
  const source = moduleOf(system)!.resources.find((r) => r.key === report.source);
  const sourceOptions = useLookups(source, useMemo(() => filterFields.map((f) => f.key), [filterFields]));
  const ownOptions = useMemo(() => Object.fromEntries((report.filterFields ?? []).filter((f) => f.type === 'enum').map((f) => [f.key, enumOptions(system, f)])), [system, report]);
  const options = report.filterFields ? ownOptions : sourceOptions;
  // Month/quarter reports start on the month of the data's last day and send `month` / `quarter`.
  const periods = report.periods?.length ? report.periods : undefined;
  const firstPeriod = periods ? periodOfDay(periods[0]!, range.endDate) : undefined;
  const [query, setQuery] = useState<Filters>(periods ? { [periods[0]!]: firstPeriod! } : dated ? { ...range } : {});
  const [paging, setPaging] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [answer, setAnswer] = useState<PageAnswer>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const exporter = useExport();
  const payload = useMemo(() => ({ ...query, ...fixed, ...(report.paged ? { pageNum: paging.pageIndex + 1, pageSize: paging.pageSize } : {}) }), [query, fixed, paging, report]);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      const raw = await data.report<PageAnswer | Row[]>(report, payload);
      // Some family calls answer a bare array of rows (a kanban's facility list).
      setAnswer(Array.isArray(raw) ? { rows: raw, total: raw.length } : raw);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [data, report, payload]);
  useEffect(() => void load(), [load]);

  const columns = useMemo<DataTableColumn<Row>[]>(() => columnsOf(system, report).filter((c) => !(c.key in fixed)).map((c) => ({
    id: c.key, header: c.label, accessorFn: (row: Row) => row[c.key], enableSorting: false,
    size: c.width ?? Math.max(120, [...c.label].length * 14 + 32),
    meta: { align: c.numeric ? 'end' : 'start', title: c.label },
    cell: ({ row }: { row: { original: Row } }) => c.render(row.original),
  })), [system, report, fixed]);

  const totals = answer.totals && reportColumns(report).filter((c) => c.key in answer.totals!);
  const search = (next: Filters) => {
    setQuery(next);
    setPaging((p) => ({ ...p, pageIndex: 0 }));
  };
  const leading = periods ? [
    <FormField key="period" name="period" label={t('modules.reportPeriod')}><ReportPeriodField periods={periods} /></FormField>,
  ] : dated ? [
    <FormField key="range" name="range" label={t('modules.dateRange')}><RangePicker allowClear={false} /></FormField>,
  ] : [];

  const chartPayload = useMemo(() => ({ ...query, ...fixed }), [query, fixed]);
  const canExport = usePermissions().can(opCode(report.key, 'export'));
  const table = (
    <Card title={t('modules.listLabel', { name: report.title })}>
      <DataTable<Row> aria-label={t('modules.listLabel', { name: report.title })} data={answer.rows} columns={columns} getRowId={(row, i) => String(row.id ?? i)} loading={loading}
        error={failed || undefined} onRetry={() => void load()}
        serverSide={report.paged} rowCount={answer.total} pagination={report.paged ? paging : undefined} onPaginationChange={report.paged ? setPaging : undefined}
        toolbar={((report.export && canExport) || totals) && (
          <>
            {report.export && canExport && (
              <ExportControl exporter={exporter} start={(p) => data.exportReport(report, { ...query, ...fixed }, p)}>{t('modules.export')}</ExportControl>
            )}
            {totals && (
              <Totals>
                <strong>{t('modules.totalRow')}</strong>
                {totals.map((c) => <span key={c.key}>{c.label}<b>{formatNumber(answer.totals![c.key], digitsOf(report, c.key))}</b></span>)}
              </Totals>
            )}
          </>
        )} />
    </Card>
  );

  return (
    <Stack>
      {(dated || filterFields.length > 0) && (
        <Card title={t('modules.searchOf', { name: report.title })} size="sm">
          <FilterForm fields={filterFields} options={options} leading={leading} onSearch={search} aria-label={t('modules.searchOf', { name: report.title })}
            defaults={periods ? { period: firstPeriod } : dated ? { range: [range.startDate, range.endDate] } : undefined}
            leadingFilters={periods ? periodFilters : (values: FormValues): Filters => {
              const [startDate, endDate] = (values.range as [string, string] | null) ?? [];
              return startDate && endDate ? { startDate, endDate } : {};
            }} />
        </Card>
      )}
      {report.chart ? <Beside>{table}<ReportChart report={report} payload={chartPayload} /></Beside> : table}
    </Stack>
  );
}
