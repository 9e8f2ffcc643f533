/** wtsb 配置 reports the engine cannot express: dept areas near a point (distance) and the dept type tree. */
import type { ModuleDefinition } from '../../../../catalogue/src';
import { checkRules, coerce } from '../../../../catalogue/src/model/validate';
import { field } from '../../../../catalogue/src/model/fields';
import type { Sql } from '../../db/types';
import { invalid } from '../../resources/messages';
import { ident, tableOf } from '../../resources/names';
import { requireParam } from '../../resources/unpack';
import { lookupTarget, yesNo } from '../../../../catalogue/src';
import type { CustomHandler } from '../types';

type Obj = Record<string, unknown>;

export function tableIn(mod: ModuleDefinition, key: string): string {
  return ident(tableOf(mod.resources.find((r) => r.key === key)!));
}

/** The table a lookup field of a resource points at (departments are the platform's units). */
export function lookupTable(mod: ModuleDefinition, resource: string, key: string): string {
  const f = mod.resources.find((r) => r.key === resource)!.fields.find((x) => x.key === key)!;
  return ident(tableOf(lookupTarget(mod.system, f)));
}

/** The mean of the areas' centres as "lng,lat" (null without areas). */
async function middleOfAreas(sql: Sql, mod: ModuleDefinition): Promise<string | null> {
  const [row] = await sql.query<{ p: string | null }>(
    `SELECT round(avg(split_part(center, ',', 1)::float8)::numeric, 6)::text || ',' || round(avg(split_part(center, ',', 2)::float8)::numeric, 6)::text AS p FROM ${tableIn(mod, 'deptArea')}`,
  );
  return row?.p ?? null;
}

const pointField = field.coordinates('location', '位置');
const withinField = field.integer('distance', '搜索半径', { rules: { min: 1, max: 100_000 } });

/** Great-circle distance in metres between two "lng,lat" texts (haversine, R = 6,371,008.8 m). */
const HAVERSINE = (a: string, b: string) => `(2 * 6371008.8 * asin(sqrt(
  power(sin(radians(split_part(${b}, ',', 2)::float8 - split_part(${a}, ',', 2)::float8) / 2), 2) +
  cos(radians(split_part(${a}, ',', 2)::float8)) * cos(radians(split_part(${b}, ',', 2)::float8)) *
  power(sin(radians(split_part(${b}, ',', 1)::float8 - split_part(${a}, ',', 1)::float8) / 2), 2))))`;

/** Dept areas within `distance` metres (default 5 km) of `location`, nearest first. */
export const deptAreaNear: CustomHandler = async (sql, mod, payload) => {
  // Without a point (the page's first view): the middle of the tenant's areas.
  const given = payload.location ?? (await middleOfAreas(sql, mod));
  const point = coerce(pointField, given === null ? requireParam(payload, 'location') : given);
  const problem = 'error' in point ? point.error : checkRules(pointField, point.value);
  if (problem || !('value' in point)) throw invalid(problem!);
  const raw = payload.distance ?? 5000;
  const within = coerce(withinField, raw);
  const withinProblem = 'error' in within ? within.error : checkRules(withinField, within.value);
  if (withinProblem || !('value' in within)) throw invalid(withinProblem!);
  const companies = lookupTable(mod, 'deptArea', 'deptId');
  const rows = await sql.query<Obj>(
    `SELECT * FROM (
       SELECT a.id, a.name, a.dept_id AS "deptId", c.name AS "deptLabel", a.center, a.radius,
              round(${HAVERSINE('a.center', '$1::text')})::int AS distance
         FROM ${tableIn(mod, 'deptArea')} a LEFT JOIN ${companies} c ON c.tenant_id = a.tenant_id AND c.id = a.dept_id) s
      WHERE distance <= $2 ORDER BY distance, id LIMIT 100`,
    [point.value, within.value],
  );
  for (const r of rows) r.inside = yesNo(Number(r.distance) <= Number(r.radius));
  return { rows, total: rows.length };
};
