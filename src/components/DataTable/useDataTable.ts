import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import {
  useTable,
  type ColumnPinningState,
  type ColumnSizingState,
  type ColumnVisibilityState,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { DEFAULT_PAGE_SIZE } from '../Pagination';
import { actionsColumn, plainTextCell, selectionColumn } from './builtInColumns';
import { dataTableFeatures, type DataTableColumn } from './features';
import { useControllable } from './useControllable';

export interface DataTableStateOptions<TData extends RowData> {
  data: TData[];
  columns: DataTableColumn<TData>[];
  /** Stable id of a row (selection and React keys survive paging and sorting). */
  getRowId: (row: TData, index: number) => string;
  /** The server sorts and pages: `data` is the current page and `rowCount` the total. */
  serverSide?: boolean;
  rowCount?: number;
  /** Paging state; `false` shows every row (e.g. with virtualization). Default 10 per page. */
  pagination?: PaginationState | false;
  onPaginationChange?: (next: PaginationState) => void;
  sorting?: SortingState;
  defaultSorting?: SortingState;
  onSortingChange?: (next: SortingState) => void;
  /** Adds the checkbox column; a function decides per row whether it can be selected. */
  selectable?: boolean | ((row: TData) => boolean);
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (next: RowSelectionState) => void;
  /** Names a row in its checkbox label ("选择 浙A·D1234"); defaults to the row number. */
  rowLabel?: (row: TData) => string;
  columnVisibility?: ColumnVisibilityState;
  defaultColumnVisibility?: ColumnVisibilityState;
  onColumnVisibilityChange?: (next: ColumnVisibilityState) => void;
  /** Column widths by id (kept per user by lists, issue 15); resizing reports the new widths. */
  columnSizing?: ColumnSizingState;
  onColumnSizingChange?: (next: ColumnSizingState) => void;
  /** Renders the "操作" column pinned at the end. */
  rowActions?: (row: TData) => ReactNode;
  actionsWidth?: number;
}

const EMPTY_SORTING: SortingState = [];
const EMPTY_SELECTION: RowSelectionState = {};
const EMPTY_VISIBILITY: ColumnVisibilityState = {};
const EMPTY_SIZING: ColumnSizingState = {};
const FIRST_PAGE: PaginationState = { pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE };
const defaultColumn = { size: 150, minSize: 60, maxSize: 800, cell: plainTextCell };

export function useDataTable<TData extends RowData>(options: DataTableStateOptions<TData>) {
  const { data, columns, getRowId, serverSide = false, rowCount, selectable = false, rowLabel, rowActions, actionsWidth } = options;
  const paginated = options.pagination !== false;

  const [sorting, setSorting] = useControllable(options.sorting, options.defaultSorting ?? EMPTY_SORTING, options.onSortingChange);
  const [pagination, setPagination] = useControllable(
    options.pagination === false ? undefined : options.pagination,
    FIRST_PAGE,
    options.onPaginationChange,
  );
  // Client data can shrink (a filter, a delete): never stay on a page past the last one.
  const lastPage = Math.max(0, Math.ceil(data.length / pagination.pageSize) - 1);
  const shownPagination = !serverSide && pagination.pageIndex > lastPage ? { ...pagination, pageIndex: lastPage } : pagination;
  const [rowSelection, setRowSelection] = useControllable(options.rowSelection, EMPTY_SELECTION, options.onRowSelectionChange);
  const [columnVisibility, setColumnVisibility] = useControllable(
    options.columnVisibility,
    options.defaultColumnVisibility ?? EMPTY_VISIBILITY,
    options.onColumnVisibilityChange,
  );

  const [columnSizing, setColumnSizing] = useControllable(options.columnSizing, EMPTY_SIZING, options.onColumnSizingChange);

  // Stable column list: the built-in columns are added only when their inputs change. The
  // row actions and labels are read through refs: callers pass new functions on every render,
  // and a new cell function would re-mount every action button (a drawer opened from one could
  // not give focus back to it).
  const actionsRef = useRef(rowActions);
  actionsRef.current = rowActions;
  const labelRef = useRef(rowLabel);
  labelRef.current = rowLabel;
  const hasActions = Boolean(rowActions);
  const hasLabel = Boolean(rowLabel);
  const allColumns = useMemo(() => {
    const list = [...columns];
    const label = hasLabel ? (row: TData) => labelRef.current!(row) : undefined;
    if (selectable) list.unshift(selectionColumn<TData>(label, typeof selectable === 'function' ? selectable : undefined));
    if (hasActions) list.push(actionsColumn<TData>((row) => actionsRef.current?.(row), actionsWidth));
    return list;
  }, [columns, selectable, hasLabel, hasActions, actionsWidth]);

  // A new order starts again from the first page (operators expect the top rows).
  const changeSorting = useCallback(
    (updater: Updater<SortingState>) => {
      setSorting(updater);
      if (paginated && pagination.pageIndex !== 0) setPagination((old) => ({ ...old, pageIndex: 0 }));
    },
    [setSorting, setPagination, paginated, pagination.pageIndex],
  );

  const columnPinning = useMemo<ColumnPinningState>(() => {
    const ids = allColumns.map((column) => ({ id: column.id ?? ('accessorKey' in column ? String(column.accessorKey) : ''), pin: column.meta?.pin }));
    return { start: ids.filter((c) => c.pin === 'start').map((c) => c.id), end: ids.filter((c) => c.pin === 'end').map((c) => c.id) };
  }, [allColumns]);

  return useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data,
    getRowId,
    defaultColumn,
    columnResizeMode: 'onChange',
    sortDescFirst: false,
    enableRowSelection: typeof selectable === 'function' ? (row) => selectable(row.original) : selectable,
    manualSorting: serverSide,
    // Without paging the whole (already sorted) list is the one page: nothing is sliced.
    manualPagination: serverSide || !paginated,
    rowCount: serverSide ? rowCount : undefined,
    autoResetPageIndex: false,
    state: { sorting, pagination: shownPagination, rowSelection, columnVisibility, columnPinning, columnSizing },
    onSortingChange: changeSorting,
    onPaginationChange: setPagination,
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
    onColumnSizingChange: setColumnSizing,
  });
}

export type DataTableInstance<TData extends RowData> = ReturnType<typeof useDataTable<TData>>;
