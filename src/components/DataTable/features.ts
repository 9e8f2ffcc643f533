/**
 * The one TanStack Table v9 feature set every DataTable uses. Server or client ownership
 * of sorting and paging is chosen per table with the `manual*` options, so the registry
 * (and therefore the column types) stays the same for both.
 */
import {
  columnPinningFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type Cell,
  type Column,
  type ColumnDef,
  type Header,
  type Row,
  type RowData,
} from '@tanstack/react-table';
import { createLazyCoreRowModel } from './lazyRowModel';

export interface DataTableColumnMeta {
  /** Keeps the column visible at the start or end while scrolling sideways. */
  pin?: 'start' | 'end';
  /** Horizontal alignment of header and cells (numbers read best at the end). */
  align?: 'start' | 'center' | 'end';
  /** Plain-text name for menus and labels when `header` is not a string. */
  title?: string;
}

export const dataTableFeatures = tableFeatures({
  // Rows are built when first read: a virtual list of 100,000 records builds the ~20 in view.
  coreRowModel: createLazyCoreRowModel(),
  columnVisibilityFeature,
  columnSizingFeature,
  columnResizingFeature,
  columnPinningFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a column list mixes value types.
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;
export type DataTableRow<TData extends RowData> = Row<DataTableFeatures, TData>;
export type DataTableCell<TData extends RowData> = Cell<DataTableFeatures, TData, unknown>;
export type DataTableHeader<TData extends RowData> = Header<DataTableFeatures, TData, unknown>;
export type DataTableColumnInstance<TData extends RowData> = Column<DataTableFeatures, TData, unknown>;

/** Typed column helper for DataTable columns: `const col = dataTableColumns<Vehicle>()`. */
export function dataTableColumns<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

/** Plain-text name of a column for menus and aria labels. */
export function columnTitle<TData extends RowData>(column: DataTableColumnInstance<TData>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.title ?? (typeof header === 'string' ? header : column.id);
}
