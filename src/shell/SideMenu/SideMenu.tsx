/**
 * The side menu (§2): groups that expand (openKeys), leaves that open tabs, collapsed by
 * default to a narrow bar of group initials; a group click there expands the menu.
 */
import { Icon } from '../../icons';
import { t } from '../../i18n';
import { isLeaf, type MenuNode } from '../menuSearch/menuTree';
import { GroupButton, Initial, LeafButton, Nav } from './SideMenu.styles';

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
        return (
          <li key={node.id}>
            <GroupButton type="button" $collapsed={collapsed} aria-expanded={open} onClick={() => toggle(node.id)}
              title={collapsed ? node.name : undefined} aria-label={collapsed ? node.name : undefined}>
              {collapsed ? <Initial aria-hidden="true">{node.name.slice(0, 1)}</Initial> : (
                <>
                  <Icon name="folder" />
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
