/** The menu a user sees: the leaves whose view their grants hold (decision 0330). */
import { leafKeyOfMenuId, viewCode } from '../../../catalogue/src';
import type { MenuNode } from '../services/menus';
import { heldCodes, type Grants } from './grants';

/** Whether the user may open the menu leaf `menuId` of `system`. */
export function mayView(grants: Grants, system: string, menuId: string): boolean {
  const held = heldCodes(grants, system);
  return held === 'all' || held.includes(viewCode(leafKeyOfMenuId(menuId)));
}

/** The system's menu tree with only the granted leaves; groups left without one go. The cached tree is not changed. */
export function grantedMenu(tree: readonly MenuNode[], grants: Grants, system: string): MenuNode[] {
  const held = heldCodes(grants, system);
  if (held === 'all') return [...tree];
  const codes = new Set(held);
  const keep = (node: MenuNode): MenuNode | null => {
    if (!node.children.length) return node.uri && codes.has(viewCode(leafKeyOfMenuId(node.id))) ? node : null;
    const children = node.children.map(keep).filter((n): n is MenuNode => n !== null);
    return children.length ? { ...node, children } : null;
  };
  return tree.map(keep).filter((n): n is MenuNode => n !== null);
}
