/**
 * Records on one map in layers (page kind `layers`): each layer's rows as points, lines or areas
 * coloured by their state, switched on and off with a legend of counts; report layers read the
 * page's day (a date picker) or its last 30 days; the layers' lists and further reports below.
 */
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { DatePicker } from '../../../../../src/components/DatePicker';
import { Select } from '../../../../../src/components/Select';
import { Spin } from '../../../../../src/components/Spin';
import { Tabs } from '../../../../../src/components/Tabs';
import { t } from '../../../../../src/i18n';
import { Panel } from '../../../../../src/kanban';
import { LazyMap } from '../../../../../src/map/LazyMap';
import type { ReportDefinition, ResourceDefinition } from '../../../../catalogue/src';
import type { TabPageProps } from '../../pages/tabPage';
import type { Row } from '../dataSource';
import { useCity } from '../gps/useCity';
import { useMapTiles } from '../gps/useMapTiles';
import { pageOf, reportOf } from '../pageContext';
import { DetailDrawer } from '../parts/DetailDrawer';
import { layerShapes } from '../parts/layers/layerShapes';
import { LayerSwitch } from '../parts/layers/LayerSwitch';
import { MapVideoPicker } from '../parts/layers/MapVideoPicker';
import { usePick } from '../parts/layers/usePick';
import { describeLayer, MAX_ROWS, useLayerRows, type LoadedLayer } from '../parts/layers/useLayerRows';
import { ReportView } from '../parts/ReportView';
import { ResourceList } from '../parts/ResourceList';
import { useDataRange } from '../parts/useDataRange';
import { PageRoot } from './styles';

const MapBox = styled.div`height: calc(${(p) => p.theme.space.xxl} * 11);`;
const MapBody = styled.div`display: flex; flex-direction: column; height: 100%; gap: ${(p) => p.theme.space.xs}; & > :last-child { flex: 1; min-height: 0; }`;
const Caption = styled.p`margin: 0; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm};`;
const DayBox = styled.div`width: calc(${(p) => p.theme.space.xxl} * 4);`;
const PickBox = styled.div`width: calc(${(p) => p.theme.space.xxl} * 5);`;
const Controls = styled.div`display: flex; gap: ${(p) => p.theme.space.sm}; align-items: center;`;

const RANGE_DAYS = 30;
const COUNT_KEY = { point: 'map.layersPoints', line: 'map.layersLines', polygon: 'map.layersAreas' } as const;

