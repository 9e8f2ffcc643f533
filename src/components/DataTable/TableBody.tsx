import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flexRender, type RowData } from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { ACTIONS_COLUMN_ID, plainTextCell, SELECT_COLUMN_ID } from './builtInColumns';
import { Body, tableClass } from './DataTable.styles';
import type { DataTableCell, DataTableRow } from './features';
import type { ColumnLayout } from './layout';
import type { DataTableInstance } from './useDataTable';

const rowClass = `${tableClass.row} ${tableClass.bodyRow}`;
const cellClass = `${tableClass.cell} ${tableClass.bodyCell}`;

/**
 * What a body cell shows. The default cell is plain text and is printed here; other cells
 * are components (they may use hooks), as `<FlexRender>` would render them.
 */
function cellContent<TData extends RowData>(cell: DataTableCell<TData>) {
  const render = cell.column.columnDef.cell;
  return render === plainTextCell ? plainTextCell(cell) : flexRender(render, cell.getContext());
}

interface RowProps<TData extends RowData> {
  row: DataTableRow<TData>;
  layouts: Map<string, ColumnLayout>;
  selected: boolean;
  /** Offset of a virtual row; plain rows flow normally. */
  top?: number;
  ariaRowIndex?: number;
  onRowClick?: (row: TData) => void;
}

/** Clicks on these open nothing: they do their own thing. */
const INTERACTIVE = 'button, a, input, label, select, textarea, [role="checkbox"], [role="menuitem"], [data-no-row-click]';

/** Plain elements with static classes: see `tableClass`. */
function BodyRowView<TData extends RowData>({ row, layouts, selected, top, ariaRowIndex, onRowClick }: RowProps<TData>) {
  return (
    <div role="row" className={rowClass} data-selected={selected ? '' : undefined} aria-rowindex={ariaRowIndex}
      data-clickable={onRowClick ? '' : undefined}
      onClick={onRowClick ? (event) => {
        // A click in a dialog or menu opened from the row (a portal) bubbles here through React's
        // tree, not the page's: it is no click on the row (choosing 处理结果 in 处置反馈 opened the detail drawer over it).
        if (!event.currentTarget.contains(event.target as Node)) return;
        if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
        // Selecting text is not a click on the row.
        if (window.getSelection()?.toString()) return;
        onRowClick(row.original);
      } : undefined}
      style={top === undefined ? undefined : { transform: `translateY(${top}px)` }}>
      {row.getVisibleCells().map((cell) => {
        const layout = layouts.get(cell.column.id);
        // Buttons and checkboxes sit in a flex box; text is clipped with an ellipsis.
        const controls = cell.column.id === ACTIONS_COLUMN_ID || cell.column.id === SELECT_COLUMN_ID;
        return (
          <div key={cell.id} role="cell" className={cellClass} style={layout?.style} {...layout?.attrs}>
            <span className={controls ? tableClass.controls : tableClass.text}>{cellContent(cell)}</span>
          </div>
        );
      })}
    </div>
  );
}

/**
 * Rows re-render only when their own inputs change: while scrolling, rows that stay in
 * view are kept as they are. `selected` and `top` are passed so that memo sees changes.
 */
const BodyRow = memo(
  BodyRowView,
  (a, b) => a.row === b.row && a.layouts === b.layouts && a.selected === b.selected && a.top === b.top && a.ariaRowIndex === b.ariaRowIndex && a.onRowClick === b.onRowClick,
) as typeof BodyRowView;

interface BodyProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  layouts: Map<string, ColumnLayout>;
}

/** Every row of the current page in the DOM (pages are small). */
export function PlainBody<TData extends RowData>({ table, layouts, onRowClick }: BodyProps<TData> & { onRowClick?: (row: TData) => void }) {
  return (
    <Body role="rowgroup">
      {table.getRowModel().rows.map((row) => (
        <BodyRow key={row.id} row={row} layouts={layouts} selected={row.getIsSelected()} onRowClick={onRowClick} />
      ))}
    </Body>
  );
}

/** Rows rendered beyond each edge of the view while still (keyboard, short wheel moves). */
const OVERSCAN = 6;

/** Indexes from `before` rows above the view to `after` rows below it. */
function rowsAround(range: Range, before: number, after: number): number[] {
  const start = Math.max(range.startIndex - before, 0);
  const end = Math.min(range.endIndex + after, range.count - 1);
  return Array.from({ length: Math.max(end - start + 1, 0) }, (_, offset) => start + offset);
}

/**
 * While scrolling, the rows behind the direction of travel are on their way out: keep one
 * there and the whole margin ahead (rendering them costs as much as the rows in view).
 */
const scrollingForward = (range: Range) => rowsAround(range, 1, range.overscan);
const scrollingBackward = (range: Range) => rowsAround(range, range.overscan, 1);
/**
 * When the view moves farther in one frame than it shows plus the margin (dragging the
 * scrollbar over a long list), rows in the margin are never seen: the next frame is
 * beyond them. Only the rows in view are rendered then.
 */
const leaping = (range: Range) => rowsAround(range, 0, 0);

/** Only the rows in view (plus a margin) are in the DOM; the body keeps the full height. */
export function VirtualBody<TData extends RowData>({ table, layouts, rowHeight, scrollRef, viewportHeight }: BodyProps<TData> & { rowHeight: number; scrollRef: RefObject<HTMLDivElement | null>; viewportHeight: number }) {
  const rows = table.getRowModel().rows;
  // The parent's ref is attached after this component's layout effects: pick it up once
  // mounted, re-rendering only this body (not the whole table).
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => setScrollElement(scrollRef.current), [scrollRef]);
  // A stable callback: a new estimateSize makes the virtualizer lay out every row again.
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // The virtualizer (one instance for the component's life) re-renders this body when the
  // range or the scrolling state changes, having noted the direction: pick the margin here.
  const instance = useRef<Virtualizer<HTMLDivElement, Element>>(null);
  const direction = instance.current?.isScrolling ? instance.current.scrollDirection : null;
  // How far the view moved since the last commit (a scroll event renders once). Noted in a
  // layout effect, not during render: a render React discards (StrictMode's second pass)
  // must not move the baseline.
  const lastOffset = useRef(0);
  const offset = instance.current?.scrollOffset ?? 0;
  const leap = direction !== null && Math.abs(offset - lastOffset.current) > viewportHeight + OVERSCAN * rowHeight;
  useLayoutEffect(() => {
    lastOffset.current = offset;
  });
  // Items are keyed by index (the default): rows all have the same height and are never
  // measured, and a key per item would read (so build) all 100,000 rows up front.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize,
    overscan: OVERSCAN,
    rangeExtractor: leap ? leaping : direction === 'forward' ? scrollingForward : direction === 'backward' ? scrollingBackward : defaultRangeExtractor,
    // Lets the first render already show the rows in view instead of an empty body.
    initialRect: { width: 0, height: viewportHeight },
  });
  instance.current = virtualizer;
  return (
    <Body role="rowgroup" $virtual style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        return (
          <BodyRow key={row.id} row={row} layouts={layouts} selected={row.getIsSelected()} top={item.start} ariaRowIndex={item.index + 2} />
        );
      })}
    </Body>
  );
}
