/**
 * Tree manager page (catalogue page kind `tree`): the tree of a self-referencing resource on the
 * left; on the right the records under the selected node and its descendants (materials of a
 * material type), or the node's children when the page declares no records.
 */
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { t } from '../../../../../src/i18n';
import type { TabPageProps } from '../../pages/tabPage';
import type { TreeRow } from '../dataSource';
import { pageOf, resourceOf } from '../pageContext';
import { ResourceList } from '../parts/ResourceList';
import { TreeManager } from '../parts/tree/TreeManager';
import { pathOf } from '../parts/tree/treeNodes';
import { PageRoot } from './styles';

const Split = styled.div`display: grid; grid-template-columns: 320px minmax(0, 1fr); gap: ${(p) => p.theme.space.md}; align-items: start;`;
const Side = styled.div`display: grid; gap: ${(p) => p.theme.space.sm};`;
const Path = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

export default function TreePage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const def = page.kind === 'tree' ? page : null;
  const resource = resourceOf(system, def?.resource ?? '');
  const records = def?.records ? resourceOf(system, def.records.resource) : resource;
  const field = def?.records?.field ?? resource.tree!.parentField;
  const [selected, setSelected] = useState<number | null>(null);
  const [path, setPath] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  const fixed = useMemo(() => (selected === null ? undefined : { [field]: String(selected) }), [selected, field]);
  const select = (id: number | null, rows: readonly TreeRow[]) => {
    setSelected(id);
    setPath(id === null ? [] : pathOf(resource, rows, id));
  };
  return (
    <PageRoot aria-label={page.title}>
      <Split>
        <TreeManager resource={resource} selected={selected} onSelect={select} onChanged={() => setVersion((v) => v + 1)} />
        <Side>
          <Path aria-label={t('trees.path')}>
            {selected === null ? t('trees.allRecords', { name: records.name }) : t('trees.recordsOf', { label: path.join(' / '), name: records.name })}
          </Path>
          <ResourceList key={`${selected ?? 'all'}-${version}`} resource={records} fixedFilters={fixed} />
        </Side>
      </Split>
    </PageRoot>
  );
}
