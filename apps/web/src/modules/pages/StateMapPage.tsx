/**
 * A map page without a trajectory: the list report's rows (facilities with a `location`) as
 * markers coloured by their `mapState` (online, offline, alarm), the same rows in a table below.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Spin } from '../../../../../src/components/Spin';
import { Panel } from '../../../../../src/kanban';
import { t } from '../../../../../src/i18n';
import { LazyMap } from '../../../../../src/map/LazyMap';
import type { MapMarker } from '../../../../../src/map/types';
import type { MapPage } from '../../../../catalogue/src/model/pages';
import { useModuleData, type Row } from '../dataSource';
import { useCity } from '../gps/useCity';
import { useMapTiles } from '../gps/useMapTiles';
import { reportOf } from '../pageContext';
import { ReportView } from '../parts/ReportView';
import { useDataRange } from '../parts/useDataRange';
import { PageRoot } from './styles';
import { MapVideoPicker } from './MapVideoPicker';

const MapBox = styled.div`height: calc(${(p) => p.theme.space.xxl} * 10);`;
const MapBody = styled.div`display: flex; flex-direction: column; height: 100%; gap: ${(p) => p.theme.space.xs}; & > :last-child { flex: 1; min-height: 0; }`;
const Caption = styled.p`margin: 0; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm};`;

const DAYS = 30;
type MapState = 'online' | 'offline' | 'alarm';
const STATES: readonly MapState[] = ['online', 'offline', 'alarm'];

function lonLat(location: unknown): [number, number] | null {
  const [lng, lat] = String(location ?? '').split(',').map(Number);
  return Number.isFinite(lng) && Number.isFinite(lat) ? [lng!, lat!] : null;
}

export function StateMapPage({ system, page }: { system: string; page: MapPage }) {
  const source = useModuleData();
  const data = useDataRange(system, DAYS);
  const report = reportOf(system, page.list);
  const city = useCity();
  const tiles = useMapTiles();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [watched, setWatched] = useState<Row | null>(null);
  useEffect(() => {
    if (!data) return;
    source.report(report, { ...data.range, pageSize: 500 }).then((a) => setRows(a.rows), () => setRows([]));
  }, [source, report, data]);
  if (!data) return <PageRoot aria-label={page.title}><Spin /></PageRoot>;
  const points: MapMarker[] = (rows ?? []).flatMap((r) => {
    const p = lonLat(r.location);
    const state = STATES.find((s) => s === r.mapState) ?? 'online';
    return p ? [{ id: String(r.id), label: String(r.name ?? ''), lon: p[0], lat: p[1], status: state }] : [];
  });
  const count = (s: MapState) => points.filter((p) => p.status === s).length;
  const caption = page.stateNames
    ? t('map.stateCaptionNamed', { date: data.end, days: DAYS, count: points.length, alarm: count('alarm'), offline: count('offline'), alarmName: page.stateNames.alarm, offlineName: page.stateNames.offline })
    : t('map.stateCaption', { date: data.end, days: DAYS, count: points.length, alarm: count('alarm'), offline: count('offline') });
  const onMarkerClick = page.video ? (id: string) => setWatched(rows?.find((r) => String(r.id) === id) ?? null) : undefined;
  return (
    <PageRoot aria-label={page.title}>
      <MapBox>
        <Panel title={t('map.stateMap')} extra={page.video && rows ? <MapVideoPicker video={page.video} rows={rows} watched={watched} onWatch={setWatched} /> : undefined}>
          <MapBody>
            <Caption role="status">{rows ? caption : t('common.loading')}</Caption>
            {city && tiles !== undefined && rows ? <LazyMap city={city} tiles={tiles} markers={points} onMarkerClick={onMarkerClick} aria-label={t('map.pointMapRegion')} /> : <Spin />}
          </MapBody>
        </Panel>
      </MapBox>
      <ReportView system={system} report={report} range={data.range} />
    </PageRoot>
  );
}
