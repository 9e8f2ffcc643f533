/**
 * The DataTable's core row model: the same rows as TanStack's `createCoreRowModel()`, but
 * each row object is built the first time something reads it.
 *
 * TanStack builds one row (plus two caches) per record and indexes them all by id before
 * the first render: with 100,000 client-side records that is most of the first render and
 * a long GC pause, while a virtual list shows about twenty rows and a page shows ten.
 * Here `rows` (and `flatRows`: DataTable rows have no sub-rows) is an array whose entries
 * are made on first read, and `rowsById` indexes the rows made so far, building the rest
 * only when asked for an id it does not know yet. Everything that walks the whole list
 * (sorting, "select all") still gets every row, built once and then kept.
 */
import {
  constructRow,
  makeObjectMap,
  skipFirstRun,
  tableMemo,
  type Row,
  type RowData,
  type RowModel,
  type Table,
  type TableFeatures,
} from '@tanstack/react-table';

/** The lazy `rows` arrays and the id function and records they stand for (see `forEachRowRecord`). */
const lazyRows = new WeakMap<readonly unknown[], { getRowId: (record: never, index: number) => string; data: readonly RowData[] }>();

/** "12" → 12 for array index keys; -1 for every other key ("length", methods, symbols). */
function indexOf(key: string | symbol, count: number): number {
  if (typeof key !== 'string') return -1;
  const first = key.charCodeAt(0);
  if (first < 48 || first > 57) return -1;
  const index = Number(key);
  return Number.isInteger(index) && index < count ? index : -1;
}

function lazyRowModel<TFeatures extends TableFeatures, TData extends RowData>(table: Table<TFeatures, TData>, data: readonly TData[]): RowModel<TFeatures, TData> {
  type TRow = Row<TFeatures, TData>;
  const count = data.length;
  const built: TRow[] = new Array(count);
  const byId = makeObjectMap<TRow>();
  let complete = false;

  const rowAt = (index: number): TRow => {
    let row = built[index];
    if (row === undefined) {
      const original = data[index];
      row = constructRow(table, table.getRowId(original, index), original, index, 0);
      built[index] = row;
      byId[row.id] = row;
    }
    return row;
  };
  const buildAll = () => {
    if (complete) return;
    for (let index = 0; index < count; index++) rowAt(index);
    complete = true;
  };

  // Array methods (slice, map, iteration…) read through `has` and `get`, so they see a
  // full array; only `ownKeys` (Object.keys and the like) needs every row at once.
  const rows = new Proxy(built, {
    get: (target, key, receiver) => {
      const index = indexOf(key, count);
      return index >= 0 ? rowAt(index) : Reflect.get(target, key, receiver);
    },
    has: (target, key) => indexOf(key, count) >= 0 || Reflect.has(target, key),
    getOwnPropertyDescriptor: (target, key) => {
      const index = indexOf(key, count);
      if (index >= 0) rowAt(index);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys: (target) => {
      buildAll();
      return Reflect.ownKeys(target);
    },
  });
  const known = (key: string | symbol) => typeof key !== 'string' || complete || key in byId;
  const rowsById = new Proxy(byId, {
    get: (target, key, receiver) => {
      if (!known(key)) buildAll();
      return Reflect.get(target, key, receiver);
    },
    has: (target, key) => {
      if (!known(key)) buildAll();
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor: (target, key) => {
      if (!known(key)) buildAll();
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys: (target) => {
      buildAll();
      return Reflect.ownKeys(target);
    },
  });
  lazyRows.set(rows, { getRowId: (record: TData, index: number) => table.getRowId(record, index), data });
  return { rows, flatRows: rows, rowsById };
}

/** Drop-in for `createCoreRowModel()` in the `coreRowModel` slot of the table features. */
export function createLazyCoreRowModel() {
  return <TFeatures extends TableFeatures, TData extends RowData>(table: Table<TFeatures, TData>) => {
    // The resets TanStack's own core row model runs when the data changes (each one only
    // when its feature is registered and its option allows it).
    const resets = table as unknown as Partial<Record<'autoResetExpanded' | 'autoResetPageIndex' | 'autoResetSorting' | 'autoResetCellSelection', () => void>>;
    return tableMemo({
      table,
      fnName: 'table.getCoreRowModel',
      memoDeps: () => [table.options.data],
      fn: () => lazyRowModel(table, table.options.data),
      onAfterUpdate: skipFirstRun(() => {
        resets.autoResetExpanded?.();
        resets.autoResetPageIndex?.();
        resets.autoResetSorting?.();
        resets.autoResetCellSelection?.();
      }),
    });
  };
}

/**
 * Calls `visit(id, record)` for each row of `rows` (a row model's rows), in order. When
 * `rows` is the lazy core list itself (no client sorting or paging applied), the records
 * are read directly, so a pass over 100,000 rows builds none of them.
 */
export function forEachRowRecord<TData extends RowData>(rows: ReadonlyArray<{ id: string; original: TData }>, visit: (id: string, record: TData) => void) {
  const lazy = lazyRows.get(rows);
  if (lazy) {
    const getRowId = lazy.getRowId as (record: TData, index: number) => string;
    const data = lazy.data as readonly TData[];
    for (let index = 0; index < data.length; index++) visit(getRowId(data[index], index), data[index]);
    return;
  }
  for (const row of rows) visit(row.id, row.original);
}
