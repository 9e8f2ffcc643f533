/** Report page: one report or several as tabs (six gross-weight views, data investigation). */
import { Spin } from '../../../../../src/components/Spin';
import { Tabs } from '../../../../../src/components/Tabs';
import type { TabPageProps } from '../../pages/tabPage';
import { pageOf, reportOf } from '../pageContext';
import { ReportView } from '../parts/ReportView';
import { useDataRange } from '../parts/useDataRange';
import { PageRoot } from './styles';

export default function ReportPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const data = useDataRange(system);
  if (page.kind !== 'report') return null;
  const reports = page.reports.map((key) => reportOf(system, key));
  if (!data) return <PageRoot aria-label={page.title}><Spin /></PageRoot>;
  return (
    <PageRoot aria-label={page.title}>
      {reports.length === 1 ? (
        <ReportView system={system} report={reports[0]!} range={data.range} />
      ) : (
        <Tabs defaultValue={reports[0]!.key} items={reports.map((r) => ({ key: r.key, label: r.title, children: <ReportView system={system} report={r} range={data.range} /> }))} />
      )}
    </PageRoot>
  );
}
