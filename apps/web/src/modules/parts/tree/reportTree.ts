/** A tree report's nodes (`{ id, label, count?, children?, …keys }`) as Tree nodes, and what picking one filters. */
import type { TreeNode } from '../../../../../../src/components/Tree';

export interface ReportNode {
  id: string;
  label: string;
  count?: number;
  children?: ReportNode[];
  [key: string]: unknown;
}

export function treeNodes(nodes: readonly ReportNode[]): TreeNode[] {
  return nodes.map((n) => ({ key: n.id, title: n.label, suffix: n.count === undefined ? undefined : `(${n.count})`, children: n.children ? treeNodes(n.children) : undefined }));
}

export function findNode(nodes: readonly ReportNode[], id: string): ReportNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = n.children && findNode(n.children, id);
    if (hit) return hit;
  }
  return undefined;
}

/** The records' filter of a picked node: its first key that `filters` maps to a field; none for a group. */
export function nodeFilter(node: ReportNode | undefined, filters: Readonly<Record<string, string>>): Record<string, string> | undefined {
  if (!node) return undefined;
  const key = Object.keys(filters).find((k) => node[k] !== undefined && node[k] !== null);
  return key ? { [filters[key]!]: String(node[key]) } : undefined;
}
