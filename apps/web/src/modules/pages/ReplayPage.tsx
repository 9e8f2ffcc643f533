/**
 * Track replay: several vehicles (or people) on one clock that follows real elapsed time
 * (1×–64×), the path coloured by speed, a scrubbable timeline with stops and alarms marked,
 * detected stops with durations, each one's trip summary, follow, and .xlsx / KML export. A
 * person's job area is drawn under their track.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { Card } from '../../../../../src/components/Card';
import { Checkbox } from '../../../../../src/components/Checkbox';
import { DatePicker } from '../../../../../src/components/DatePicker';
import { Empty } from '../../../../../src/components/Empty';
import { Select } from '../../../../../src/components/Select';
import { Spin } from '../../../../../src/components/Spin';
import { t } from '../../../../../src/i18n';
import { LazyMap } from '../../../../../src/map/LazyMap';
import { positionAt, REPLAY_SPEEDS, ReplayClock } from '../../../../../src/map/replay-clock';
import type { MapLine, MapMarker, MapPolygon } from '../../../../../src/map/types';
import type { TabPageProps } from '../../pages/tabPage';
import { duration, wallMs, wallTime } from '../gps/format';
import { useGpsData, type TrackAnswer } from '../gps/source';
import { subjectsOf, useSubjects, type Tracked } from '../gps/subjects';
import { Timeline, type TimelineMark } from '../gps/Timeline';
import { useCity } from '../gps/useCity';
import { useMapTiles } from '../gps/useMapTiles';
import { pageOf } from '../pageContext';
import { useDataRange } from '../parts/useDataRange';
import { PageRoot } from './styles';

const Bar = styled.div`display: flex; flex-wrap: wrap; align-items: center; gap: ${(p) => p.theme.space.sm};`;
const Wide = styled.div`width: calc(${(p) => p.theme.space.xxl} * 7);`;
const Narrow = styled.div`width: calc(${(p) => p.theme.space.xxl} * 3);`;
const Body = styled.div`display: grid; grid-template-columns: minmax(0, 1fr) calc(${(p) => p.theme.space.xxl} * 8); gap: ${(p) => p.theme.space.md};`;
const MapBox = styled.div`height: calc(${(p) => p.theme.space.xxl} * 11);`;
const Side = styled.div`display: grid; gap: ${(p) => p.theme.space.sm}; align-content: start; max-height: calc(${(p) => p.theme.space.xxl} * 12); overflow: auto;`;
const Facts = styled.dl`
  display: grid; grid-template-columns: auto 1fr; gap: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.sm}; margin: 0;
  dt { color: ${(p) => p.theme.color.text.secondary}; } dd { margin: 0; font-variant-numeric: tabular-nums; }
`;
const Stops = styled.ol`margin: 0; padding-left: ${(p) => p.theme.space.lg}; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm};`;
const Clock = styled.output`font-variant-numeric: tabular-nums; font-weight: 600;`;

interface Track extends TrackAnswer {
  points: { t: number; lon: number; lat: number; speed: number }[];
}

export default function ReplayPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const source = useSubjects(system, page.kind === 'replay' ? page.subjects : undefined);
  const gps = useGpsData();
  const city = useCity();
  const tiles = useMapTiles();
  const range = useDataRange(system, 1);
  const [cars, setCars] = useState<Tracked[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [day, setDay] = useState<string | null>(null);
  const [tracks, setTracks] = useState<Track[] | null>(null);
  const [speed, setSpeed] = useState(16);
  const [follow, setFollow] = useState(true);
  const [now, setNow] = useState(0);
  const [playing, setPlaying] = useState(false);
  const clock = useRef<ReplayClock | null>(null);

  useEffect(() => {
    source.tree().then((a) => setCars(subjectsOf(a.tree)), () => undefined);
  }, [source]);
  useEffect(() => setDay((d) => d ?? range?.end ?? null), [range]);
  // Until one is chosen: the first vehicle that reported on the day shown.
  useEffect(() => {
    if (!day || !cars.length) return;
    const first = cars.find((v) => v.time?.startsWith(day)) ?? cars.find((v) => v.time) ?? cars[0]!;
    setChosen((c) => (c.length ? c : [String(first.id)]));
  }, [cars, day]);

  const load = useCallback(() => {
    if (!day || !chosen.length) return;
    setTracks(null);
    Promise.all(chosen.map((id) => gps.track(Number(id), day, day, source.kind))).then((answers) => {
      const loaded = answers.map((a) => ({ ...a, points: a.list.map((p) => ({ t: wallMs(p.time), lon: p.lon, lat: p.lat, speed: p.speed })) }));
      const times = loaded.flatMap((x) => (x.points.length ? [x.points[0]!.t, x.points[x.points.length - 1]!.t] : []));
      const start = times.length ? Math.min(...times) : wallMs(`${day} 00:00:00`);
      const end = times.length ? Math.max(...times) : start;
      clock.current = new ReplayClock(start, end);
      clock.current.setSpeed(speed);
      setNow(start);
      setPlaying(false);
      setTracks(loaded);
    }, () => setTracks([]));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gps, source, day, chosen]);
  useEffect(load, [load]);

  // The clock drives the frame: each animation frame reads the time once for every vehicle.
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const step = () => {
      const c = clock.current;
      if (!c) return;
      setNow(c.advance());
      if (!c.playing) setPlaying(false);
      else frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  const toggle = () => {
    const c = clock.current;
    if (!c) return;
    if (c.playing) c.pause();
    else c.play();
    setNow(c.t);
    setPlaying(c.playing);
  };
  const changeSpeed = (s: number | null) => {
    if (!s) return;
    setSpeed(s);
    clock.current?.setSpeed(s);
  };
  const seek = (v: number) => {
    clock.current?.seek(v);
    setNow(clock.current?.t ?? v);
  };

  const lines: MapLine[] = useMemo(() => (tracks ?? []).map((x) => ({ id: String(x.subjectId), points: x.points.map((p) => [p.lon, p.lat] as const), speeds: x.points.map((p) => p.speed) })), [tracks]);
  const marks: TimelineMark[] = useMemo(() => (tracks ?? []).flatMap((x) => [
    ...x.stops.map((s) => ({ start: wallMs(s.startTime), end: wallMs(s.endTime), kind: 'stop' as const, title: `${x.label} ${t('map.stopRow', { start: s.startTime.slice(11, 16), end: s.endTime.slice(11, 16), minutes: s.minutes })}` })),
    ...x.alarms.map((a) => ({ start: wallMs(a.at), end: wallMs(a.at) + 60_000, kind: 'alarm' as const, title: `${x.label} ${t('map.alarmMark', { kind: t(`gps.kind_${a.kind}` as 'gps.kind_speeding') })}` })),
  ]), [tracks]);
  const vehicles: MapMarker[] = (tracks ?? []).flatMap((x) => {
    const p = positionAt(x.points, now);
    return p ? [{ id: `car-${x.subjectId}`, lon: p.lon, lat: p.lat, status: p.speed > 60 ? 'alarm' as const : 'online' as const, label: `${x.label} ${t('map.kmh', { v: p.speed })}` }] : [];
  });
  const stopMarkers: MapMarker[] = (tracks ?? []).flatMap((x) => x.stops.map((s, i) => ({ id: `stop-${x.subjectId}-${i}`, lon: s.lon, lat: s.lat, status: 'stop' as const, label: `${x.label} ${t('map.stopRow', { start: s.startTime.slice(11, 16), end: s.endTime.slice(11, 16), minutes: s.minutes })}` })));
  // The job areas of the people replayed (each once), under their tracks.
  const fences: MapPolygon[] = useMemo(() => {
    const rings = new Map<string, MapPolygon>();
    for (const x of tracks ?? []) {
      const fence = cars.find((v) => v.id === x.subjectId)?.fence;
      if (fence?.length) rings.set(JSON.stringify(fence), { id: `fence-${x.subjectId}`, ring: fence, tone: 'muted', label: t('map.fenceLegend') });
    }
    return [...rings.values()];
  }, [tracks, cars]);
  const c = clock.current;

  return (
    <PageRoot aria-label={page.title}>
      <Bar>
        <Wide>
          <Select multiple showSearch maxTagCount={3} aria-label={source.words.pick} placeholder={source.words.choose} value={chosen}
            options={cars.map((v) => ({ value: String(v.id), label: v.label }))} onChange={(v) => setChosen(v.map(String).slice(0, 4))} />
        </Wide>
        <Narrow><DatePicker value={day} onChange={setDay} allowClear={false} aria-label={t('map.date')} /></Narrow>
        <Button variant="primary" onClick={load}>{t('map.query')}</Button>
        <Button onClick={toggle} disabled={!tracks?.length} aria-pressed={playing}>{playing ? t('map.pause') : t('map.play')}</Button>
        <Narrow>
          <Select aria-label={t('map.speed')} value={speed} onChange={changeSpeed} options={REPLAY_SPEEDS.map((s) => ({ value: s, label: `${s}×` }))} />
        </Narrow>
        <Checkbox checked={follow} onChange={setFollow}>{source.words.follow}</Checkbox>
        <Clock data-clock={c ? wallTime(now) : ''} data-playing={playing ? 'true' : 'false'}>{t('map.clock', { time: c ? wallTime(now) : '--:--:--' })}</Clock>
        {tracks?.[0] && day ? (
          <>
            <Button onClick={() => void gps.exportTrack(tracks[0]!.subjectId, day, day, 'xlsx', source.kind)}>{t('map.exportXlsx')}</Button>
            <Button onClick={() => void gps.exportTrack(tracks[0]!.subjectId, day, day, 'kml', source.kind)}>{t('map.exportKml')}</Button>
          </>
        ) : null}
      </Bar>
      {c ? <Timeline start={c.start} end={c.end} value={now} marks={marks} onSeek={seek} /> : null}
      <Body>
        <MapBox>
          {city && tiles !== undefined ? <LazyMap city={city} tiles={tiles} lines={lines} polygons={fences} markers={[...stopMarkers, ...vehicles]} fitLines follow={follow && vehicles[0] ? vehicles[0].id : null} aria-label={t('map.replayMap')} /> : <Spin />}
        </MapBox>
        <Side>
          {tracks === null ? <Spin /> : tracks.every((x) => !x.points.length) ? <Empty description={t('map.noTrack')} /> : tracks.map((x) => (
            <Card key={x.subjectId} title={`${x.label} ${x.subLabel}`} size="sm">
              <Facts>
                <dt>{t('map.current')}</dt>
                <dd data-vehicle-at={c ? wallTime(now) : ''}>{c ? t('map.currentValue', { time: wallTime(now), speed: positionAt(x.points, now)?.speed ?? 0 }) : '—'}</dd>
                <dt>{t('map.summaryDistance')}</dt><dd>{t('map.km', { v: x.summary.distanceKm })}</dd>
                <dt>{source.words.moving}</dt><dd>{duration(x.summary.movingMs)}</dd>
                <dt>{source.words.paused}</dt><dd>{duration(x.summary.stoppedMs)}</dd>
                <dt>{t('map.summaryMax')}</dt><dd>{t('map.kmh', { v: x.summary.maxSpeed })}</dd>
                <dt>{t('map.summaryAvg')}</dt><dd>{t('map.kmh', { v: x.summary.avgSpeed })}</dd>
                <dt>{source.words.pauses}</dt><dd>{x.summary.stops}</dd>
              </Facts>
              <Stops aria-label={source.words.pausesTitle}>
                {x.stops.map((s) => (
                  <li key={s.startTime}><Button variant="link" size="sm" onClick={() => seek(wallMs(s.startTime))}>{t('map.stopRow', { start: s.startTime.slice(11, 16), end: s.endTime.slice(11, 16), minutes: s.minutes })}</Button></li>
                ))}
              </Stops>
            </Card>
          ))}
        </Side>
      </Body>
    </PageRoot>
  );
}
