export { DataTable, type DataTableProps } from './DataTable';
export { ColumnSettingsButton, ColumnSettingsPanel, type ColumnSetting, type ColumnSettingsPanelProps } from './ColumnSettingsPanel';
export {
  dataTableColumns,
  dataTableFeatures,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
  type DataTableRow,
} from './features';
export type { ColumnSizingState, ColumnVisibilityState, PaginationState, RowSelectionState, SortingState } from '@tanstack/react-table';
