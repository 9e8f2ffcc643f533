/**
 * Pure tree logic (no React): indexing, the flat list of visible rows, check propagation with
 * half-checked parents, and search. Kept linear in the node count so 10,000 nodes stay fast.
 */
import type { ReactNode } from 'react';
export interface TreeNode {
  key: string;
  title: string;
  children?: TreeNode[];
  disabled?: boolean;
  /** Shown before the title (a status dot) and after it (counts). */
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** The row can be dragged; the text is put on the drag as text/plain (a camera into a video pane). */
  dragData?: string;
}

export interface IndexedNode {
  node: TreeNode;
  parent: string | null;
  depth: number;
  /** Keys of all descendants are not stored; children are read from node.children. */
}

export interface TreeIndex {
  byKey: Map<string, IndexedNode>;
  /** Every key in depth-first order. */
  order: string[];
  roots: TreeNode[];
}

export function indexTree(roots: TreeNode[]): TreeIndex {
  const byKey = new Map<string, IndexedNode>();
  const order: string[] = [];
  const stack: Array<{ node: TreeNode; parent: string | null; depth: number }> = [];
  for (let i = roots.length - 1; i >= 0; i -= 1) stack.push({ node: roots[i], parent: null, depth: 1 });
  while (stack.length) {
    const entry = stack.pop()!;
    byKey.set(entry.node.key, entry);
    order.push(entry.node.key);
    const children = entry.node.children ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ node: children[i], parent: entry.node.key, depth: entry.depth + 1 });
  }
  return { byKey, order, roots };
}

export interface VisibleRow {
  node: TreeNode;
  depth: number;
  parent: string | null;
  hasChildren: boolean;
  expanded: boolean;
  posInSet: number;
  setSize: number;
}

/**
 * Rows shown for the expanded set. With `only` (search results) nodes outside it are skipped,
 * except below a node in `openBelow` (a match), whose whole subtree can be browsed.
 */
export function visibleRows(roots: TreeNode[], expanded: ReadonlySet<string>, only?: ReadonlySet<string>, openBelow?: ReadonlySet<string>): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (nodes: TreeNode[], depth: number, parent: string | null, filtered: boolean) => {
    const shown = filtered && only ? nodes.filter((node) => only.has(node.key)) : nodes;
    shown.forEach((node, index) => {
      const children = node.children ?? [];
      const hasChildren = children.length > 0;
      const isOpen = hasChildren && expanded.has(node.key);
      rows.push({ node, depth, parent, hasChildren, expanded: isOpen, posInSet: index + 1, setSize: shown.length });
      if (isOpen) walk(children, depth + 1, node.key, filtered && !openBelow?.has(node.key));
    });
  };
  walk(roots, 1, null, Boolean(only));
  return rows;
}

/** Keys of every node that has children: the expanded set of "expand all". */
export function parentKeys(index: TreeIndex): string[] {
  return index.order.filter((key) => (index.byKey.get(key)!.node.children?.length ?? 0) > 0);
}

function descendants(node: TreeNode, visit: (node: TreeNode) => void) {
  const stack = [...(node.children ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    visit(next);
    if (next.children) stack.push(...next.children);
  }
}

/**
 * Checks or unchecks a node with all its (enabled) descendants, then re-derives every
 * ancestor: checked when all its children are checked.
 */
export function toggleChecked(index: TreeIndex, checked: ReadonlySet<string>, key: string, value: boolean): Set<string> {
  const next = new Set(checked);
  const entry = index.byKey.get(key);
  if (!entry) return next;
  const apply = (node: TreeNode) => {
    if (node.disabled) return;
    if (value) next.add(node.key);
    else next.delete(node.key);
  };
  apply(entry.node);
  descendants(entry.node, apply);
  let parent = entry.parent;
  while (parent) {
    const parentEntry = index.byKey.get(parent)!;
    const children = (parentEntry.node.children ?? []).filter((child) => !child.disabled);
    if (children.length > 0 && children.every((child) => next.has(child.key))) next.add(parent);
    else next.delete(parent);
    parent = parentEntry.parent;
  }
  return next;
}

/** Parents that are not checked but have at least one checked descendant. */
export function halfCheckedKeys(index: TreeIndex, checked: ReadonlySet<string>): Set<string> {
  const half = new Set<string>();
  for (const key of checked) {
    let parent = index.byKey.get(key)?.parent ?? null;
    while (parent && !half.has(parent)) {
      if (!checked.has(parent)) half.add(parent);
      parent = index.byKey.get(parent)!.parent;
    }
  }
  return half;
}

export interface SearchResult {
  /** Nodes whose title contains the query. */
  matches: Set<string>;
  /** Matches plus their ancestors: the rows to show. */
  visible: Set<string>;
  /** Ancestors to expand so every match is shown. */
  expand: Set<string>;
}

export function searchTree(index: TreeIndex, query: string): SearchResult {
  const needle = query.trim().toLowerCase();
  const matches = new Set<string>();
  const visible = new Set<string>();
  const expand = new Set<string>();
  if (!needle) return { matches, visible, expand };
  for (const key of index.order) {
    const entry = index.byKey.get(key)!;
    if (!entry.node.title.toLowerCase().includes(needle)) continue;
    matches.add(key);
    visible.add(key);
    let parent = entry.parent;
    while (parent && !expand.has(parent)) {
      expand.add(parent);
      visible.add(parent);
      parent = index.byKey.get(parent)!.parent;
    }
  }
  return { matches, visible, expand };
}
