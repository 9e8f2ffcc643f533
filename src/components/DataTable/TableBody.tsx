import type { CSSProperties } from 'react';
import { FlexRender, type RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import styled from 'styled-components';
import { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID } from './builtInColumns';
import { Body, Cell, Row } from './DataTable.styles';
import type { DataTableRow } from './features';
import type { ColumnLayout } from './layout';
import type { DataTableInstance } from './useDataTable';

const Text = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Buttons and checkboxes: centred on the row, spaced apart. */
const Controls = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
`;

interface RowProps<TData extends RowData> {
  row: DataTableRow<TData>;
  layouts: Map<string, ColumnLayout>;
  style?: CSSProperties;
  ariaRowIndex?: number;
}

function BodyRow<TData extends RowData>({ row, layouts, style, ariaRowIndex }: RowProps<TData>) {
  return (
    <Row role="row" data-body-row="" aria-rowindex={ariaRowIndex} $selected={row.getIsSelected()} style={style}>
      {row.getVisibleCells().map((cell) => {
        const layout = layouts.get(cell.column.id);
        const Wrap = cell.column.id === ACTIONS_COLUMN_ID || cell.column.id === SELECT_COLUMN_ID ? Controls : Text;
        return (
          <Cell key={cell.id} role="cell" style={layout?.style} $pinned={layout?.pinned} $edge={layout?.edge} $align={layout?.align}>
            <Wrap>
              <FlexRender cell={cell} />
            </Wrap>
          </Cell>
        );
      })}
    </Row>
  );
}

interface BodyProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  layouts: Map<string, ColumnLayout>;
  rowHeight: number;
}

/** Every row of the current page in the DOM (pages are small). */
export function PlainBody<TData extends RowData>({ table, layouts, rowHeight }: BodyProps<TData>) {
  const style = { height: rowHeight };
  return (
    <Body role="rowgroup">
      {table.getRowModel().rows.map((row) => (
        <BodyRow key={row.id} row={row} layouts={layouts} style={style} />
      ))}
    </Body>
  );
}

/** Only the rows in view (plus a margin) are in the DOM; the body keeps the full height. */
export function VirtualBody<TData extends RowData>({ table, layouts, rowHeight, scrollElement, viewportHeight }: BodyProps<TData> & { scrollElement: HTMLDivElement | null; viewportHeight: number }) {
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index].id,
    overscan: 6,
    // Lets the first render already show the rows in view instead of an empty body.
    initialRect: { width: 0, height: viewportHeight },
  });
  return (
    <Body role="rowgroup" $virtual style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => (
        <BodyRow
          key={item.key}
          row={rows[item.index]}
          layouts={layouts}
          ariaRowIndex={item.index + 2}
          style={{ position: 'absolute', top: 0, left: 0, height: rowHeight, transform: `translateY(${item.start}px)` }}
        />
      ))}
    </Body>
  );
}
