/** Report page: one report or several as tabs (six gross-weight views, data investigation). */
import { Spin } from '../../../../../src/components/Spin';
import { Tabs } from '../../../../../src/components/Tabs';
import type { TabPageProps } from '../../pages/tabPage';
import { pageOf, reportOf } from '../pageContext';
import { ReportView } from '../parts/ReportView';
import { MatrixView } from '../parts/MatrixView';
import type { ReportDefinition } from '../../../../catalogue/src';
import { useDataRange } from '../parts/useDataRange';
import { PageRoot } from './styles';

export default function ReportPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const data = useDataRange(system, page.kind === 'report' ? page.days : undefined);
  if (page.kind !== 'report') return null;
  const reports = page.reports.map((key) => reportOf(system, key));
  if (!data) return <PageRoot aria-label={page.title}><Spin /></PageRoot>;
  // Month matrices pick their own month or year; other reports share the page's date range.
  const view = (r: ReportDefinition) => (r.matrix ? <MatrixView report={r} end={data.end} system={system} /> : <ReportView system={system} report={r} range={data.range} />);
  return (
    <PageRoot aria-label={page.title}>
      {reports.length === 1 ? (
        view(reports[0]!)
      ) : (
        <Tabs defaultValue={reports[0]!.key} items={reports.map((r) => ({ key: r.key, label: r.title, children: view(r) }))} />
      )}
    </PageRoot>
  );
}
