/** Point and polygon values as text (lists, details, the picker), without the map code. */
import { t } from '../../../../../src/i18n';
import { lineLengthKm, parsePoint, parsePolygon } from '../../../../catalogue/src';

/** A stored value as readable text: 经度 x，纬度 y / n 个顶点; '' when empty or unreadable. */
export function geoText(type: 'point' | 'polygon' | 'polyline', value: unknown): string {
  if (type === 'point') {
    const p = parsePoint(value);
    return p ? t('map.pointValue', { lon: p[0], lat: p[1] }) : '';
  }
  const ring = parsePolygon(value);
  if (type === 'polyline') return ring ? t('map.polylineValue', { n: ring.length, km: lineLengthKm(ring).toFixed(2) }) : '';
  return ring ? t('map.polygonValue', { n: ring.length - 1 }) : '';
}
