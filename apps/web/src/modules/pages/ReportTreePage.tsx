/**
 * Trees answered by reports beside a resource's records or a report's rows (page kind
 * `reportTree`): 维修与费用's cars by grade, type and department beside their costs, 系统管理's
 * menus by system and group beside their entries. Picking a node filters the records.
 */
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Spin } from '../../../../../src/components/Spin';
import { Tabs } from '../../../../../src/components/Tabs';
import { Tree } from '../../../../../src/components/Tree';
import { t } from '../../../../../src/i18n';
import type { ReportDefinition, ReportTreePage as ReportTreePageDef } from '../../../../catalogue/src';
import type { TabPageProps } from '../../pages/tabPage';
import { useModuleData } from '../dataSource';
import { pageOf, reportOf, resourceOf } from '../pageContext';
import { ResourceList } from '../parts/ResourceList';
import { ReportView } from '../parts/ReportView';
import { useDataRange } from '../parts/useDataRange';
import { findNode, nodeFilter, treeNodes, type ReportNode } from '../parts/tree/reportTree';
import { PageRoot } from './styles';

const Split = styled.div`display: grid; grid-template-columns: 320px minmax(0, 1fr); gap: ${(p) => p.theme.space.md}; align-items: start;`;
const Side = styled.div`display: grid; gap: ${(p) => p.theme.space.sm};`;
const Path = styled.p`margin: 0; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm};`;

function ReportTree({ report, params, selected, onSelect }: { report: ReportDefinition; params?: Readonly<Record<string, string>>; selected: string | null; onSelect: (node: ReportNode) => void }) {
  const data = useModuleData();
  const [nodes, setNodes] = useState<ReportNode[] | null>(null);
  useEffect(() => {
    let live = true;
    data.report<ReportNode[] | { rows: ReportNode[] }>(report, { ...params }).then((a) => live && setNodes(Array.isArray(a) ? a : a.rows), () => live && setNodes([]));
    return () => { live = false; };
  }, [data, report, params]);
  const tree = useMemo(() => treeNodes(nodes ?? []), [nodes]);
  if (!nodes) return <Spin />;
  // A tree with one root (an organisation) opens on its first level.
  const opened = tree.length === 1 ? [tree[0]!.key] : undefined;
  return <Tree aria-label={report.title} treeData={tree} selectedKey={selected} searchable height={560} defaultExpandedKeys={opened} onSelect={(key) => { const n = findNode(nodes, key); if (n) onSelect(n); }} />;
}

/** The records beside the tree: a resource's list, or a report's rows with the picked node's filter fixed. */
function Records({ system, records, fixed, picked }: { system: string; records: ReportTreePageDef['records']; fixed?: Record<string, string>; picked: ReportNode | null }) {
  const data = useDataRange(system);
  const name = records.resource ? resourceOf(system, records.resource).name : reportOf(system, records.report!).title;
  return (
    <Side>
      <Path aria-label={t('trees.path')}>{fixed && picked ? t('trees.recordsOfNode', { label: picked.label, name }) : t('trees.allRecords', { name })}</Path>
      {records.resource ? (
        <ResourceList key={JSON.stringify(fixed ?? {})} resource={resourceOf(system, records.resource)} fixedFilters={fixed} />
      ) : data ? (
        <ReportView key={JSON.stringify(fixed ?? {})} system={system} report={reportOf(system, records.report!)} range={data.range} fixed={fixed ?? NONE} />
      ) : <Spin />}
    </Side>
  );
}

const NONE: Record<string, string> = {};

export default function ReportTreePage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const def = page.kind === 'reportTree' ? page : null;
  const [picked, setPicked] = useState<ReportNode | null>(null);
  const fixed = useMemo(() => (def ? nodeFilter(picked ?? undefined, def.records.filters) : undefined), [def, picked]);
  if (!def) return null;
  return (
    <PageRoot aria-label={page.title}>
      <Split>
        <Tabs defaultValue={def.trees[0]} onChange={() => setPicked(null)} items={def.trees.map((key) => {
          const report = reportOf(system, key);
          return { key, label: report.title, children: <ReportTree report={report} params={def.params} selected={picked?.id ?? null} onSelect={setPicked} /> };
        })} />
        <Records system={system} records={def.records} fixed={fixed} picked={picked} />
      </Split>
    </PageRoot>
  );
}
