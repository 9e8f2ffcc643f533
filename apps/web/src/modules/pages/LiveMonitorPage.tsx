/**
 * Live monitoring: the org → vehicle tree with online / offline / alarm counts and a plate
 * search, every vehicle on the map moving with the live channel, follow a vehicle, its info
 * window (speed, driver, last report, address), and the alarm stream with acknowledgement.
 */
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { Card } from '../../../../../src/components/Card';
import { Empty } from '../../../../../src/components/Empty';
import { Input } from '../../../../../src/components/Input';
import { Spin } from '../../../../../src/components/Spin';
import { Tag } from '../../../../../src/components/Tag';
import { t } from '../../../../../src/i18n';
import { LazyMap } from '../../../../../src/map/LazyMap';
import type { LiveStatus } from '../../../../../src/map/live-client';
import type { MapMarker } from '../../../../../src/map/types';
import type { TabPageProps } from '../../pages/tabPage';
import { useGpsData, type AlarmRow, type CompanyNode, type VehicleState } from '../gps/source';
import { useCity } from '../gps/useCity';
import { useMapTiles } from '../gps/useMapTiles';
import { pageOf } from '../pageContext';
import { PageRoot } from './styles';

const Layout = styled.div`display: grid; grid-template-columns: calc(${(p) => p.theme.space.xxl} * 5) minmax(0, 1fr) calc(${(p) => p.theme.space.xxl} * 6); gap: ${(p) => p.theme.space.md};`;
const Column = styled.div`display: grid; gap: ${(p) => p.theme.space.sm}; align-content: start; max-height: calc(${(p) => p.theme.space.xxl} * 12); overflow: auto;`;
const MapBox = styled.div`height: calc(${(p) => p.theme.space.xxl} * 12);`;
const Counts = styled.div`display: flex; flex-wrap: wrap; gap: ${(p) => p.theme.space.xxs};`;
const Group = styled.details`summary { cursor: pointer; font-weight: 600; padding: ${(p) => p.theme.space.xxs} 0; }`;
const Row = styled.button<{ $active: boolean }>`
  display: flex; justify-content: space-between; width: 100%; gap: ${(p) => p.theme.space.xs};
  padding: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.xs}; border: 0; border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => (p.$active ? p.theme.color.bg.selected : 'transparent')}; color: ${(p) => p.theme.color.text.primary}; cursor: pointer; font: inherit;
  &:hover { background: ${(p) => p.theme.color.bg.hover}; }
`;
const Facts = styled.dl`
  display: grid; grid-template-columns: auto 1fr; gap: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.sm}; margin: 0;
  dt { color: ${(p) => p.theme.color.text.secondary}; } dd { margin: 0; }
`;
const AlarmItem = styled.li`display: flex; justify-content: space-between; align-items: center; gap: ${(p) => p.theme.space.xs}; padding: ${(p) => p.theme.space.xxs} 0; border-bottom: 1px solid ${(p) => p.theme.color.border.secondary};`;
const List = styled.ul`list-style: none; margin: 0; padding: 0;`;
const Muted = styled.span`color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm};`;

const statusOf = (v: VehicleState): MapMarker['status'] => (v.alarms > 0 ? 'alarm' : v.online ? 'online' : 'offline');

