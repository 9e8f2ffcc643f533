/**
 * The records of another resource pointing at this one, in the detail drawer (a settlement's
 * costs): the first rows through the related resource's own list call, filtered by its link field.
 */
import { useEffect, useMemo, useState } from 'react';
import { DataTable } from '../../../../../src/components/DataTable';
import { t } from '../../../../../src/i18n';
import type { RelatedList, ResourceDefinition } from '../../../../catalogue/src';
import { serverProblem, useModuleData, type PageAnswer, type Row } from '../dataSource';
import { resourceOf } from '../pageContext';
import { DrawerSection } from './drawerSection';
import { listColumns } from './listColumns';

const SHOWN = 50;

function RelatedSection({ owner, spec, row }: { owner: ResourceDefinition; spec: RelatedList; row: Row }) {
  const data = useModuleData();
  const target = resourceOf(owner.system, spec.resource);
  const title = spec.title ?? target.name;
  const [answer, setAnswer] = useState<PageAnswer | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let live = true;
    data.list(target, { pageNum: 1, pageSize: SHOWN, [spec.field]: row.id }).then((a) => live && setAnswer(a), (e) => live && setProblem(serverProblem(e).msg));
    return () => { live = false; };
  }, [data, target, spec, row]);
  // The link field is this record: no column for it.
  const columns = useMemo(() => listColumns(target, { hidden: [spec.field] }).filter((c) => c.id !== spec.field), [target, spec]);
  const link = target.fields.find((f) => f.key === spec.field);
  return (
    <DrawerSection aria-label={title}>
      <h3>{answer ? t('lists.relatedCount', { title, n: answer.total }) : title}</h3>
      <DataTable aria-label={t('lists.relatedTable', { title })} size="sm" data={answer?.rows ?? []} columns={columns} getRowId={(r) => String(r.id)} loading={!answer && !problem}
        error={problem || undefined} pagination={false} maxHeight="calc(100vh - 320px)" />
      {answer && answer.total > answer.rows.length && <p>{t('lists.relatedMore', { shown: answer.rows.length, name: target.name, field: link?.label ?? spec.field })}</p>}
    </DrawerSection>
  );
}

export function RelatedRecords({ resource, row }: { resource: ResourceDefinition; row: Row }) {
  return <>{(resource.related ?? []).map((spec) => <RelatedSection key={`${spec.resource}.${spec.field}`} owner={resource} spec={spec} row={row} />)}</>;
}
