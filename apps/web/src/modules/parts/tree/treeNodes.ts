/** Tree rows of the server (each with `children`) as Tree component nodes, and look-ups in them. */
import type { TreeNode } from '../../../../../../src/components/Tree';
import type { ResourceDefinition } from '../../../../../catalogue/src';
import type { TreeRow } from '../../dataSource';

export function treeNodes(resource: ResourceDefinition, rows: readonly TreeRow[]): TreeNode[] {
  return rows.map((r) => ({ key: String(r.id), title: String(r[resource.labelField] ?? r.id), ...(r.children.length ? { children: treeNodes(resource, r.children) } : {}) }));
}

/** The row of `id` anywhere in the tree. */
export function findRow(rows: readonly TreeRow[], id: number): TreeRow | undefined {
  for (const r of rows) {
    if (r.id === id) return r;
    const hit = findRow(r.children, id);
    if (hit) return hit;
  }
  return undefined;
}

/** Labels from the root down to the row of `id` (its place in the tree). */
export function pathOf(resource: ResourceDefinition, rows: readonly TreeRow[], id: number): string[] {
  for (const r of rows) {
    const label = String(r[resource.labelField] ?? r.id);
    if (r.id === id) return [label];
    const below = pathOf(resource, r.children, id);
    if (below.length) return [label, ...below];
  }
  return [];
}
