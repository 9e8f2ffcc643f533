/** Dashboard and kanban pages: stat tiles on top, then the charts, all from catalogue reports. */
import styled from 'styled-components';
import { Spin } from '../../../../../src/components/Spin';
import { t } from '../../../../../src/i18n';
import type { TabPageProps } from '../../pages/tabPage';
import { pageOf } from '../pageContext';
import { useDataRange } from '../parts/useDataRange';
import { Widget } from '../parts/Widget';
import { PageRoot } from './styles';

const Tiles = styled.div`display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: ${(p) => p.theme.space.md};`;
/** Rows of one fixed height: charts fill their panel, a ten-line ranking fits without spilling over the next row. */
const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(${(p) => p.theme.space.xxl} * 9)), 1fr));
  grid-auto-rows: calc(${(p) => p.theme.space.xxl} * 9);
  gap: ${(p) => p.theme.space.md};
  & > * { min-width: 0; min-height: 0; }
`;
const Note = styled.p`margin: 0; color: ${(p) => p.theme.color.text.secondary};`;

export default function BoardPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const data = useDataRange(system, 90);
  if (page.kind !== 'dashboard' && page.kind !== 'kanban') return null;
  if (!data) return <PageRoot aria-label={page.title}><Spin /></PageRoot>;
  const tiles = page.widgets.filter((w) => w.kind === 'stat');
  const charts = page.widgets.filter((w) => w.kind !== 'stat');
  return (
    <PageRoot aria-label={page.title}>
      <Note>{t('modules.referenceDate', { date: data.end })}</Note>
      <Tiles>{tiles.map((w) => <Widget key={w.title} system={system} widget={w} range={data.range} end={data.end} first={data.first} />)}</Tiles>
      <Charts>{charts.map((w) => <div key={w.title}><Widget system={system} widget={w} range={data.range} end={data.end} first={data.first} /></div>)}</Charts>
    </PageRoot>
  );
}
