/**
 * Records picked on a map inside a drawn area and sent as one new record (page kind `areaPick`,
 * 调度台): the candidate layers on the map, 圈选区域 draws a polygon, the candidates inside it are
 * listed (all checked), 下达调度 opens the target resource's form with the area and the picked ids
 * filled in and posts it to the declared call; the target's records are listed below.
 */
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { Spin } from '../../../../../src/components/Spin';
import { registerModuleMessages, t } from '../../../../../src/i18n';
import { Panel } from '../../../../../src/kanban';
import { LazyMap } from '../../../../../src/map/LazyMap';
import type { LonLat } from '../../../../../src/map/types';
import { inRing, parsePoint, type AreaPickPage as AreaPickDefinition, type LayersMapPage } from '../../../../catalogue/src';
import type { TabPageProps } from '../../pages/tabPage';
import { useModuleData, type Row } from '../dataSource';
import { useCity } from '../gps/useCity';
import { useMapTiles } from '../gps/useMapTiles';
import { pageOf, resourceOf } from '../pageContext';
import { CandidateList } from '../parts/areaPick/CandidateList';
import { layerShapes } from '../parts/layers/layerShapes';
import { LayerSwitch } from '../parts/layers/LayerSwitch';
import { useLayerRows } from '../parts/layers/useLayerRows';
import { RecordDialog } from '../parts/RecordDialog';
import { ResourceList } from '../parts/ResourceList';
import { useDataRange } from '../parts/useDataRange';
import { useLookups } from '../parts/useLookups';
import { PageRoot } from './styles';
import { chat } from '../../../../../src/i18n/messages/chat';

// This page kind's messages come with it (src/i18n/messages/page-areas.ts).
registerModuleMessages({ chat });

const Box = styled.div`height: calc(${(p) => p.theme.space.xxl} * 12);`;
const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) calc(${(p) => p.theme.space.xxl} * 6);
  gap: ${(p) => p.theme.space.md};
  height: 100%;
`;
const MapColumn = styled.div`display: flex; flex-direction: column; gap: ${(p) => p.theme.space.xs}; min-height: 0; & > :last-child { flex: 1; min-height: 0; }`;
const Caption = styled.p`margin: 0; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm};`;
const Controls = styled.div`display: flex; gap: ${(p) => p.theme.space.xs}; align-items: center;`;

export default function AreaPickPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const def = page as AreaPickDefinition;
  const data = useModuleData();
  const target = resourceOf(system, def.target.resource);
  const range = useDataRange(system, 1)?.range ?? null;
  const asLayers = useMemo<LayersMapPage>(() => ({ kind: 'layers', key: def.key, title: def.title, layers: def.layers }), [def]);
  const state = useLayerRows(system, asLayers, range);
  const loaded = useMemo(() => (Array.isArray(state) ? state : []), [state]);
  const [area, setArea] = useState<LonLat[] | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [checked, setChecked] = useState<Set<string>[]>([]);
  const [hidden, setHidden] = useState<Record<number, boolean>>({});
  const [dialog, setDialog] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const options = useLookups(target);
  const city = useCity();
  const tiles = useMapTiles();

  const shapes = useMemo(() => loaded.map((l, i) => layerShapes(String(i), l.layer, l.rows, l.options, l.labelOf)), [loaded]);
  const inside = useMemo(() => loaded.map((l) => (area ? l.rows.filter((r) => {
    const p = parsePoint(r[l.layer.geometry]);
    return p !== null && inRing(p, area);
  }) : [])), [loaded, area]);
  const picked = def.target.picks.map((p) => [...(checked[p.layer] ?? [])].map(Number));
  const total = picked.reduce((n, ids) => n + ids.length, 0);

  const draw = (ring: LonLat | LonLat[]) => {
    if (!Array.isArray(ring[0])) return;
    // The clicks of the closing double click repeat the last vertex: kept once.
    const next = (ring as LonLat[]).filter((p, i, all) => i === 0 || Math.abs(p[0] - all[i - 1]![0]) > 1e-7 || Math.abs(p[1] - all[i - 1]![1]) > 1e-7);
    if (next.length < 4) return;
    setArea(next);
    setDrawing(false);
    // Everything inside starts checked.
    setChecked(loaded.map((l) => new Set(l.rows.filter((r) => {
      const p = parsePoint(r[l.layer.geometry]);
      return p !== null && inRing(p, next);
    }).map((r) => String(r.id)))));
  };
  const clear = () => {
    setArea(null);
    setChecked([]);
    setDrawing(false);
  };
  const prefill = area ? {
    [def.target.area]: JSON.stringify(area.map(([lng, lat]) => [Number(lng.toFixed(6)), Number(lat.toFixed(6))])),
    ...Object.fromEntries(def.target.picks.map((p, i) => [p.field, picked[i]!.map(String)])),
  } : {};
  const shown = def.layers.map((l, i) => !(hidden[i] ?? Boolean(l.hidden)));
  const on = shapes.filter((_, i) => shown[i]);
  const summary = loaded.map((l, i) => t('chat.inArea', { label: l.label, n: inside[i]?.length ?? 0 })).join('、');
  const submit = (values: Record<string, unknown>) => (def.target.submit && data.submit ? data.submit(target, def.target.submit, values) : data.save(target, values)) as Promise<Row>;

  const controls = (
    <Controls>
      <Button size="sm" icon="map" variant={drawing ? 'primary' : 'default'} onClick={() => setDrawing(true)}>{area ? t('chat.redraw') : t('chat.drawArea')}</Button>
      {area && <Button size="sm" onClick={clear}>{t('chat.clearArea')}</Button>}
      <Button size="sm" variant="primary" icon="check" disabled={!total} onClick={() => setDialog(true)}>{t('chat.dispatch')}{total ? `（${t('chat.pickedCount', { n: total })}）` : ''}</Button>
    </Controls>
  );
  return (
    <PageRoot aria-label={page.title}>
      <Box>
        <Panel title={t('chat.pickPanel')} extra={controls}>
          <Body>
            <MapColumn>
              <Caption role="status">{state === null ? t('common.loading') : drawing ? t('chat.drawHint') : area ? summary : t('chat.areaCaption')}</Caption>
              {loaded.length > 0 && <LayerSwitch layers={loaded} placed={shapes.map((s) => s.placed)} shown={shown} onToggle={(i, v) => setHidden((h) => ({ ...h, [i]: !v }))} />}
              {city && tiles !== undefined && state !== null ? (
                <LazyMap city={city} tiles={tiles} markers={on.flatMap((s) => s.markers)} polygons={area ? [{ id: 'area', ring: area, tone: 'warning', label: t('chat.candidates') }] : []}
                  tool={drawing ? 'polygon' : null} onPick={draw} fitMarkers aria-label={t('chat.mapRegion')} />
              ) : <Spin />}
            </MapColumn>
            <CandidateList layers={loaded} inside={inside} checked={checked} onChange={(i, ids) => setChecked((list) => loaded.map((_, k) => (k === i ? ids : list[k] ?? new Set())))} />
          </Body>
        </Panel>
      </Box>
      <ResourceList key={sentCount} resource={target} />
      {dialog && (
        <RecordDialog resource={target} options={options} prefill={prefill} title={t('chat.dispatchTitle')} onClose={() => setDialog(false)}
          submit={submit}
          onSaved={() => { clear(); setSentCount((n) => n + 1); }} />
      )}
    </PageRoot>
  );
}
