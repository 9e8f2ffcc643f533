import { memo, useCallback, useEffect, useState, type CSSProperties, type RefObject } from 'react';
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
  selected: boolean;
  height: number;
  /** Offset of a virtual row; plain rows flow normally. */
  top?: number;
  ariaRowIndex?: number;
}

function BodyRowView<TData extends RowData>({ row, layouts, selected, height, top, ariaRowIndex }: RowProps<TData>) {
  const style: CSSProperties = top === undefined ? { height } : { position: 'absolute', top: 0, left: 0, height, transform: `translateY(${top}px)` };
  return (
    <Row role="row" data-body-row="" aria-rowindex={ariaRowIndex} $selected={selected} style={style}>
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

/**
 * Rows re-render only when their own inputs change: while scrolling, rows that stay in
 * view are kept as they are. `selected` and `top` are passed so that memo sees changes.
 */
const BodyRow = memo(
  BodyRowView,
  (a, b) => a.row === b.row && a.layouts === b.layouts && a.selected === b.selected && a.top === b.top && a.height === b.height,
) as typeof BodyRowView;

interface BodyProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  layouts: Map<string, ColumnLayout>;
  rowHeight: number;
}

/** Every row of the current page in the DOM (pages are small). */
export function PlainBody<TData extends RowData>({ table, layouts, rowHeight }: BodyProps<TData>) {
  return (
    <Body role="rowgroup">
      {table.getRowModel().rows.map((row) => (
        <BodyRow key={row.id} row={row} layouts={layouts} selected={row.getIsSelected()} height={rowHeight} />
      ))}
    </Body>
  );
}

/** Only the rows in view (plus a margin) are in the DOM; the body keeps the full height. */
export function VirtualBody<TData extends RowData>({ table, layouts, rowHeight, scrollRef, viewportHeight }: BodyProps<TData> & { scrollRef: RefObject<HTMLDivElement | null>; viewportHeight: number }) {
  const rows = table.getRowModel().rows;
  // The parent's ref is attached after this component's layout effects: pick it up once
  // mounted, re-rendering only this body (not the whole table).
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => setScrollElement(scrollRef.current), [scrollRef]);
  // A stable callback: a new estimateSize makes the virtualizer lay out every row again.
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // Items are keyed by index (the default): rows all have the same height and are never
  // measured, and a key per item would read (so build) all 100,000 rows up front.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize,
    overscan: 6,
    // Lets the first render already show the rows in view instead of an empty body.
    initialRect: { width: 0, height: viewportHeight },
  });
  return (
    <Body role="rowgroup" $virtual style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        return (
          <BodyRow key={row.id} row={row} layouts={layouts} selected={row.getIsSelected()} height={rowHeight} top={item.start} ariaRowIndex={item.index + 2} />
        );
      })}
    </Body>
  );
}
