import type { ChangeEvent, ReactNode } from 'react';
import type { CellContext, RowData, Table } from '@tanstack/react-table';
import { t } from '../../i18n';
import { SelectionCheckbox } from './Checkbox';
import type { DataTableColumn, DataTableFeatures } from './features';
import { forEachRowRecord } from './lazyRowModel';

export const SELECT_COLUMN_ID = '__select';
export const ACTIONS_COLUMN_ID = '__actions';

/**
 * The cell of columns that give no `cell`: the value as text, as TanStack's own default.
 * Set as the tables' default so that rows can recognise it and print the text themselves
 * instead of mounting a component per cell.
 */
export function plainTextCell<TData extends RowData>(context: Pick<CellContext<DataTableFeatures, TData, unknown>, 'renderValue'>): string | null {
  return (context.renderValue() as { toString?: () => string } | null | undefined)?.toString?.() ?? null;
}

function hasAnyKey(object: object): boolean {
  for (const key in object) if (Object.hasOwn(object, key)) return true;
  return false;
}

/** Whether a record may be selected (the `selectable` prop as a function of the record). */
type CanSelect<TData> = (record: TData) => boolean;
const always = () => true;

/**
 * Select-all state of the rows on screen in one plain pass over ids and records. TanStack's
 * own checks walk every row through per-row memos, which takes seconds with 100,000
 * client-side rows, and would build every row of the lazy row model.
 */
function pageSelection<TData extends RowData>(table: Table<DataTableFeatures, TData>, canSelect: CanSelect<TData>) {
  const selection = table.atoms.rowSelection.get();
  if (hasAnyKey(selection)) {
    let selectable = 0;
    let selected = 0;
    forEachRowRecord(table.getRowModel().rows, (id, record) => {
      if (!canSelect(record)) return;
      selectable++;
      if (selection[id]) selected++;
    });
    return { all: selectable > 0 && selected === selectable, some: selected > 0 && selected < selectable };
  }
  return { all: false, some: false };
}

function toggleAllOnPage<TData extends RowData>(table: Table<DataTableFeatures, TData>, canSelect: CanSelect<TData>, event: ChangeEvent<HTMLInputElement>) {
  const checked = event.target.checked;
  const rows = table.getRowModel().rows;
  table.setRowSelection((old) => {
    const next = { ...old };
    forEachRowRecord(rows, (id, record) => {
      if (!canSelect(record)) return;
      if (checked) next[id] = true;
      else delete next[id];
    });
    return next;
  });
}

/**
 * Checkbox column: select-all for the rows on screen, one labelled checkbox per row.
 * `canSelect` must agree with the table's `enableRowSelection`.
 */
export function selectionColumn<TData extends RowData>(rowLabel?: (row: TData) => string, canSelect: CanSelect<TData> = always): DataTableColumn<TData> {
  return {
    id: SELECT_COLUMN_ID,
    size: 48,
    minSize: 48,
    enableSorting: false,
    enableHiding: false,
    enableResizing: false,
    meta: { pin: 'start', align: 'center', title: t('table.dataTable.selectAll') },
    header: ({ table }) => {
      const { all, some } = pageSelection(table, canSelect);
      return (
        <SelectionCheckbox aria-label={t('table.dataTable.selectAll')} checked={all} indeterminate={some}
          onChange={(event) => toggleAllOnPage(table, canSelect, event)} />
      );
    },
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
