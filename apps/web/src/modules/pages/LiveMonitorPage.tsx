/**
 * Live monitoring: the org → vehicle (or → department → person) tree with online / offline /
 * alarm counts and a search, every subject on the map moving with the live channel, follow one,
 * its info window (a vehicle's speed, driver, mileage, fuel; a person's post, area, phone,
 * battery), the areas people belong in, and the alarm stream with acknowledgement.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
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
import type { MapMarker, MapPolygon } from '../../../../../src/map/types';
import type { TabPageProps } from '../../pages/tabPage';
import { useGpsData, type AlarmRow, type MonitorGroup, type MonitorSubject } from '../gps/source';
import { subjectsOf, useSubjects, type Tracked } from '../gps/subjects';
import { useCity } from '../gps/useCity';
import { useMapTiles } from '../gps/useMapTiles';
import { pageOf } from '../pageContext';
import { PageRoot } from './styles';

const Layout = styled.div`display: grid; grid-template-columns: calc(${(p) => p.theme.space.xxl} * 5) minmax(0, 1fr) calc(${(p) => p.theme.space.xxl} * 6); gap: ${(p) => p.theme.space.md};`;
const Column = styled.div`display: grid; gap: ${(p) => p.theme.space.sm}; align-content: start; max-height: calc(${(p) => p.theme.space.xxl} * 12); overflow: auto;`;
const MapBox = styled.div`height: calc(${(p) => p.theme.space.xxl} * 12);`;
const Counts = styled.div`display: flex; flex-wrap: wrap; gap: ${(p) => p.theme.space.xxs};`;
const Group = styled.details<{ $depth: number }>`
  padding-left: calc(${(p) => p.theme.space.sm} * ${(p) => p.$depth});
  summary { cursor: pointer; font-weight: 600; padding: ${(p) => p.theme.space.xxs} 0; }
`;
const Row = styled.button<{ $active: boolean }>`
  display: flex; justify-content: space-between; align-items: center; width: 100%; gap: ${(p) => p.theme.space.xs};
  padding: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.xs}; border: 0; border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => (p.$active ? p.theme.color.bg.selected : 'transparent')}; color: ${(p) => p.theme.color.text.primary}; cursor: pointer; font: inherit;
  &:hover { background: ${(p) => p.theme.color.bg.hover}; }
`;
const Tags = styled.span`display: inline-flex; gap: ${(p) => p.theme.space.xxs};`;
const Facts = styled.dl`
  display: grid; grid-template-columns: auto 1fr; gap: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.sm}; margin: 0;
  dt { color: ${(p) => p.theme.color.text.secondary}; } dd { margin: 0; }
`;
const AlarmItem = styled.li`display: flex; justify-content: space-between; align-items: center; gap: ${(p) => p.theme.space.xs}; padding: ${(p) => p.theme.space.xxs} 0; border-bottom: 1px solid ${(p) => p.theme.color.border.secondary};`;
const List = styled.ul`list-style: none; margin: 0; padding: 0;`;
const Muted = styled.span`color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm};`;

const statusOf = (v: Tracked): MapMarker['status'] => (v.alarms > 0 ? 'alarm' : v.online ? 'online' : 'offline');
/** People's trees are read again this often: their states (在岗, 离岗) follow the areas' work periods. */
const TREE_REFRESH_MS = 60_000;