export default function LiveMonitorPage({ uri }: TabPageProps) {
  const { page } = pageOf(uri);
  const gps = useGpsData();
  const city = useCity();
  const tiles = useMapTiles();
  const [tree, setTree] = useState<CompanyNode[] | null>(null);
  const [vehicles, setVehicles] = useState(new Map<number, VehicleState>());
  const [alarms, setAlarms] = useState<AlarmRow[]>([]);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [follow, setFollow] = useState(false);
  const [address, setAddress] = useState('');
  const [live, setLive] = useState<LiveStatus>('connecting');

  useEffect(() => {
    gps.tree().then((a) => {
      setTree(a.tree);
      setVehicles(new Map(a.tree.flatMap((c) => c.children).map((v) => [v.carId, v])));
    }, () => setTree([]));
    gps.alarms().then((a) => setAlarms(a.records), () => undefined);
  }, [gps]);

  // The live channel moves markers in place and brings alarms and online changes.
  useEffect(() => {
    const feed = gps.live();
    feed.onStatus = setLive;
    const offs = [
      feed.on<{ vehicleId: number; at: string; lon: number; lat: number; speed: number; heading: number; mileage: number; status: number }[]>('position', (list) =>
        setVehicles((prev) => {
          const next = new Map(prev);
          for (const p of list) {
            const v = next.get(p.vehicleId);
            if (v) next.set(p.vehicleId, { ...v, time: p.at, lon: p.lon, lat: p.lat, speed: p.speed, heading: p.heading, mileage: p.mileage, status: p.status, online: true });
          }
          return next;
        })),
      feed.on<{ vehicleId: number }>('offline', (d) => setVehicles((prev) => new Map(prev).set(d.vehicleId, { ...prev.get(d.vehicleId)!, online: false }))),
      feed.on<{ id: string; vehicleId: number; carNo: string; kind: string; at: string; value: number }>('alarm', (a) => {
        setAlarms((prev) => [{ id: a.id, carId: a.vehicleId, carNo: a.carNo, kind: a.kind, kindName: t(`gps.kind_${a.kind}` as 'gps.kind_speeding'), at: a.at, value: a.value, ackAt: null }, ...prev].slice(0, 100));
        setVehicles((prev) => (prev.has(a.vehicleId) ? new Map(prev).set(a.vehicleId, { ...prev.get(a.vehicleId)!, alarms: prev.get(a.vehicleId)!.alarms + 1 }) : prev));
      }),
    ];
    return () => {
      offs.forEach((off) => off());
      feed.close();
    };
  }, [gps]);

  const current = selected !== null ? vehicles.get(selected) : undefined;
  useEffect(() => {
    setAddress('');
    if (current?.lon == null || current.lat == null) return;
    gps.address(current.lon, current.lat).then(setAddress, () => undefined);
    // The address follows the chosen vehicle, not each of its moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gps, selected]);

  const markers: MapMarker[] = useMemo(() => [...vehicles.values()].flatMap((v) => (v.lon == null || v.lat == null ? [] : [{ id: String(v.carId), lon: v.lon, lat: v.lat, status: statusOf(v), label: v.carNo }])), [vehicles]);
  const all = [...vehicles.values()];
  const match = (v: VehicleState) => !query || v.carNo.toUpperCase().includes(query.trim().toUpperCase());
  const ack = (id: string) => gps.ack(id).then(() => {
    const hit = alarms.find((a) => a.id === id);
    setAlarms((prev) => prev.filter((a) => a.id !== id));
    if (hit) setVehicles((prev) => (prev.has(hit.carId) ? new Map(prev).set(hit.carId, { ...prev.get(hit.carId)!, alarms: Math.max(0, prev.get(hit.carId)!.alarms - 1) }) : prev));
  }, () => undefined);

  return (
    <PageRoot aria-label={page.title}>
      <Counts>
        <Tag>{t('map.countAll', { n: all.length })}</Tag>
        <Tag status="success">{t('map.countOnline', { n: all.filter((v) => v.online).length })}</Tag>
        <Tag status="default">{t('map.countOffline', { n: all.filter((v) => !v.online).length })}</Tag>
        <Tag status="error">{t('map.countAlarm', { n: all.filter((v) => v.alarms > 0).length })}</Tag>
        <Tag status={live === 'open' ? 'success' : 'warning'} data-live={live}>{live === 'open' ? t('map.liveOpen') : live === 'closed' ? t('map.liveClosed') : t('map.liveConnecting')}</Tag>
      </Counts>
      <Layout>
        <Column aria-label={t('map.treeTitle')}>
          <Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('map.searchPlate')} aria-label={t('map.searchPlate')} allowClear />
          {tree === null ? <Spin /> : tree.map((c) => {
            const kids = c.children.map((k) => vehicles.get(k.carId) ?? k).filter(match);
            if (query && !kids.length) return null;
            return (
              <Group key={c.id} open>
                <summary>{c.name} <Muted>{kids.filter((k) => k.online).length}/{kids.length}</Muted></summary>
                {kids.map((v) => (
                  <Row key={v.carId} type="button" $active={v.carId === selected} onClick={() => setSelected(v.carId)} aria-pressed={v.carId === selected}>
                    <span>{v.carNo}</span>
                    <Tag size="sm" status={statusOf(v) === 'alarm' ? 'error' : v.online ? 'success' : 'default'}>{statusOf(v) === 'alarm' ? t('map.countAlarm', { n: v.alarms }) : v.online ? t('map.online') : t('map.offline')}</Tag>
                  </Row>
                ))}
              </Group>
            );
          })}
        </Column>
        <MapBox>
          {city && tiles !== undefined ? <LazyMap city={city} tiles={tiles} markers={markers} cluster selected={selected !== null ? String(selected) : null} follow={follow && selected !== null ? String(selected) : null} onMarkerClick={(id) => setSelected(Number(id))} aria-label={page.title} /> : <Spin />}
        </MapBox>
        <Column>
          {current ? (
            <Card title={current.carNo} size="sm" extra={<Button size="sm" onClick={() => setFollow((f) => !f)} aria-pressed={follow}>{follow ? t('map.unfollow') : t('map.follow')}</Button>}>
              <Facts>
                <dt>{t('map.infoSpeed')}</dt><dd>{t('map.kmh', { v: current.speed })}</dd>
                <dt>{t('map.infoDriver')}</dt><dd>{current.driverName}</dd>
                <dt>{t('map.infoLast')}</dt><dd>{current.time ?? t('map.noPosition')}</dd>
                <dt>{t('map.infoAddress')}</dt><dd>{address || '—'}</dd>
                <dt>{t('map.infoMileage')}</dt><dd>{current.mileage == null ? '—' : t('map.km', { v: Math.round(current.mileage * 10) / 10 })}</dd>
                <dt>{t('map.infoFuel')}</dt><dd>{current.fuel == null ? '—' : t('map.litres', { v: current.fuel })}</dd>
              </Facts>
            </Card>
          ) : null}
          <Card title={t('map.alarmStream')} size="sm">
            {alarms.length ? (
              <List aria-label={t('map.alarmStream')}>
                {alarms.slice(0, 30).map((a) => (
                  <AlarmItem key={a.id}>
                    <span><Tag size="sm" status="error">{a.kindName}</Tag> {a.carNo} <Muted>{a.at.slice(5, 16)}</Muted></span>
                    <Button size="sm" onClick={() => void ack(a.id)}>{t('map.ack')}</Button>
                  </AlarmItem>
                ))}
              </List>
            ) : <Empty description={t('map.alarmEmpty')} />}
          </Card>
        </Column>
      </Layout>
    </PageRoot>
  );
}
