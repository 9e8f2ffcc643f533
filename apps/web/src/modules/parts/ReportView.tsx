/** One report: date range (+ filters), table with a totals row, paging, .xlsx export. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { DataTable, type DataTableColumn, type PaginationState } from '../../../../../src/components/DataTable';
import { Progress } from '../../../../../src/components/Progress';
import { t } from '../../../../../src/i18n';
import { groupKey, moduleOf, reportColumns, type ReportDefinition } from '../../../../catalogue/src';
import { reportApi, type Row } from '../api';
import { DateInput } from './controls';
import { DisplayValue, fieldTitle } from './display';
import { useExport } from './useExport';

const Bar = styled.div`display: flex; gap: ${(p) => p.theme.space.sm}; align-items: end; flex-wrap: wrap;`;
const Item = styled.label`display: grid; gap: ${(p) => p.theme.space.xxs}; font-size: ${(p) => p.theme.font.size.sm}; color: ${(p) => p.theme.color.text.primary};`;
const Totals = styled.p`margin: 0; color: ${(p) => p.theme.color.text.primary}; font-weight: 600;`;

export interface DateRange {
  startDate: string;
  endDate: string;
}

interface Column {
  key: string;
  label: string;
  render: (row: Row) => React.ReactNode;
}

function columnsOf(system: string, report: ReportDefinition): Column[] {
  const source = moduleOf(system)!.resources.find((r) => r.key === report.source);
  if (report.kind === 'records' && source) {
    return (report.fields ?? []).map((k) => source.fields.find((f) => f.key === k)!).map((f) => ({ key: f.key, label: fieldTitle(f), render: (row) => <DisplayValue system={system} field={f} row={row} /> }));
  }
  if (report.kind === 'custom') {
    return [{ key: 'code', label: t('modules.colCode') }, { key: 'name', label: t('modules.colName') }, { key: 'address', label: t('modules.colAddress') }, { key: 'routeIdLabel', label: t('modules.colRoute') }, { key: 'lastCollected', label: t('modules.lastCollected') }]
      .map((c) => ({ ...c, render: (row: Row) => String(row[c.key] ?? '') }));
  }
  const groups = new Set((report.groupBy ?? []).map(groupKey));
  return reportColumns(report).map((c) => ({ key: c.key, label: c.label, render: (row: Row) => String((groups.has(c.key) ? row[`${c.key}Label`] ?? row[c.key] : row[c.key]) ?? '') }));
}

export function ReportView({ system, report, range: initial }: { system: string; report: ReportDefinition; range: DateRange }) {
  const [range, setRange] = useState(initial);
  const [query, setQuery] = useState(initial);
  const [paging, setPaging] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [answer, setAnswer] = useState<{ rows: Row[]; total: number; totals?: Record<string, unknown> }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const exporter = useExport();
  const payload = useMemo(() => ({ ...(report.dateField || report.kind === 'custom' ? query : {}), ...(report.paged ? { pageNum: paging.pageIndex + 1, pageSize: paging.pageSize } : {}) }), [query, paging, report]);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      setAnswer(await reportApi.run(report, payload));
    } finally {
      setLoading(false);
    }
  }, [report, payload]);
  useEffect(() => void load(), [load]);
  const columns = useMemo<DataTableColumn<Row>[]>(() => columnsOf(system, report).map((c) => ({
    id: c.key, header: c.label, accessorFn: (row: Row) => row[c.key], enableSorting: false,
    cell: ({ row }: { row: { original: Row } }) => c.render(row.original),
  })), [system, report]);
  const totals = answer.totals && reportColumns(report).filter((c) => c.key in answer.totals!).map((c) => `${c.label}：${answer.totals![c.key]}`).join(' · ');
  return (
    <>
      <Bar role="search" aria-label={report.title}>
        {(report.dateField || report.kind === 'custom') && (
          <>
            <Item>{t('modules.startDate')}<DateInput label={t('modules.startDate')} kind="date" value={range.startDate} onChange={(v) => setRange((r) => ({ ...r, startDate: v }))} /></Item>
            <Item>{t('modules.endDate')}<DateInput label={t('modules.endDate')} kind="date" value={range.endDate} onChange={(v) => setRange((r) => ({ ...r, endDate: v }))} /></Item>
            <Button variant="primary" onClick={() => { setQuery(range); setPaging((p) => ({ ...p, pageIndex: 0 })); }}>{t('modules.search')}</Button>
          </>
        )}
        {report.export && (
          <Button disabled={exporter.percent !== null} onClick={() => void exporter.run((p) => reportApi.export(report, { ...query }, p))}>{t('modules.export')}</Button>
        )}
        {exporter.percent !== null && <Progress percent={exporter.percent} size="sm" label={t('modules.exporting')} />}
      </Bar>
      {totals && <Totals>{`${t('modules.totalRow')}：${totals}`}</Totals>}
      <DataTable<Row> aria-label={report.title} data={answer.rows} columns={columns} getRowId={(row, i) => String(row.id ?? i)} loading={loading}
        serverSide={report.paged} rowCount={answer.total} pagination={report.paged ? paging : { pageIndex: 0, pageSize: 10 }} onPaginationChange={report.paged ? setPaging : undefined} />
    </>
  );
}
