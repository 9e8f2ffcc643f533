export { DataTable, type DataTableProps } from './DataTable';
export {
  dataTableColumns,
  dataTableFeatures,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
  type DataTableRow,
} from './features';
export type { ColumnVisibilityState, PaginationState, RowSelectionState, SortingState } from '@tanstack/react-table';
