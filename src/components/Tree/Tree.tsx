import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import { Input } from '../Input';
import type { Size } from '../types';
import { halfCheckedKeys, indexTree, parentKeys, searchTree, toggleChecked, visibleRows, type TreeNode } from './treeModel';
import { Empty, Root, Viewport } from './Tree.styles';
import { TreeRow } from './TreeRow';
import { useControllable } from './useControllable';

export interface TreeProps {
  treeData: TreeNode[];
  /** Checkboxes with half-checked parents; Space and Enter toggle. */
  checkable?: boolean;
  checkedKeys?: string[];
  defaultCheckedKeys?: string[];
  onCheck?: (keys: string[], info: { halfChecked: string[] }) => void;
  selectedKey?: string | null;
  defaultSelectedKey?: string | null;
  onSelect?: (key: string, node: TreeNode) => void;
  expandedKeys?: string[];
  defaultExpandedKeys?: string[];
  defaultExpandAll?: boolean;
  onExpand?: (keys: string[]) => void;
  /** Search box above the tree: matches are highlighted, their ancestors expanded. */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Height of the scrolling viewport in px; rows outside it are not rendered. */
  height?: number;
  size?: Size;
  'aria-label'?: string;
}

/** Row heights in px, equal to the control.height tokens the rows are styled with. */
const ROW_PX: Record<Size, number> = { sm: 24, md: 32, lg: 40 };

export function Tree({
  treeData, checkable = false, checkedKeys, defaultCheckedKeys, onCheck, selectedKey, defaultSelectedKey = null, onSelect,
  expandedKeys, defaultExpandedKeys, defaultExpandAll, onExpand, searchable, searchPlaceholder, height = 320, size = 'md', ...rest
}: TreeProps) {
  const index = useMemo(() => indexTree(treeData), [treeData]);
  const [expandedList, setExpandedList] = useControllable(expandedKeys, () => defaultExpandedKeys ?? (defaultExpandAll ? parentKeys(indexTree(treeData)) : []), onExpand);
  const expanded = useMemo(() => new Set(expandedList), [expandedList]);
  const [checkedList, setCheckedList] = useState<string[]>(defaultCheckedKeys ?? []);
  const checked = useMemo(() => new Set(checkedKeys ?? checkedList), [checkedKeys, checkedList]);
  const half = useMemo(() => (checkable ? halfCheckedKeys(index, checked) : new Set<string>()), [checkable, index, checked]);
  const [selected, setSelected] = useControllable<string | null>(selectedKey, defaultSelectedKey);
  const [query, setQuery] = useState('');
  const search = useMemo(() => searchTree(index, query), [index, query]);
  const rows = useMemo(() => visibleRows(treeData, expanded, query.trim() ? search.visible : undefined, search.matches), [treeData, expanded, query, search]);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const activeIndex = activeKey ? rows.findIndex((row) => row.node.key === activeKey) : -1;

  const viewportRef = useRef<HTMLDivElement>(null);
  const rowPx = ROW_PX[size];
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => viewportRef.current, estimateSize: () => rowPx, overscan: 8 });
  const baseId = useId();
  const rowId = (key: string) => `${baseId}-${key}`;

  const setExpanded = useCallback((key: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(key);
    else next.delete(key);
    setExpandedList([...next]);
  }, [expanded, setExpandedList]);

  const toggle = useCallback((key: string) => setExpanded(key, !expanded.has(key)), [expanded, setExpanded]);

  const check = useCallback((key: string) => {
    const next = toggleChecked(index, checked, key, !checked.has(key));
    setCheckedList([...next]);
    onCheck?.([...next], { halfChecked: [...halfCheckedKeys(index, next)] });
  }, [index, checked, onCheck]);

  const activate = useCallback((key: string) => {
    setActiveKey(key);
    const node = index.byKey.get(key)?.node;
    if (!node || node.disabled) return;
    if (checkable) check(key);
    else {
      setSelected(key);
      onSelect?.(key, node);
    }
  }, [index, checkable, check, setSelected, onSelect]);

  const moveTo = (position: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, position))];
    if (!row) return;
    setActiveKey(row.node.key);
    virtualizer.scrollToIndex(rows.indexOf(row), { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = activeIndex >= 0 ? activeIndex : 0;
    const row = rows[current];
    switch (event.key) {
      case 'ArrowDown': moveTo(activeIndex < 0 ? 0 : current + 1); break;
      case 'ArrowUp': moveTo(current - 1); break;
      case 'Home': moveTo(0); break;
      case 'End': moveTo(rows.length - 1); break;
      case 'ArrowRight':
        if (row?.hasChildren && !row.expanded) setExpanded(row.node.key, true);
        else if (row?.expanded) moveTo(current + 1);
        break;
      case 'ArrowLeft':
        if (row?.expanded) setExpanded(row.node.key, false);
        else if (row?.parent) moveTo(rows.findIndex((r) => r.node.key === row.parent));
        break;
      case 'Enter':
      case ' ':
        if (row) activate(row.node.key);
        break;
      case '*': {
        // WAI-ARIA: expand every sibling of the focused node.
        const siblings = rows.filter((r) => r.parent === row?.parent && r.hasChildren).map((r) => r.node.key);
        setExpandedList([...new Set([...expanded, ...siblings])]);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  const onSearch = (value: string) => {
    setQuery(value);
    const result = searchTree(index, value);
    if (result.expand.size) setExpandedList([...new Set([...expanded, ...result.expand])]);
    setActiveKey(null);
  };

  const checkState = (key: string) => (checked.has(key) ? 'on' : half.has(key) ? 'mixed' : 'off') as 'on' | 'off' | 'mixed';
  const activeRow = activeIndex >= 0 ? rows[activeIndex] : undefined;

  return (
    <Root>
      {searchable && (
        <Input
          size={size}
          value={query}
          onValueChange={onSearch}
          allowClear
          placeholder={searchPlaceholder ?? t('feedback.tree.search')}
          aria-label={searchPlaceholder ?? t('feedback.tree.search')}
          prefix={<Icon name="search" size="sm" />}
        />
      )}
      {rows.length === 0 ? (
        <Empty role="status">{t('feedback.tree.empty')}</Empty>
      ) : (
        <Viewport
          ref={viewportRef}
          role="tree"
          tabIndex={0}
          aria-label={rest['aria-label'] ?? t('feedback.tree.label')}
          aria-multiselectable={checkable || undefined}
          aria-activedescendant={activeRow ? rowId(activeRow.node.key) : undefined}
          data-row-count={rows.length}
          style={{ height }}
          onKeyDown={onKeyDown}
          onFocus={() => { if (activeIndex < 0) moveTo(Math.max(0, rows.findIndex((r) => r.node.key === selected))); }}
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }} role="none">
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              const key = row.node.key;
              return (
                <TreeRow
                  key={key}
                  id={rowId(key)}
                  row={row}
                  top={item.start}
                  size={size}
                  active={key === activeKey}
                  selected={!checkable && key === selected}
                  checkable={checkable}
                  checkState={checkState(key)}
                  query={query}
                  onToggle={toggle}
                  onActivate={activate}
                  onCheck={check}
                />
              );
            })}
          </div>
        </Viewport>
      )}
    </Root>
  );
}
