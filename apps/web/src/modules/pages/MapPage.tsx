/** Not-working facilities on a map with a chosen car's trajectory of the day; the lists below in tabs. */
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { PositionMap, type MapPoint } from '../../../../../src/charts/PositionMap';
import { Select } from '../../../../../src/components/Select';
import { Spin } from '../../../../../src/components/Spin';
import { Tabs } from '../../../../../src/components/Tabs';
import { Panel } from '../../../../../src/kanban';
import { t } from '../../../../../src/i18n';
import { moduleOf } from '../../../../catalogue/src';
import type { TabPageProps } from '../../pages/tabPage';
import { useModuleData, type Row } from '../dataSource';
import { pageOf, reportOf } from '../pageContext';
import { NearStop } from '../parts/NearStop';
import { ReportView } from '../parts/ReportView';
import { useDataRange } from '../parts/useDataRange';
import { useLookups } from '../parts/useLookups';
import { PageRoot } from './styles';
import { useGpsData } from '../gps/source';

const CarBox = styled.div`width: calc(${(p) => p.theme.space.xxl} * 5);`;
/** The map panel's height: the panel fills it and the map fills the rest under the caption. */
const MapBox = styled.div`height: calc(${(p) => p.theme.space.xxl} * 10);`;
const MapBody = styled.div`display: flex; flex-direction: column; height: 100%; gap: ${(p) => p.theme.space.xs}; & > :last-child { flex: 1; min-height: 0; }`;
const Caption = styled.p`margin: 0; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm};`;

function lonLat(location: unknown): [number, number] | null {
  const [lng, lat] = String(location ?? '').split(',').map(Number);
  return Number.isFinite(lng) && Number.isFinite(lat) ? [lng!, lat!] : null;
}

const CAR_KEYS = ['carId'];
/** Facilities not collected in this many days count as not working. */
const IDLE_DAYS = 7;

export default function MapPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const source = useModuleData();
  const data = useDataRange(system, IDLE_DAYS);
  const mapDef = page.kind === 'map' ? page : null;
  const trajectory = mapDef ? reportOf(system, mapDef.trajectory) : undefined;
  const cars = useLookups(moduleOf(system)!.resources.find((r) => r.key === trajectory?.source), CAR_KEYS).carId ?? [];
  const [idle, setIdle] = useState<Row[]>([]);
  const [carId, setCarId] = useState<string | null>(null);
  const [track, setTrack] = useState<Row[]>([]);
  useEffect(() => {
    if (!data || !mapDef) return;
    source.report(reportOf(system, mapDef.list), { ...data.range, pageSize: 200 }).then((a) => setIdle(a.rows), () => undefined);
    // Until a car is chosen: the car with the longest stop on the last day.
    source.report(reportOf(system, mapDef.stops ?? mapDef.list), { startDate: data.end, endDate: data.end, pageSize: 1 }).then((a) => {
      const first = a.rows[0]?.carId;
      if (first != null) setCarId((chosen) => chosen ?? String(first));
    }, () => undefined);
  }, [source, system, mapDef, data]);
  useEffect(() => {
    if (!data || !trajectory || !carId) return;
    source.report(trajectory, { carId, startDate: data.end, endDate: data.end, pageSize: 100 }).then((b) => setTrack(b.rows), () => setTrack([]));
  }, [source, trajectory, carId, data]);
  // The real path of the day from the positions store (arrival records mark the stops on it).
  const gps = useGpsData();
  const [gpsPath, setGpsPath] = useState<[number, number][]>([]);
  useEffect(() => {
    setGpsPath([]);
    if (!data || !carId) return;
    gps.track(Number(carId), data.end, data.end).then((a) => {
      const every = Math.max(1, Math.ceil(a.list.length / 1500));
      setGpsPath(a.list.filter((_, i) => i % every === 0 || i === a.list.length - 1).map((p) => [p.lon, p.lat]));
    }, () => setGpsPath([]));
  }, [gps, carId, data]);
  const fixedCar = useMemo(() => (carId ? { carId } : undefined), [carId]);
  if (!mapDef || !trajectory) return null;
  if (!data) return <PageRoot aria-label={page.title}><Spin /></PageRoot>;
  const points: MapPoint[] = idle.flatMap((r) => {
    const p = lonLat(r.location);
    return p ? [{ id: `f${r.id}`, name: String(r.name), position: p, status: 'alarm' as const }] : [];
  });
  const stops: MapPoint[] = track.flatMap((r, i) => {
    const p = lonLat(r.location);
    return p ? [{ id: `t${i}`, name: String(r.facilityIdLabel ?? ''), position: p, status: 'online' as const }] : [];
  });
  const path = gpsPath.length > 1 ? gpsPath : stops.map((s) => s.position);
  const carName = cars.find((c) => c.value === carId)?.label ?? String(track[0]?.carIdLabel ?? '');
  return (
    <PageRoot aria-label={page.title}>
      <MapBox>
      <Panel title={t('modules.notWorkingMap')}
        extra={<CarBox><Select options={cars} value={carId} onChange={setCarId} showSearch aria-label={t('modules.chooseCar')} placeholder={t('modules.chooseCar')} /></CarBox>}>
        <MapBody>
          <Caption>{t('map.gpsCaption', { days: IDLE_DAYS, count: points.length, car: carName, date: data.end, points: gpsPath.length, stops: stops.length })}</Caption>
          <PositionMap title={t('modules.notWorkingMap')} points={[...points, ...stops]}
            routes={path.length > 1 ? [{ name: `${t('modules.trajectory')} ${carName}`, path }] : []} height="100%" animation={false} />
        </MapBody>
      </Panel>
      </MapBox>
      <Tabs defaultValue="idle" items={[
        { key: 'idle', label: t('modules.notWorkingList'), children: <ReportView system={system} report={reportOf(system, mapDef.list)} range={data.range} /> },
        ...(mapDef.stops ? [{ key: 'stops', label: t('modules.stops'), children: <ReportView system={system} report={reportOf(system, mapDef.stops)} range={data.range} /> }] : []),
        ...(fixedCar ? [{
          key: 'track', label: `${t('modules.trajectory')} ${carName}`,
          children: <ReportView key={carId} system={system} report={trajectory} range={{ startDate: data.end, endDate: data.end }} fixed={fixedCar} />,
        }] : []),
        ...(mapDef.near ? [{
          key: 'near', label: t('modules.nearStop'),
          children: <NearStop key={carId ?? ''} system={system} report={reportOf(system, mapDef.near)} stops={track} range={{ startDate: data.end, endDate: data.end }} />,
        }] : []),
      ]} />
    </PageRoot>
  );
}
