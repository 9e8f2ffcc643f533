import { useRef, type CSSProperties, type ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { t } from '../../i18n';
import { Spinner } from '../../icons';
import { Pagination, DEFAULT_PAGE_SIZE_OPTIONS } from '../Pagination';
import type { Size } from '../types';
import { ColumnSettings } from './ColumnSettings';
import { Footer, Frame, Head, LoadingMask, LoadingPill, Root, Scroller, Table, tableClass, Toolbar, ToolbarStart } from './DataTable.styles';
import { HeaderCell } from './HeaderCell';
import { columnLayouts, ROW_HEIGHT } from './layout';
import { PlainBody, VirtualBody } from './TableBody';
import { ScrollHint } from './ScrollHint';
import { TableStatus } from './TableStatus';
import { useDataTable, type DataTableStateOptions } from './useDataTable';

export interface DataTableProps<TData extends RowData> extends DataTableStateOptions<TData> {
  /** Accessible name of the table, e.g. "车辆信息列表". */
  'aria-label': string;
  /** Row density. */
  size?: Size;
  /** Data is being fetched: a status on first load, a dimmed body while paging. */
  loading?: boolean;
  /** Shows the error state ("数据加载失败" plus this detail when it is not `true`). */
  error?: ReactNode;
  /** Adds a "重试" button to the error state. */
  onRetry?: () => void;
  emptyText?: ReactNode;
  /** Renders only the rows in view; use for large client-side lists (needs `height`). */
  virtual?: boolean;
  /** Height of the scroll area in px: the header stays fixed while rows scroll. */
  height?: number;
  /** Content at the start of the toolbar (buttons such as 新增、导出). */
  toolbar?: ReactNode;
  /** A row's click (outside its buttons and checkbox) opens it, e.g. in a detail drawer. */
  onRowClick?: (row: TData) => void;
  /** CSS max height of the scroll area (e.g. `calc(100vh - 320px)`): the header stays in view while rows scroll. */
  maxHeight?: string;
  /** Says how many columns are out of view to the right ("还有 3 列，左右滚动查看"). */
  scrollHint?: boolean;
  /** Adds the "列设置" menu to show or hide columns. */
  showColumnSettings?: boolean;
  pageSizeOptions?: readonly number[];
  className?: string;
  style?: CSSProperties;
}

const headRowClass = `${tableClass.row} ${tableClass.headRow}`;

/** Virtual lists fall back to this height when none is given. */
const DEFAULT_VIRTUAL_HEIGHT = 480;

export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { size = 'md', loading = false, error, onRetry, emptyText, virtual = false, toolbar, showColumnSettings = false, className, style, onRowClick, maxHeight, scrollHint = false } = props;
  const paginated = props.pagination !== false && !virtual;
  const table = useDataTable({ ...props, pagination: paginated ? props.pagination : false });
  const scrollRef = useRef<HTMLDivElement>(null);
  const height = props.height ?? (virtual ? DEFAULT_VIRTUAL_HEIGHT : undefined);
  const rowHeight = ROW_HEIGHT[size];
  const layouts = columnLayouts(table);
  const rows = table.getRowModel().rows;
  const showStatus = Boolean(error) || rows.length === 0;
  const { pageIndex, pageSize } = table.state.pagination;

  return (
    <Root $size={size} className={className} style={style}>
      {(toolbar || showColumnSettings) && (
        <Toolbar>
          <ToolbarStart>{toolbar}</ToolbarStart>
          {showColumnSettings && <ColumnSettings table={table} />}
        </Toolbar>
      )}
      <Frame>
        <Scroller
          ref={scrollRef}
          style={{ maxHeight: height ?? maxHeight }}
          // A scroll area with few controls must still be reachable by keyboard.
          tabIndex={height ? 0 : undefined}
          role={height ? 'region' : undefined}
          aria-label={height ? props['aria-label'] : undefined}
        >
          <Table role="table" aria-label={props['aria-label']} aria-busy={loading || undefined}
            aria-rowcount={virtual ? rows.length + 1 : undefined}>
            <Head role="rowgroup">
              {table.getHeaderGroups().map((group) => (
                <div key={group.id} role="row" className={headRowClass} aria-rowindex={virtual ? 1 : undefined}>
                  {group.headers.map((header) => (
                    <HeaderCell key={header.id} header={header} table={table} layout={layouts.get(header.column.id)!} />
                  ))}
                </div>
              ))}
            </Head>
            {!error && (virtual
              ? <VirtualBody table={table} layouts={layouts} rowHeight={rowHeight} scrollRef={scrollRef} viewportHeight={height ?? DEFAULT_VIRTUAL_HEIGHT} />
              : <PlainBody table={table} layouts={layouts} onRowClick={onRowClick} />)}
          </Table>
          {showStatus && <TableStatus loading={loading} error={error} onRetry={onRetry} emptyText={emptyText} />}
        </Scroller>
        {loading && !showStatus && (
          <LoadingMask>
            <LoadingPill role="status">
              <Spinner />
              {t('table.dataTable.loading')}
            </LoadingPill>
          </LoadingMask>
        )}
      </Frame>
      {scrollHint && <ScrollHint scrollRef={scrollRef} watch={layouts} />}
      {paginated && (
        <Footer>
          <Pagination
            size={size === 'lg' ? 'md' : size}
            total={table.getRowCount()}
            current={pageIndex + 1}
            pageSize={pageSize}
            pageSizeOptions={props.pageSizeOptions ?? DEFAULT_PAGE_SIZE_OPTIONS}
            disabled={loading}
            onChange={(page, nextSize) => table.setPagination({ pageIndex: page - 1, pageSize: nextSize })}
          />
        </Footer>
      )}
    </Root>
  );
}
