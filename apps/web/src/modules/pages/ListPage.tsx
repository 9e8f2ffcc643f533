/** A list page: one resource, or several as tabs (运营日报: daily, personnel and station reports). */
import { Tabs } from '../../../../../src/components/Tabs';
import type { TabPageProps } from '../../pages/tabPage';
import { pageOf, resourceOf } from '../pageContext';
import { ResourceList } from '../parts/ResourceList';
import { WorkflowList } from '../parts/workflow/WorkflowList';
import { PageRoot } from './styles';

export default function ListPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  if (page.kind !== 'list') return null;
  const resources = page.resources.map((key) => resourceOf(system, key));
  return (
    <PageRoot aria-label={page.title}>
      {resources.length === 1 && resources[0]!.workflow ? (
        <WorkflowList resource={resources[0]!} scope={page.scope} />
      ) : resources.length === 1 ? (
        <ResourceList resource={resources[0]!} />
      ) : (
        <Tabs items={resources.map((r) => ({ key: r.key, label: r.name, children: <ResourceList resource={r} /> }))} defaultValue={resources[0]!.key} />
      )}
    </PageRoot>
  );
}