export default function LayersMapPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const def = page.kind === 'layers' ? page : null;
  const data = useDataRange(system, def?.day ? 1 : RANGE_DAYS);
  const [day, setDay] = useState<string | null>(null);
  const range = useMemo(() => {
    if (!data) return null;
    const current = day ?? data.end;
    return def?.day ? { startDate: current, endDate: current } : data.range;
  }, [data, day, def]);
  const emptyPage = useMemo(() => ({ kind: 'layers' as const, key: '', title: '', layers: [] }), []);
  const pick = usePick(system, def);
  const state = useLayerRows(system, def ?? emptyPage, range, pick?.filter);
  const loaded = useMemo(() => (Array.isArray(state) ? state : []), [state]);
  const [hidden, setHidden] = useState<Record<number, boolean>>({});
  const [picked, setPicked] = useState<{ resource: ResourceDefinition; row: Row } | null>(null);
  const [watched, setWatched] = useState<Row | null>(null);
  const shapes = useMemo(() => loaded.map((l, i) => layerShapes(String(i), l.layer, l.rows, l.options, l.labelOf)), [loaded]);
  const city = useCity();
  const tiles = useMapTiles();
  if (!def) return null;
  const shown = def.layers.map((l, i) => !(hidden[i] ?? Boolean(l.hidden)));
  const on = shapes.filter((_, i) => shown[i]);
  const open = (id: string) => {
    const [index, rowId] = id.split(':');
    const layer: LoadedLayer | undefined = loaded[Number(index)];
    const row = layer?.rows.find((r) => String(r.id) === rowId);
    if (layer?.layer.video && row) setWatched(row);
    else if (layer?.resource && row) setPicked({ resource: layer.resource, row });
  };
  const video = loaded.find((l) => l.layer.video);
  const hasReports = def.layers.some((l) => l.report) || Boolean(def.tabs?.length);
  const period = !range || !hasReports ? '' : def.day ? range.startDate : t('map.layersRange', { start: range.startDate, end: range.endDate });
  const summary = loaded.map((l, i) => t(l.layer.vertices ? 'map.layersVertices' : COUNT_KEY[l.layer.shape], { label: l.label, n: shapes[i]!.placed.length })).join('、');
  const limited = loaded.some((l) => l.total > l.rows.length);
  const periodKey = `${range?.startDate ?? ''}${range?.endDate ?? ''}${pick?.value ?? ''}`;
  // With a pick, the reports wait for its choice (a track asks for its car).
  const ready = Boolean(range) && (!def.pick || Boolean(pick?.filter));
  // The layers' lists and the further reports; a custom report without columns (a route's facilities as a bare array) is on the map only.
  const tabled = (report: ReportDefinition) => report.kind !== 'custom' || Boolean(report.columns?.length);
  const lists = [
    ...def.layers.flatMap((l, i) => {
      const { label, resource, report } = describeLayer(system, l);
      if (resource) return [{ key: `layer${i}`, label, children: <ResourceList resource={resource} /> }];
      return report && tabled(report) ? [{ key: `layer${i}`, label, children: ready && range && <ReportView key={periodKey} system={system} report={report} range={range} fixed={pick?.filter} /> }] : [];
    }),
    ...(def.tabs ?? []).map((key) => {
      const report = reportOf(system, key);
      return { key, label: report.title, children: ready && range && <ReportView key={`${key}${periodKey}`} system={system} report={report} range={range} fixed={pick?.filter} /> };
    }),
  ];
  const controls = (
    <Controls>
      {video && <MapVideoPicker video={video.layer.video!} rows={video.rows} watched={watched} onWatch={setWatched} />}
      {pick && <PickBox><Select options={pick.options} value={pick.value} onChange={(v) => v && pick.choose(v)} showSearch aria-label={pick.field.label} placeholder={pick.field.label} /></PickBox>}
      {def.day && range && <DayBox><DatePicker value={range.startDate} onChange={(v) => v && setDay(v)} allowClear={false} aria-label={t('map.layersDay')} /></DayBox>}
    </Controls>
  );
  return (
    <PageRoot aria-label={page.title}>
      <MapBox>
        <Panel title={t('map.layersPanel')} extra={controls}>
          <MapBody>
            <Caption role="status">
              {state === null && t('common.loading')}
              {state === 'failed' && t('modules.loadFailed')}
              {Array.isArray(state) && t('map.layersCaption', { period, summary })}
              {limited ? t('map.layersLimited', { max: MAX_ROWS }) : ''}
            </Caption>
            {loaded.length > 0 && <LayerSwitch layers={loaded} placed={shapes.map((s) => s.placed)} shown={shown} onToggle={(i, v) => setHidden((h) => ({ ...h, [i]: !v }))} />}
            {city && tiles !== undefined && state !== null ? (
              <LazyMap city={city} tiles={tiles} markers={on.flatMap((s) => s.markers)} lines={on.flatMap((s) => s.lines)} polygons={on.flatMap((s) => s.polygons)}
                cluster={on.reduce((n, s) => n + s.markers.length, 0) > 200} fitLines={on.some((s) => s.lines.length > 0)} onMarkerClick={open} aria-label={t('map.layersRegion')} />
            ) : <Spin />}
          </MapBody>
        </Panel>
      </MapBox>
      {lists.length > 0 && <Tabs defaultValue={lists[0]!.key} items={lists} />}
      {picked && <DetailDrawer resource={picked.resource} row={picked.row} onClose={() => setPicked(null)} />}
    </PageRoot>
  );
}
