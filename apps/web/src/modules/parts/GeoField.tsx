/**
 * Point and polygon fields (catalogue geoKinds.ts): the form control shows the current value and
 * a button opening a dialog with the lazily loaded map in picking mode; the detail view draws the
 * value on a small map. Values travel as stored text ("lng,lat" or a JSON ring).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { Dialog } from '../../../../../src/components/Dialog';
import { Spin } from '../../../../../src/components/Spin';
import { t } from '../../../../../src/i18n';
import { LazyMap } from '../../../../../src/map/LazyMap';
import type { LonLat } from '../../../../../src/map/types';
import { parsePoint, parsePolygon, type FieldDefinition } from '../../../../catalogue/src';
import { geoText } from './geoText';
import { useCity } from '../gps/useCity';
import { useMapTiles } from '../gps/useMapTiles';

const Row = styled.div`display: flex; align-items: center; gap: ${(p) => p.theme.space.sm}; flex-wrap: wrap;`;
const Value = styled.span`color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm};`;
const MapBox = styled.div<{ $small?: boolean }>`height: ${(p) => (p.$small ? `calc(${p.theme.space.xxl} * 4)` : `calc(${p.theme.space.xxl} * 9)`)}; width: 100%;`;

/** What a map draws for a value: a marker or a polygon (nothing when empty). */
type GeoType = 'point' | 'polygon' | 'polyline';

function shapes(type: GeoType, value: unknown) {
  const p = type === 'point' ? parsePoint(value) : null;
  const ring = type === 'polygon' ? parsePolygon(value) : null;
  const line = type === 'polyline' ? parsePolygon(value) : null;
  return {
    markers: p ? [{ id: 'value', lon: p[0], lat: p[1], status: 'alarm' as const }] : [],
    polygons: ring ? [{ id: 'value', ring }] : [],
    lines: line ? [{ id: 'value', points: line }] : [],
  };
}

const geoType = (f: FieldDefinition): GeoType => (f.type === 'polygon' || f.type === 'polyline' ? f.type : 'point');

/** The mean of a closed ring's vertices (the closing one counted once): where its map opens. */
function middle(ring: readonly LonLat[]): LonLat {
  const open = ring.slice(0, -1);
  return [open.reduce((a, p) => a + p[0], 0) / open.length, open.reduce((a, p) => a + p[1], 0) / open.length];
}

function GeoMap({ type, value, small, tool, onPick, label }: { type: GeoType; value: unknown; small?: boolean; tool?: 'point' | 'polygon' | 'line'; onPick?: (v: LonLat | LonLat[]) => void; label: string }) {
  const city = useCity();
  const tiles = useMapTiles();
  if (!city || tiles === undefined) return <Spin />;
  const { markers, polygons, lines } = shapes(type, value);
  const centred = markers[0] ? { ...city, centre: [markers[0].lon, markers[0].lat] as LonLat } : polygons[0] ? { ...city, centre: middle(polygons[0].ring) } : lines[0] ? { ...city, centre: lines[0].points[0]! } : city;
  return (
    <MapBox $small={small}>
      <LazyMap city={centred} tiles={tiles} markers={markers} polygons={polygons} lines={lines} tool={tool ?? null} onPick={onPick} zoom={small ? 13 : 14} aria-label={label} />
    </MapBox>
  );
}

export interface GeoFieldProps {
  field: FieldDefinition;
  value?: unknown;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

/** The form control: current value, 地图选点 / 地图绘制 (a dialog with the map), 清除. */
export function GeoField({ field, value, onChange, disabled }: GeoFieldProps) {
  const type = geoType(field);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const current = geoText(type, value);
  const pick = (v: LonLat | LonLat[]) => {
    const text = type === 'point' ? (v as LonLat).map((n) => n.toFixed(6)).join(',') : JSON.stringify((v as LonLat[]).map(([lng, lat]) => [Number(lng.toFixed(6)), Number(lat.toFixed(6))]));
    setPicked(text);
  };
  const close = () => {
    setOpen(false);
    setPicked(null);
  };
  return (
    <Row>
      <Value>{current || t('map.pickEmpty')}</Value>
      <Button size="sm" icon="map" disabled={disabled} onClick={() => setOpen(true)}>{type === 'point' ? t('map.pickOnMap') : t('map.drawOnMap')}</Button>
      {value ? <Button size="sm" variant="link" disabled={disabled} onClick={() => onChange?.(null)}>{t('map.clearPick')}</Button> : null}
      <Dialog
        open={open}
        onOpenChange={(o) => (o ? setOpen(true) : close())}
        title={t('map.pickTitle', { label: field.label })}
        description={type === 'point' ? t('map.pickPoint') : type === 'polyline' ? t('map.pickPolyline') : t('map.pickPolygon')}
        size="lg"
        okText={t('map.pickConfirm')}
        cancelText={t('map.pickCancel')}
        okDisabled={picked === null}
        onOk={() => {
          onChange?.(picked);
          close();
        }}
        onCancel={close}
      >
        <Value>{t('map.pickCurrent', { value: current || t('map.pickEmpty') })}{picked ? ` · ${t('map.pickNew', { value: geoText(type, picked) })}` : ''}</Value>
        {open && <GeoMap type={type} value={picked ?? value} tool={type === 'polyline' ? 'line' : type} onPick={pick} label={field.label} />}
      </Dialog>
    </Row>
  );
}

/** The detail view: the value's text over a small map drawing it. */
export function GeoPreview({ field, value }: { field: FieldDefinition; value: unknown }) {
  const type = geoType(field);
  return (
    <div>
      <Value>{geoText(type, value)}</Value>
      <GeoMap type={type} value={value} small label={field.label} />
    </div>
  );
}