export default function LiveMonitorPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const subjectsDef = page.kind === 'liveMonitor' ? page.subjects : undefined;
  const source = useSubjects(system, subjectsDef);
  const gps = useGpsData();
  const city = useCity();
  const tiles = useMapTiles();
  const [tree, setTree] = useState<MonitorGroup[] | null>(null);
  const [subjects, setSubjects] = useState(new Map<number, Tracked>());
  const [alarms, setAlarms] = useState<AlarmRow[]>([]);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [follow, setFollow] = useState(false);
  const [address, setAddress] = useState('');
  const [live, setLive] = useState<LiveStatus>('connecting');

  useEffect(() => {
    let alive = true;
    const load = () => source.tree().then((a) => {
      if (!alive) return;
      setTree(a.tree);
      setSubjects(new Map(subjectsOf(a.tree).map((v) => [v.id, v])));
    }, () => alive && setTree((old) => old ?? []));
    void load();
    source.alarms().then((list) => alive && setAlarms(list), () => undefined);
    const timer = source.kind === 'vehicle' ? undefined : setInterval(() => void load(), TREE_REFRESH_MS);
    return () => {
      alive = false;
      if (timer) clearInterval(timer);
    };
  }, [source]);

  // The live channel moves markers in place and brings alarms and online changes of the page's kind.
  useEffect(() => {
    const feed = gps.live();
    feed.onStatus = setLive;
    const offs = [
      feed.on<Record<string, unknown>[]>(source.events.position, (list) =>
        setSubjects((prev) => {
          const next = new Map(prev);
          for (const raw of list) {
            const p = source.position(raw);
            const v = next.get(p.id);
            if (v) next.set(p.id, { ...v, time: p.time, lon: p.lon, lat: p.lat, speed: p.speed, mileage: p.mileage, battery: p.battery ?? v.battery, online: true });
          }
          return next;
        })),
      feed.on<Record<string, unknown>>(source.events.offline, (d) => setSubjects((prev) => {
        const id = source.subjectOfEvent(d);
        return prev.has(id) ? new Map(prev).set(id, { ...prev.get(id)!, online: false }) : prev;
      })),
      feed.on<Record<string, unknown>>(source.events.alarm, (raw) => {
        const a = source.alarm(raw);
        setAlarms((prev) => [a, ...prev].slice(0, 100));
        setSubjects((prev) => (prev.has(a.subjectId) ? new Map(prev).set(a.subjectId, { ...prev.get(a.subjectId)!, alarms: prev.get(a.subjectId)!.alarms + 1 }) : prev));
      }),
    ];
    return () => {
      offs.forEach((off) => off());
      feed.close();
    };
  }, [gps, source]);

  const current = selected !== null ? subjects.get(selected) : undefined;
  useEffect(() => {
    setAddress('');
    if (current?.lon == null || current.lat == null) return;
    gps.address(current.lon, current.lat).then(setAddress, () => undefined);
    // The address follows the chosen subject, not each of its moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gps, selected]);

  const markers: MapMarker[] = useMemo(() => [...subjects.values()].flatMap((v) => (v.lon == null || v.lat == null ? [] : [{ id: String(v.id), lon: v.lon, lat: v.lat, status: statusOf(v), label: v.label }])), [subjects]);
  // The areas people belong in, each once: the chosen person's stands out.
  const fences: MapPolygon[] = useMemo(() => {
    const seen = new Map<string, MapPolygon>();
    for (const v of subjects.values()) {
      if (!v.fence?.length) continue;
      const key = JSON.stringify(v.fence);
      const id = seen.get(key)?.id ?? `fence-${seen.size}`;
      if (!seen.has(key) || v.id === selected) seen.set(key, { id, ring: v.fence, tone: v.id === selected ? 'primary' : 'muted' });
    }
    return [...seen.values()];
  }, [subjects, selected]);
  const all = [...subjects.values()];
  const match = (v: Tracked) => !query || v.label.toUpperCase().includes(query.trim().toUpperCase());
  const ack = (id: string) => gps.ack(id).then(() => {
    const hit = alarms.find((a) => a.id === id);
    setAlarms((prev) => prev.filter((a) => a.id !== id));
    if (hit) setSubjects((prev) => (prev.has(hit.subjectId) ? new Map(prev).set(hit.subjectId, { ...prev.get(hit.subjectId)!, alarms: Math.max(0, prev.get(hit.subjectId)!.alarms - 1) }) : prev));
  }, () => undefined);

  const groupOf = (g: MonitorGroup, depth: number): ReactNode => {
    const kids = g.children.filter((c): c is MonitorSubject => !('children' in c)).map((k) => subjects.get(k.id) ?? k).filter(match);
    const nested = g.children.filter((c): c is MonitorGroup => 'children' in c);
    const everyone = subjectsOf([g]).map((k) => subjects.get(k.id) ?? k);
    if (query && !everyone.some(match)) return null;
    return (
      <Group key={g.id} open $depth={depth}>
        <summary>{g.name} <Muted>{everyone.filter((k) => k.online).length}/{everyone.length}</Muted></summary>
        {nested.map((n) => groupOf(n, depth + 1))}
        {kids.map((v) => (
          <Row key={v.id} type="button" $active={v.id === selected} onClick={() => setSelected(v.id)} aria-pressed={v.id === selected}>
            <span>{v.label}</span>
            <Tags>
              {v.state ? <Tag size="sm">{v.state}</Tag> : null}
              <Tag size="sm" status={statusOf(v) === 'alarm' ? 'error' : v.online ? 'success' : 'default'}>{statusOf(v) === 'alarm' ? t('map.countAlarm', { n: v.alarms }) : v.online ? t('map.online') : t('map.offline')}</Tag>
            </Tags>
          </Row>
        ))}
      </Group>
    );
  };

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
        <Column aria-label={source.words.tree}>
          <Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder={source.words.search} aria-label={source.words.search} allowClear />
          {tree === null ? <Spin /> : tree.map((g) => groupOf(g, 0))}
        </Column>
        <MapBox>
          {city && tiles !== undefined ? <LazyMap city={city} tiles={tiles} markers={markers} polygons={fences} cluster selected={selected !== null ? String(selected) : null} follow={follow && selected !== null ? String(selected) : null} onMarkerClick={(id) => setSelected(Number(id))} aria-label={t('map.liveMap')} /> : <Spin />}
        </MapBox>
        <Column>
          {current ? (
            <Card title={current.label} size="sm" extra={<Button size="sm" onClick={() => setFollow((f) => !f)} aria-pressed={follow}>{follow ? t('map.unfollow') : t('map.follow')}</Button>}>
              <Facts>
                {source.info(current, address).map(([label, value]) => [<dt key={`${label}-t`}>{label}</dt>, <dd key={`${label}-d`}>{value}</dd>])}
              </Facts>
            </Card>
          ) : null}
          <Card title={t('map.alarmStream')} size="sm">
            {alarms.length ? (
              <List aria-label={t('map.alarmStream')}>
                {alarms.slice(0, 30).map((a) => (
                  <AlarmItem key={a.id}>
                    <span><Tag size="sm" status="error">{a.kindName}</Tag> {a.label} <Muted>{a.at.slice(5, 16)}</Muted></span>
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
