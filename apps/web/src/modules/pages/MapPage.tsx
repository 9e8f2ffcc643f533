/** Not-working facilities on a map, the long-stop list, and a chosen car's trajectory of the day. */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PositionMap, type MapPoint } from '../../../../../src/charts/PositionMap';
import { Spin } from '../../../../../src/components/Spin';
import { Tabs } from '../../../../../src/components/Tabs';
import { Panel } from '../../../../../src/kanban';
import { t } from '../../../../../src/i18n';
import type { TabPageProps } from '../../pages/registry';
import { reportApi, type Row } from '../api';
import { pageOf, reportOf } from '../pageContext';
import { ReportView } from '../parts/ReportView';
import { useDataRange } from '../parts/useDataRange';
import { PageRoot } from './styles';

const Split = styled.div`display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: ${(p) => p.theme.space.md}; & > * { min-height: 420px; }`;

function lonLat(location: unknown): [number, number] | null {
  const [lng, lat] = String(location ?? '').split(',').map(Number);
  return Number.isFinite(lng) && Number.isFinite(lat) ? [lng!, lat!] : null;
}

export default function MapPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const data = useDataRange(system, 7);
  const [idle, setIdle] = useState<Row[]>([]);
  const [track, setTrack] = useState<Row[]>([]);
  const mapDef = page.kind === 'map' ? page : null;
  useEffect(() => {
    if (!data || !mapDef) return;
    reportApi.run(reportOf(system, mapDef.list), { ...data.range, pageSize: 200 }).then((a) => setIdle(a.rows), () => undefined);
    // The trajectory of the car with the longest stop on the last day.
    reportApi.run(reportOf(system, mapDef.stops ?? mapDef.list), { startDate: data.end, endDate: data.end, pageSize: 1 }).then((a) => {
      const carId = a.rows[0]?.carId;
      if (carId) return reportApi.run(reportOf(system, mapDef.trajectory), { carId, startDate: data.end, endDate: data.end, pageSize: 100 }).then((b) => setTrack(b.rows));
    }, () => undefined);
  }, [system, mapDef, data]);
  if (!mapDef) return null;
  if (!data) return <PageRoot aria-label={page.title}><Spin /></PageRoot>;
  const points: MapPoint[] = idle.flatMap((r) => {
    const p = lonLat(r.location);
    return p ? [{ id: `f${r.id}`, name: String(r.name), position: p, status: 'alarm' as const }] : [];
  });
  const path = track.map((r) => lonLat(r.location)).filter((p): p is [number, number] => p !== null);
  const carName = String(track[0]?.carIdLabel ?? '');
  return (
    <PageRoot aria-label={page.title}>
      <Split>
        <Panel title={t('modules.notWorkingList')}>
          <PositionMap title={t('modules.notWorkingList')} points={[...points, ...track.map((r, i) => ({ id: `t${i}`, name: String(r.facilityIdLabel ?? ''), position: lonLat(r.location)!, status: 'online' as const })).filter((p) => p.position)]}
            routes={path.length > 1 ? [{ name: `${t('modules.trajectory')} ${carName}`, path }] : []} height={400} animation={false} />
        </Panel>
        <Panel title={`${t('modules.trajectory')} ${carName}`}>
          <ReportView system={system} report={reportOf(system, mapDef.trajectory)} range={{ startDate: data.end, endDate: data.end }} />
        </Panel>
      </Split>
      <Tabs defaultValue="idle" items={[
        { key: 'idle', label: t('modules.notWorkingList'), children: <ReportView system={system} report={reportOf(system, mapDef.list)} range={data.range} /> },
        ...(mapDef.stops ? [{ key: 'stops', label: t('modules.stops'), children: <ReportView system={system} report={reportOf(system, mapDef.stops)} range={data.range} /> }] : []),
      ]} />
    </PageRoot>
  );
}
