/** The menu tree of §3 (id, name, uri, parentId, children, key) and the lookups the shell needs. */
export interface MenuNode {
  id: string;
  key?: string;
  name: string;
  uri: string | null;
  parentId: string | null;
  children?: MenuNode[];
  isWelcomeMenu?: boolean;
  openModeCode?: string;
  systemCode?: string;
  /** A group's icon name, when the server sends one (else it is chosen from the name). */
  icon?: string;
}

/** A leaf that can be opened, with the names of its parents (the menu-search result shape). */
export interface MenuEntry {
  id: string;
  name: string;
  uri: string;
  namePath: string[];
  systemCode: string;
  systemName: string;
  openModeCode: string;
}

export function isLeaf(node: MenuNode): boolean {
  return !node.children || node.children.length === 0;
}

/** Every leaf with a uri, depth first in menu order. */
export function flattenLeaves(tree: readonly MenuNode[], systemCode = '', systemName = ''): MenuEntry[] {
  const out: MenuEntry[] = [];
  const visit = (nodes: readonly MenuNode[], path: string[]) => {
    for (const node of nodes) {
      if (isLeaf(node)) {
        if (node.uri) {
          out.push({
            id: node.id, name: node.name, uri: node.uri, namePath: path,
            systemCode: node.systemCode ?? systemCode, systemName, openModeCode: node.openModeCode ?? 'tab',
          });
        }
      } else visit(node.children ?? [], [...path, node.name]);
    }
  };
  visit(tree, []);
  return out;
}

/** Ids from the root down to the node (inclusive); empty when the id is not in the tree. */
export function findPath(tree: readonly MenuNode[], id: string): MenuNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = findPath(node.children ?? [], id);
    if (below.length) return [node, ...below];
  }
  return [];
}

export function findNode(tree: readonly MenuNode[], id: string): MenuNode | undefined {
  return findPath(tree, id).at(-1);
}

/** The system's welcome page: the leaf flagged isWelcomeMenu (§3). */
export function findWelcome(tree: readonly MenuNode[]): MenuNode | undefined {
  for (const node of tree) {
    if (node.isWelcomeMenu) return node;
    const below = findWelcome(node.children ?? []);
    if (below) return below;
  }
  return undefined;
}

export type ExpandType = 'first' | 'all' | 'none';

/** Keys of the groups open initially: the first group (`first`, the default), every group, or none. */
export function initialOpenKeys(tree: readonly MenuNode[], type: ExpandType): string[] {
  const groups = tree.filter((node) => !isLeaf(node));
  if (type === 'none') return [];
  if (type === 'all') {
    const all: string[] = [];
    const visit = (nodes: readonly MenuNode[]) => nodes.forEach((n) => { if (!isLeaf(n)) { all.push(n.id); visit(n.children ?? []); } });
    visit(groups);
    return all;
  }
  return groups.length ? [groups[0].id] : [];
}
