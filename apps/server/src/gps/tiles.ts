/**
 * The tenant's base tiles for every map page (系统管理 › 地图设置, catalogue xtgl/mapSettings):
 * null while none is saved, it is switched off or has no URL — the pages then draw the offline
 * city base. Read by any signed-in user; only 系统管理 may change it.
 */
import { tables } from '../seed/tables';
import type { Sql } from '../db/types';
import type { TileSetting } from '../../../../src/map/types';

const COORDS = new Set(['WGS84', 'GCJ02', 'BD09']);

export async function tileSetting(sql: Sql): Promise<TileSetting | null> {
  const [row] = await sql.query<{ enabled: boolean | null; url: string | null; coord: string | null; attribution: string | null }>(
    `SELECT enabled, url, coord, attribution FROM ${tables('xtgl').mapSettings} ORDER BY id LIMIT 1`,
  );
  if (!row?.enabled || !row.url) return null;
  const coord = row.coord && COORDS.has(row.coord) ? (row.coord as TileSetting['coord']) : 'WGS84';
  return { url: row.url, coord, attribution: row.attribution ?? '' };
}
