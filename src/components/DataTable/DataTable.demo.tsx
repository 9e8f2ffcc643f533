/** Story/bench fixtures: the 车辆信息 columns and a table wired to a fake paging server. */
import { useEffect, useState } from 'react';
import { Tag } from '../Tag';
import type { Status } from '../types';
import { DataTable, type DataTableProps } from './DataTable';
import { queryVehicles, vehicleStatusText, type Vehicle, type VehicleStatus } from './DataTable.mocks';
import { dataTableColumns } from './features';
import type { PaginationState, SortingState } from '@tanstack/react-table';

const col = dataTableColumns<Vehicle>();
const statusTone: Record<VehicleStatus, Status> = { working: 'success', idle: 'info', offline: 'default', repair: 'warning' };
/** One formatter for every cell: `toLocaleString('zh-CN')` sets up a formatter on each call. */
const grouped = new Intl.NumberFormat('zh-CN');

/** Twelve columns, as in the 车辆信息 list. */
export const vehicleColumns = col.columns([
  col.accessor('plate', { header: '车牌号', size: 130, meta: { pin: 'start' } }),
  col.accessor('type', { header: '车辆类型', size: 140 }),
  col.accessor('unit', { header: '所属单位', size: 130 }),
  col.accessor('driver', { header: '司机', size: 90 }),
  col.accessor('phone', { header: '联系电话', size: 130, enableSorting: false }),
  col.accessor('status', {
    header: '状态',
    size: 100,
    cell: (info) => <Tag size="sm" status={statusTone[info.getValue()]}>{vehicleStatusText[info.getValue()]}</Tag>,
  }),
  col.accessor('wasteType', { header: '垃圾类型', size: 110 }),
  col.accessor('loadTons', { header: '载重(吨)', size: 110, meta: { align: 'end' }, cell: (info) => info.getValue().toFixed(1) }),
  col.accessor('mileageKm', { header: '累计里程(公里)', size: 150, meta: { align: 'end' }, cell: (info) => grouped.format(info.getValue()) }),
  col.accessor('station', { header: '所属转运站', size: 130 }),
  col.accessor('lastLocatedAt', { header: '最后定位时间', size: 160 }),
  col.accessor('id', { header: '车辆编号', size: 110 }),
]);

export const plateOf = (row: Vehicle) => row.plate;
export const vehicleId = (row: Vehicle) => row.id;

type ServerTableProps = Omit<DataTableProps<Vehicle>, 'data' | 'serverSide' | 'rowCount' | 'getRowId' | 'columns'> & {
  source: Vehicle[];
  columns?: DataTableProps<Vehicle>['columns'];
  /** Resolves requests only when the test says so (otherwise on the next tick). */
  onRequest?: (query: { pagination: PaginationState; sorting: SortingState }) => void;
  failFirst?: boolean;
};

/** A DataTable whose sorting and paging are done by a (fake) server. */
export function ServerVehicleTable({ source, columns = vehicleColumns, onRequest, failFirst = false, ...rest }: ServerTableProps) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [result, setResult] = useState<{ rows: Vehicle[]; total: number }>();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(true);

  useEffect(() => {
    let live = true;
    onRequest?.({ pagination, sorting });
    setPending(true);
    const timer = setTimeout(() => {
      if (!live) return;
      setPending(false);
      if (failFirst && attempt === 0) {
        setError('服务器繁忙，请稍后再试（错误码 503）');
        return;
      }
      setError(undefined);
      const sort = sorting[0];
      setResult(queryVehicles(source, { ...pagination, sortBy: sort?.id as keyof Vehicle | undefined, desc: sort?.desc }));
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [source, pagination, sorting, attempt, failFirst, onRequest]);

  return (
    <DataTable
      {...rest}
      columns={columns}
      data={result?.rows ?? EMPTY}
      getRowId={vehicleId}
      serverSide
      rowCount={result?.total ?? 0}
      loading={pending}
      error={error}
      onRetry={() => setAttempt((n) => n + 1)}
      pagination={pagination}
      onPaginationChange={setPagination}
      sorting={sorting}
      onSortingChange={setSorting}
    />
  );
}

const EMPTY: Vehicle[] = [];
