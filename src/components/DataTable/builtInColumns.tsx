import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { t } from '../../i18n';
import { SelectionCheckbox } from './Checkbox';
import type { DataTableColumn } from './features';

export const SELECT_COLUMN_ID = '__select';
export const ACTIONS_COLUMN_ID = '__actions';

/** Checkbox column: select-all for the rows on screen, one labelled checkbox per row. */
export function selectionColumn<TData extends RowData>(rowLabel?: (row: TData) => string): DataTableColumn<TData> {
  return {
    id: SELECT_COLUMN_ID,
    size: 48,
    minSize: 48,
    enableSorting: false,
    enableHiding: false,
    enableResizing: false,
    meta: { pin: 'start', align: 'center', title: t('table.dataTable.selectAll') },
    header: ({ table }) => (
      <SelectionCheckbox
        aria-label={t('table.dataTable.selectAll')}
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <SelectionCheckbox
        aria-label={rowLabel ? t('table.dataTable.selectNamed', { name: rowLabel(row.original) }) : t('table.dataTable.selectRow', { index: row.index + 1 })}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}

/** Row actions ("操作") kept at the end of every row. */
export function actionsColumn<TData extends RowData>(render: (row: TData) => ReactNode, width = 160): DataTableColumn<TData> {
  return {
    id: ACTIONS_COLUMN_ID,
    header: t('table.dataTable.actions'),
    size: width,
    minSize: 80,
    enableSorting: false,
    enableHiding: false,
    enableResizing: false,
    meta: { pin: 'end' },
    cell: ({ row }) => render(row.original),
  };
}
