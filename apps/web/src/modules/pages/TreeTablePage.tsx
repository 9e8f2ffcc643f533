/**
 * Tree + table: routes → facilities on the left (or a self-referencing resource's own tree, any
 * depth), the resource rows of the chosen node on the right (for a tree: the node and below).
 */
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Card } from '../../../../../src/components/Card';
import { Tree, type TreeNode } from '../../../../../src/components/Tree';
import { t } from '../../../../../src/i18n';
import { lookupTarget } from '../../../../catalogue/src';
import type { TabPageProps } from '../../pages/tabPage';
import { useModuleData, type Row, type TreeRow } from '../dataSource';
import { treeNodes } from '../parts/tree/treeNodes';
import { pageOf, resourceOf } from '../pageContext';
import { ResourceList } from '../parts/ResourceList';
import { PageRoot } from './styles';

const Split = styled.div`display: grid; grid-template-columns: 280px minmax(0, 1fr); gap: ${(p) => p.theme.space.md}; align-items: start;`;

/** Keys as the flat tree has them (`item-<id>`), so selection filters the same way. */
const itemKeys = (nodes: TreeNode[]): TreeNode[] => nodes.map((n) => ({ ...n, key: `item-${n.key}`, ...(n.children ? { children: itemKeys(n.children) } : {}) }));

export default function TreeTablePage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const treeDef = page.kind === 'treeTable' ? page : null;
  const resource = resourceOf(system, treeDef?.resource ?? '');
  const treeField = resource.fields.find((f) => f.key === treeDef?.treeField)!;
  const target = lookupTarget(system, treeField);
  const data = useModuleData();
  const [rows, setRows] = useState<Row[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [nested, setNested] = useState<TreeRow[]>([]);
  useEffect(() => {
    // A self-referencing target (a type tree) shows as itself, to any depth.
    if (target.tree) data.tree(target).then(setNested, () => undefined);
    else data.list(target, { pageSize: 500 }).then((a) => setRows(a.rows), () => undefined);
  }, [data, target]);
  const treeData = useMemo<TreeNode[]>(() => {
    if (target.tree) return itemKeys(treeNodes(target, nested));
    const groups = new Map<string, { title: string; children: TreeNode[] }>();
    for (const r of rows) {
      const key = String(r[treeDef?.groupField ?? ''] ?? '');
      const title = String(r[`${treeDef?.groupField}Label`] ?? t('modules.all'));
      const group = groups.get(key) ?? { title, children: [] };
      group.children.push({ key: `item-${r.id}`, title: String(r[target.labelField]) });
      groups.set(key, group);
    }
    return [...groups].map(([key, g]) => ({ key: `group-${key}`, title: `${g.title}（${t('modules.facilityCount', { count: g.children.length })}）`, children: g.children }));
  }, [rows, nested, treeDef, target]);
  const filterId = selected?.startsWith('item-') ? selected.slice(5) : undefined;
  const fixed = useMemo(() => (filterId ? { [treeField.key]: filterId } : undefined), [filterId, treeField.key]);
  const treeTitle = target.tree ? t('trees.treeOf', { name: target.name }) : t('modules.treeTitle');
  return (
    <PageRoot aria-label={page.title}>
      <Split>
        <Card title={treeTitle} size="sm">
          {/* Remounted once the facilities arrive, so they show expanded. */}
          <Tree key={treeData.length} treeData={treeData} aria-label={treeTitle} searchable defaultExpandAll selectedKey={selected} onSelect={(key) => setSelected(key)} height={560} />
        </Card>
        <ResourceList key={filterId ?? 'all'} resource={resource} fixedFilters={fixed} />
      </Split>
    </PageRoot>
  );
}
