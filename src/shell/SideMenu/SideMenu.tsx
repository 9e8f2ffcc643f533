/**
 * The side menu (§2): groups that expand (openKeys), leaves that open tabs, collapsed by
 * default to a narrow bar of group icons (named by tooltip and aria-label; the group holding
 * the open page is highlighted); a group click there expands the menu.
 */
import { Icon } from '../../icons';
import { t } from '../../i18n';
import { findPath, isLeaf, type MenuNode } from '../menuSearch/menuTree';
import { groupIcon } from './groupIcon';
import { GroupButton, LeafButton, Nav } from './SideMenu.styles';

export interface SideMenuProps {
  tree: readonly MenuNode[];
  collapsed: boolean;
  openKeys: readonly string[];
  onOpenKeysChange: (keys: string[]) => void;
  selectedId?: string;
  onSelect: (node: MenuNode) => void;
  /** Asked to expand when a group is used in the collapsed bar. */
  onExpand?: () => void;
}

export function SideMenu({ tree, collapsed, openKeys, onOpenKeysChange, selectedId, onSelect, onExpand }: SideMenuProps) {
  // The top-level group holding the open page (highlighted in the collapsed bar).
  const selectedPath = selectedId ? findPath(tree, selectedId) : [];
  const activeGroupId = selectedPath.length > 1 ? selectedPath[0].id : undefined;
  const toggle = (id: string) => {
    if (collapsed) {
      onExpand?.();
      if (!openKeys.includes(id)) onOpenKeysChange([...openKeys, id]);
      return;
    }
    onOpenKeysChange(openKeys.includes(id) ? openKeys.filter((k) => k !== id) : [...openKeys, id]);
  };

  const render = (nodes: readonly MenuNode[], depth: number) => (
    <ul>
      {nodes.map((node) => {
        if (isLeaf(node)) {
          if (collapsed && depth === 0) return null;
          return (
            <li key={node.id}>
              <LeafButton type="button" $depth={depth} $active={node.id === selectedId}
                aria-current={node.id === selectedId ? 'page' : undefined} onClick={() => onSelect(node)} data-menu-id={node.id}>
                {node.name}
              </LeafButton>
            </li>
          );
        }
        const open = !collapsed && openKeys.includes(node.id);
        const icon = groupIcon(node);
        return (
          <li key={node.id}>
            <GroupButton type="button" $collapsed={collapsed} $holdsActive={collapsed && node.id === activeGroupId} aria-expanded={open}
              onClick={() => toggle(node.id)} title={collapsed ? node.name : undefined} aria-label={collapsed ? node.name : undefined}>
              {collapsed ? <Icon name={icon} size="lg" /> : (
                <>
                  <Icon name={icon} />
                  <span>{node.name}</span>
                  <Icon name={open ? 'chevronUp' : 'chevronDown'} />
                </>
              )}
            </GroupButton>
            {open && render(node.children ?? [], depth + 1)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <Nav $collapsed={collapsed} aria-label={t('shell.layout.menu')}>
      {render(tree, 0)}
    </Nav>
  );
}
