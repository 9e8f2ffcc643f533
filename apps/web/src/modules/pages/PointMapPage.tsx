/**
 * Records on a map (page kind `pointMap`): every layer's records as markers at their point,
 * coloured by their status enum; a marker opens the record's detail; the layers' lists below.
 */
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Spin } from '../../../../../src/components/Spin';
import { Tabs } from '../../../../../src/components/Tabs';
import { LazyMap } from '../../../../../src/map/LazyMap';
import type { MapMarker } from '../../../../../src/map/types';
import { Panel } from '../../../../../src/kanban';
import { t } from '../../../../../src/i18n';
import { enumOption, type PointMapLayer, type ResourceDefinition } from '../../../../catalogue/src';
import type { TabPageProps } from '../../pages/tabPage';
import { useModuleData, type Row } from '../dataSource';
import { useCity } from '../gps/useCity';
import { useMapTiles } from '../gps/useMapTiles';
import { pageOf, resourceOf } from '../pageContext';
import { DetailDrawer } from '../parts/DetailDrawer';
import { ResourceList } from '../parts/ResourceList';
import { PageRoot } from './styles';

const MapBox = styled.div`height: calc(${(p) => p.theme.space.xxl} * 11);`;
const MapBody = styled.div`display: flex; flex-direction: column; height: 100%; gap: ${(p) => p.theme.space.xs}; & > :last-child { flex: 1; min-height: 0; }`;
const Caption = styled.p`margin: 0; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm};`;

/** The list call's largest page: a layer beyond it shows its first records (the caption says so). */
const MAX_POINTS = 500;

function lonLat(value: unknown): [number, number] | null {
  const [lng, lat] = String(value ?? '').split(',').map(Number);
  return Number.isFinite(lng) && Number.isFinite(lat) ? [lng!, lat!] : null;
}

type PointStatus = 'online' | 'offline' | 'alarm';

/** success → normal (green), error/warning → alarm (red), anything else → grey. */
function statusOf(system: string, resource: ResourceDefinition, layer: PointMapLayer, row: Row): PointStatus {
  const f = layer.statusField ? resource.fields.find((x) => x.key === layer.statusField) : undefined;
  if (!f) return 'online';
  const s = enumOption(system, f.enum ?? '', row[f.key])?.status;
  return s === 'success' ? 'online' : s === 'error' || s === 'warning' ? 'alarm' : 'offline';
}

interface Loaded { layer: PointMapLayer; resource: ResourceDefinition; rows: Row[]; total: number }

export default function PointMapPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const source = useModuleData();
  const def = page.kind === 'pointMap' ? page : null;
  // null while the layers load, 'failed' when one failed: the caption says so instead of counting zero points.
  const [state, setState] = useState<Loaded[] | null | 'failed'>(null);
  const loaded = useMemo(() => (Array.isArray(state) ? state : []), [state]);
  const [picked, setPicked] = useState<{ resource: ResourceDefinition; row: Row } | null>(null);
  useEffect(() => {
    if (!def) return;
    let live = true;
    Promise.all(def.layers.map(async (layer) => {
      const resource = resourceOf(system, layer.resource);
      const answer = await source.list(resource, { pageNum: 1, pageSize: MAX_POINTS });
      return { layer, resource, rows: answer.rows, total: answer.total };
    })).then((all) => live && setState(all), () => live && setState('failed'));
    return () => { live = false; };
  }, [source, system, def]);
  const city = useCity();
  const tiles = useMapTiles();
  const points = useMemo(() => loaded.flatMap(({ layer, resource, rows }) => rows.flatMap((row): MapMarker[] => {
    const p = lonLat(row[layer.pointField]);
    return p ? [{ id: `${resource.key}:${row.id}`, label: `${resource.name} ${String(row[resource.labelField] ?? '')}`, lon: p[0], lat: p[1], status: statusOf(system, resource, layer, row) }] : [];
  })), [loaded, system]);
  if (!def) return null;
  const count = (s: PointStatus) => points.filter((p) => p.status === s).length;
  const limited = loaded.some((l) => l.total > l.rows.length);
  const open = (pointId: string) => {
    const [key, id] = pointId.split(':');
    const hit = loaded.find((l) => l.resource.key === key);
    const row = hit?.rows.find((r) => String(r.id) === id);
    if (hit && row) setPicked({ resource: hit.resource, row });
  };
  const layerNames = def.layers.map((l) => resourceOf(system, l.resource).name).join('、');
  return (
    <PageRoot aria-label={page.title}>
      <MapBox>
        <Panel title={t('map.pointPanel')}>
          <MapBody>
            <Caption role="status">
              {state === null && t('common.loading')}
              {state === 'failed' && t('modules.loadFailed')}
              {Array.isArray(state) && t('map.pointCaption', { layer: layerNames, total: points.length, normal: count('online'), alarm: count('alarm'), other: count('offline') })}
              {limited ? t('map.pointLimited', { max: MAX_POINTS }) : ''}
            </Caption>
            {city && tiles !== undefined && state !== null ? <LazyMap city={city} tiles={tiles} markers={points} cluster onMarkerClick={open} aria-label={t('map.pointMapRegion')} /> : <Spin />}
          </MapBody>
        </Panel>
      </MapBox>
      <Tabs defaultValue={def.layers[0]!.resource}
        items={def.layers.map((l) => { const r = resourceOf(system, l.resource); return { key: r.key, label: r.name, children: <ResourceList resource={r} /> }; })} />
      {picked && <DetailDrawer resource={picked.resource} row={picked.row} onClose={() => setPicked(null)} />}
    </PageRoot>
  );
}
