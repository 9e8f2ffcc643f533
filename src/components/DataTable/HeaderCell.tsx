import { FlexRender, type RowData } from '@tanstack/react-table';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import { ColumnResizer } from './ColumnResizer';
import { HeaderText, SortButton, SortMark, tableClass } from './DataTable.styles';
import { columnTitle, type DataTableHeader } from './features';
import type { ColumnLayout } from './layout';
import type { DataTableInstance } from './useDataTable';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const headCellClass = `${tableClass.cell} ${tableClass.headCell}`;

/** Column header: a sort button (Enter/Space via the native button) and a resize handle. */
export function HeaderCell<TData extends RowData>({ header, table, layout }: { header: DataTableHeader<TData>; table: DataTableInstance<TData>; layout: ColumnLayout }) {
  const column = header.column;
  const canSort = column.getCanSort();
  const sorted = column.getIsSorted();
  const title = columnTitle(column);
  const content = header.isPlaceholder ? null : <FlexRender header={header} />;

  return (
    <div role="columnheader" aria-sort={canSort ? (sorted ? ariaSort[sorted] : 'none') : undefined}
      className={headCellClass} style={layout.style} {...layout.attrs}>
      {canSort ? (
        <SortButton type="button" $align={layout.align} onClick={column.getToggleSortingHandler()}>
          <HeaderText>{content}</HeaderText>
          <SortMark $active={Boolean(sorted)}>
            <Icon name={sorted === 'asc' ? 'chevronUp' : sorted === 'desc' ? 'chevronDown' : 'sort'} size="sm"
              label={sorted ? t(sorted === 'asc' ? 'table.dataTable.sortAscending' : 'table.dataTable.sortDescending') : undefined} />
          </SortMark>
        </SortButton>
      ) : typeof column.columnDef.header === 'string' ? (
        <HeaderText>{content}</HeaderText>
      ) : (
        content
      )}
      {column.getCanResize() && <ColumnResizer header={header} table={table} title={title} />}
    </div>
  );
}
