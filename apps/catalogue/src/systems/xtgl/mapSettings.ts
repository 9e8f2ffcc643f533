/**
 * 地图设置: the tenant's base tiles (docs/decisions/0118). One record per tenant, saved by the
 * administrator in 系统管理; every map page reads it through the GPS platform call `tiles` and
 * falls back to the offline city base while none is set or it is switched off.
 */
import type { EndpointFamily } from '../../model/endpoints';
import { field, type EnumDefinition } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';

export const XTGL = 'xtgl';

const family = (name: string): EndpointFamily => ({ base: `/cloud/xtgl/${name}`, shape: 'pageList', pack: 'identity', entity: 'json' });

export const mapEnums: readonly EnumDefinition[] = [
  { code: 'mapCoord', label: '坐标系', options: [{ value: 'WGS84', label: 'WGS-84（GPS 原始坐标）' }, { value: 'GCJ02', label: 'GCJ-02（国测局坐标）' }, { value: 'BD09', label: 'BD-09（百度坐标）' }] },
];

/** An http(s) XYZ template naming {z}, {x} and {y} (a {s} subdomain is allowed). */
export const TILE_URL = '^https?://(?=\\S*\\{z\\})(?=\\S*\\{x\\})(?=\\S*\\{y\\})[A-Za-z0-9.-]+(:\\d{1,5})?/\\S*$';

export const mapSettings: ResourceDefinition = {
  key: 'mapSettings', name: '地图设置', system: XTGL, endpoints: family('mapSettings'),
  singleton: { get: 'get', save: 'save' },
  sort: { field: 'coord', dir: 'asc' }, labelField: 'url', operations: ['edit'],
  fields: [
    field.boolean('enabled', '启用在线底图', { rules: { required: true }, defaultValue: false }),
    field.text('url', '瓦片地址模板', {
      rules: { maxLength: 500, pattern: TILE_URL, patternMessage: '瓦片地址须为 http(s) 地址，且含 {z}、{x}、{y}，例如 https://tiles.example.com/{z}/{x}/{y}.png' },
    }),
    field.enum('coord', '瓦片坐标系', 'mapCoord', { rules: { required: true }, defaultValue: 'GCJ02' }),
    field.text('attribution', '版权说明', { rules: { maxLength: 200 } }),
  ],
};
