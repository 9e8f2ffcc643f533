/** Page kind `roster` (排班): a month of people × days, planned by dragging or picking shifts (parts/roster). */
import type { TabPageProps } from '../../pages/tabPage';
import { pageOf, reportOf, resourceOf } from '../pageContext';
import { RosterView } from '../parts/roster/RosterView';
import { registerModuleMessages } from '../../../../../src/i18n';
import { PageRoot } from './styles';
import { roster } from '../../../../../src/i18n/messages/roster';

// This page kind's messages come with it (src/i18n/messages/page-areas.ts).
registerModuleMessages({ roster });

export default function RosterPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  if (page.kind !== 'roster') return null;
  const resource = resourceOf(system, page.resource);
  const save = resource.actions?.find((a) => a.key === page.save);
  if (!save) return null;
  return (
    <PageRoot aria-label={page.title}>
      <RosterView title={page.title} grid={reportOf(system, page.grid)} resource={resource} save={save} filters={page.filters ?? []} />
    </PageRoot>
  );
}
