import type { CSSProperties } from 'react';
import type { Size } from '../types';
import type { DataTableColumnMeta } from './features';

/** Row heights in px: the virtualizer needs numbers, and fixed rows keep scrolling cheap. */
export const ROW_HEIGHT: Record<Size, number> = { sm: 36, md: 44, lg: 52 };

export interface ColumnLayout {
  style: CSSProperties;
  align?: DataTableColumnMeta['align'];
  /**
   * The modifiers of the column's cells (see `tableClass`), one object shared by all of
   * them: pinned side, `data-edge` on the pinned column that borders the scrolling area
   * (it draws the divider), alignment.
   */
  attrs: { 'data-pin'?: 'start' | 'end'; 'data-edge'?: ''; 'data-align'?: 'center' | 'end' };
}

/** What the layout reads of a column: size, pinning and sticky offsets (the table's columns fit it). */
interface LaidOutColumn {
  id: string;
  getIsPinned(): false | 'start' | 'end';
  getSize(): number;
  getStart(position: 'start'): number;
  getAfter(position: 'end'): number;
  columnDef: { meta?: Pick<DataTableColumnMeta, 'align'> };
}

/** What the layout reads of the table (typed by shape, so the hook that builds the table can use this module). */
interface LaidOutTable {
  getStartVisibleLeafColumns(): LaidOutColumn[];
  getEndVisibleLeafColumns(): LaidOutColumn[];
  getVisibleLeafColumns(): LaidOutColumn[];
}

/** Widths and sticky offsets of every visible column, computed once per render. */
export function columnLayouts(table: LaidOutTable): Map<string, ColumnLayout> {
  const start = table.getStartVisibleLeafColumns();
  const end = table.getEndVisibleLeafColumns();
  const lastStart = start[start.length - 1]?.id;
  const firstEnd = end[0]?.id;
  const layouts = new Map<string, ColumnLayout>();
  for (const column of table.getVisibleLeafColumns()) {
    const pinned = column.getIsPinned();
    const style: CSSProperties = { width: column.getSize() };
    if (pinned === 'start') style.insetInlineStart = column.getStart('start');
    if (pinned === 'end') style.insetInlineEnd = column.getAfter('end');
    const edge = (pinned === 'start' && column.id === lastStart) || (pinned === 'end' && column.id === firstEnd);
    const align = column.columnDef.meta?.align;
    layouts.set(column.id, {
      style,
      align,
      attrs: {
        'data-pin': pinned || undefined,
        'data-edge': edge ? '' : undefined,
        'data-align': align === 'start' ? undefined : align,
      },
    });
  }
  return layouts;
}
