/**
 * Lines coloured by each row's state for one day (roads by their computed coverage): the page
 * picks the day, draws every row's line in its state's colour with a hover label and a legend of
 * counts, and shows the rows and further reports of that day in tabs.
 */
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { DatePicker } from '../../../../../src/components/DatePicker';
import { Spin } from '../../../../../src/components/Spin';
import { Tabs } from '../../../../../src/components/Tabs';
import { Tag } from '../../../../../src/components/Tag';
import { Panel } from '../../../../../src/kanban';
import { t } from '../../../../../src/i18n';
import { LazyMap } from '../../../../../src/map/LazyMap';
import type { LonLat, MapLine } from '../../../../../src/map/types';
import { moduleOf, parsePolygon, type LineMapPage as LineMapDefinition } from '../../../../catalogue/src';
import type { TabPageProps } from '../../pages/tabPage';
import { useModuleData, type Row } from '../dataSource';
import { useCity } from '../gps/useCity';
import { useMapTiles } from '../gps/useMapTiles';
import { pageOf, reportOf } from '../pageContext';
import { ReportView } from '../parts/ReportView';
import { useDataRange } from '../parts/useDataRange';
import { PageRoot } from './styles';

const MapBox = styled.div`height: calc(${(p) => p.theme.space.xxl} * 11);`;
const MapBody = styled.div`display: flex; flex-direction: column; height: 100%; gap: ${(p) => p.theme.space.xs}; & > :last-child { flex: 1; min-height: 0; }`;
const Bar = styled.div`display: flex; align-items: center; gap: ${(p) => p.theme.space.sm}; flex-wrap: wrap;`;
const Caption = styled.p`margin: 0; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm};`;
const DayBox = styled.div`width: calc(${(p) => p.theme.space.xxl} * 4);`;

type Tone = NonNullable<MapLine['tone']>;
const TONE: Record<string, Tone> = { success: 'success', warning: 'warning', error: 'error', info: 'primary', default: 'muted' };

/** The map's lines: one per row with a readable line, coloured by its state's option status. */
export function stateLines(rows: readonly Row[], page: LineMapDefinition, statusOf: (state: unknown) => string | undefined): MapLine[] {
  return rows.flatMap((r, i) => {
    const points = parsePolygon(r[page.line]);
    if (!points || points.length < 2) return [];
    return [{ id: `l${i}`, points: points as LonLat[], tone: TONE[statusOf(r[page.state]) ?? 'default'] ?? 'muted', label: String(r[page.label] ?? '') }];
  });
}

export default function LineMapPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const def = page.kind === 'lineMap' ? page : null;
  const source = useModuleData();
  const range = useDataRange(system, 1);
  const city = useCity();
  const tiles = useMapTiles();
  const [day, setDay] = useState<string | null>(null);
  const [rows, setRows] = useState<Row[] | null>(null);
  const current = day ?? range?.end ?? null;
  const states = useMemo(() => moduleOf(system)?.enums.find((e) => e.code === def?.stateEnum)?.options ?? [], [system, def]);
  useEffect(() => {
    if (!def || !current) return;
    setRows(null);
    source.report(reportOf(system, def.report), { startDate: current, endDate: current, pageSize: 500 }).then((a) => setRows(a.rows), () => setRows([]));
  }, [source, system, def, current]);
  const lines = useMemo(() => (def && rows ? stateLines(rows, def, (v) => states.find((o) => o.value === v)?.status) : []), [rows, def, states]);
  if (!def) return null;
  if (!current || !city || tiles === undefined) return <PageRoot aria-label={page.title}><Spin /></PageRoot>;
  const dayRange = { startDate: current, endDate: current };
  const centred = lines[0] ? { ...city, centre: lines[0].points[0]! } : city;
  return (
    <PageRoot aria-label={page.title}>
      <MapBox>
        <Panel title={page.title} extra={<DayBox><DatePicker value={current} onChange={(v) => v && setDay(v)} allowClear={false} aria-label={t('map.lineMapDay')} /></DayBox>}>
          <MapBody>
            <Bar>
              <Caption>{t('map.lineMapCaption', { date: current, n: lines.length })}</Caption>
              {states.map((o) => <Tag key={o.value} status={o.status ?? 'default'} size="sm">{t('map.lineMapLegend', { label: o.label, n: (rows ?? []).filter((r) => r[def.state] === o.value).length })}</Tag>)}
            </Bar>
            {rows ? <LazyMap city={centred} tiles={tiles} lines={lines} zoom={14} aria-label={page.title} /> : <Spin />}
          </MapBody>
        </Panel>
      </MapBox>
      <Tabs defaultValue={def.report} items={[def.report, ...(def.tabs ?? [])].map((key) => {
        const report = reportOf(system, key);
        return { key, label: key === def.report ? t('map.lineMapList') : report.title, children: <ReportView key={`${key}${current}`} system={system} report={report} range={dayRange} /> };
      })} />
    </PageRoot>
  );
}
