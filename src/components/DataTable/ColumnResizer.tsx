import type { KeyboardEvent } from 'react';
import type { RowData } from '@tanstack/react-table';
import { t } from '../../i18n';
import { ResizeHandle } from './DataTable.styles';
import type { DataTableHeader } from './features';
import type { DataTableInstance } from './useDataTable';

const STEP = 10;
const BIG_STEP = 50;

/**
 * A window-splitter handle: drag with mouse or touch (TanStack's handler), or focus it and
 * use ←/→ (Shift for bigger steps), Home/End for the limits, Enter to restore the default.
 */
export function ColumnResizer<TData extends RowData>({ header, table, title }: { header: DataTableHeader<TData>; table: DataTableInstance<TData>; title: string }) {
  const column = header.column;
  const min = column.columnDef.minSize ?? 20;
  const max = column.columnDef.maxSize ?? Number.MAX_SAFE_INTEGER;
  const size = column.getSize();
  const dragHandler = header.getResizeHandler();

  const setSize = (next: number) => {
    const clamped = Math.min(max, Math.max(min, Math.round(next)));
    table.setColumnSizing((old) => ({ ...old, [column.id]: clamped }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const actions: Record<string, () => void> = {
      ArrowRight: () => setSize(size + step),
      ArrowLeft: () => setSize(size - step),
      Home: () => setSize(min),
      End: () => setSize(Math.min(max, size + BIG_STEP * 4)),
      Enter: () => column.resetSize(),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <ResizeHandle
      role="separator"
      aria-orientation="vertical"
      aria-label={t('table.dataTable.resize', { column: title })}
      aria-valuenow={size}
      aria-valuemin={min}
      aria-valuemax={Math.min(max, 2000)}
      tabIndex={0}
      $active={column.getIsResizing()}
      onMouseDown={dragHandler}
      onTouchStart={dragHandler}
      onDoubleClick={() => column.resetSize()}
      onKeyDown={onKeyDown}
    />
  );
}
