/**
 * Trees: a resource whose rows hang under rows of the same resource (type trees, org trees,
 * regions), to any depth. The parent is a lookup field to the resource itself; the server
 * refuses cycles and deletes of nodes that still have children, and answers the nested tree.
 */

export interface TreeSpec {
  /** The lookup field to the same resource that holds the parent (empty: a root). */
  parentField: string;
  /** The call under the family base answering the nested tree (default `tree`), e.g. getTreeType. */
  call?: string;
}

/**
 * A tree manager: the tree of `resource` on the left (add child, rename, move, delete) and, when
 * `records` is given, a table of the rows of another resource under the selected node and its
 * descendants (materials of a material type).
 */
export interface TreePage {
  kind: 'tree';
  key: string;
  title: string;
  resource: string;
  records?: { resource: string; field: string };
}

export interface TreeItem<T> {
  row: T;
  children: TreeItem<T>[];
}

/**
 * Rows (each with `id` and the parent field) nested under their parents; rows whose parent is
 * missing become roots, so a partial list still shows. Order inside a level is the rows' order.
 */
export function nestRows<T extends { id: number }>(rows: readonly T[], parentField: string): TreeItem<T>[] {
  const items = new Map<number, TreeItem<T>>(rows.map((row) => [row.id, { row, children: [] }]));
  const roots: TreeItem<T>[] = [];
  for (const row of rows) {
    const parent = (row as Record<string, unknown>)[parentField];
    const up = parent === null || parent === undefined || parent === '' ? undefined : items.get(Number(parent));
    (up && up !== items.get(row.id) ? up.children : roots).push(items.get(row.id)!);
  }
  return roots;
}

/** Ids of `id` and every row below it. */
export function subtreeIds<T extends { id: number }>(rows: readonly T[], parentField: string, id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (Number((r as Record<string, unknown>)[parentField]) === out[i] && !out.includes(r.id)) out.push(r.id);
  return out;
}
