/**
 * The role editor's permission tree (decision 0330): every system of the tenant → its menu
 * groups → pages → functions (查看, 新增, 编辑, 删除, 导出, 导入, each action), checkable with
 * half-checked parents, searchable, expandable at once; a summary counts what the role holds.
 */
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../../src/components/Button';
import { Tree } from '../../../../../../src/components/Tree';
import { indexTree, parentKeys } from '../../../../../../src/components/Tree/treeModel';
import { t } from '../../../../../../src/i18n';
import { checkedKeys, summaryOf, treeNodes, valueOf, type RoleFunctions, type SystemTree } from './permissionTree';

const Box = styled.div`display: grid; gap: ${(p) => p.theme.space.xs};`;
const Bar = styled.div`
  display: flex; align-items: center; gap: ${(p) => p.theme.space.xs};
  color: ${(p) => p.theme.color.text.secondary};
  span { margin-left: auto; }
`;

export interface PermissionTreeProps {
  systems: readonly SystemTree[];
  value: RoleFunctions;
  onChange: (value: RoleFunctions) => void;
  height?: number;
  disabled?: boolean;
}

export function PermissionTree({ systems, value, onChange, height = 420, disabled }: PermissionTreeProps) {
  const nodes = useMemo(() => treeNodes(systems), [systems]);
  const checked = useMemo(() => checkedKeys(systems, value), [systems, value]);
  // The systems the role holds open at first.
  const [expanded, setExpanded] = useState<string[]>(() => nodes.filter((_n, i) => value[systems[i]!.code]).map((n) => n.key));
  const summary = summaryOf(systems, value);
  const all = useMemo(() => Object.fromEntries(systems.map((s) => [s.code, 'all' as const])), [systems]);
  const shown = disabled ? nodes.map(function off(n): typeof n { return { ...n, disabled: true, children: n.children?.map(off) }; }) : nodes;
  return (
    <Box>
      <Bar role="toolbar" aria-label={t('access.tree.label')}>
        <Button size="sm" onClick={() => setExpanded(parentKeys(indexTree(nodes)))}>{t('access.tree.expandAll')}</Button>
        <Button size="sm" onClick={() => setExpanded([])}>{t('access.tree.collapseAll')}</Button>
        {!disabled && <Button size="sm" onClick={() => onChange(all)}>{t('access.tree.checkAll')}</Button>}
        {!disabled && <Button size="sm" onClick={() => onChange({})}>{t('access.tree.clearAll')}</Button>}
        <span role="status">{t('access.tree.summary', { systems: summary.systems, functions: summary.functions })}</span>
      </Bar>
      <Tree treeData={shown} checkable checkedKeys={checked} onCheck={(keys) => onChange(valueOf(systems, keys, value))}
        expandedKeys={expanded} onExpand={setExpanded} searchable searchPlaceholder={t('access.tree.search')} height={height} aria-label={t('access.tree.label')} />
    </Box>
  );
}
