/**
 * 分类准确率's demo data of one tenant (after 垃圾收运 seeded the facilities): the estate-type
 * facilities (垃圾房, 小区收集点) bound to the estate their name begins with — every fifth left
 * unbound —, and 60 days of sorting checks at each, kitchen and other waste. Checks at unbound
 * facilities wait for 数据分配 in the last 5 days and were allocated by hand before.
 */
import type { Sql } from '../../db/types';
import { people, SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';

const TID = `current_setting('app.tenant_id')`;
const DAYS = 60;
// Each estate's usual accuracy (before the period's slow improvement and daily noise): a spread over every level.
const BASE_RATES = [0.92, 0.83, 0.67, 0.63, 0.9, 0.57, 0.81, 0.49, 0.72, 0.8, 0.69, 0.87, 0.52, 0.73, 0.77];

export async function seedBkdz(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('bkdz');
  const pl = tables('platform');
  // Facility codes SS-0001… : slot g = number − 1 names community g mod n (垃圾收运's seed), type g mod 6.
  const slots = `SELECT f.id, f.housing_estate_id, g, e.id AS estate_id, (e.code)::text AS estate_code
      FROM (SELECT id, housing_estate_id, substring(code from '\\d+$')::int - 1 AS g FROM ${pl.facility} WHERE code ~ '^SS-\\d+$') f
      JOIN ${pl.housingEstate} e ON e.code = 'XQ-' || lpad((f.g % $1::int + 1)::text, 4, '0')
     WHERE f.g % 6 IN (0, 1)`;
  const [{ has } = { has: false }] = await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.record}) AS has`);
  if (has) return;
  await sql.query(
    `UPDATE ${pl.facility} f SET housing_estate_id = s.estate_id FROM (${slots}) s
      WHERE f.id = s.id AND s.g % 5 <> 1 AND NOT EXISTS (SELECT 1 FROM ${pl.facility} WHERE housing_estate_id IS NOT NULL)`,
    [p.communities.length],
  );
  await seedTable(sql, t.record,
    `INSERT INTO ${t.record} (tenant_id, check_date, facility_id, housing_estate_id, garbage_type, total_count, correct_count, weight, inspector, alloc_state)
     SELECT ${TID}, $2::date - d, s.id,
            CASE WHEN s.housing_estate_id IS NOT NULL OR d >= 5 THEN s.estate_id END, k.gt, n, floor(n * greatest(0.2, least(0.99, rate)))::int,
            round((n * CASE k.gt WHEN 'kitchen' THEN 0.9 ELSE 0.6 END)::numeric, 1), ($3::text[])[1 + (ei * 3 + d) % 24],
            CASE WHEN s.housing_estate_id IS NOT NULL THEN 'auto' WHEN d >= 5 THEN 'manual' ELSE 'pending' END
       FROM (${slots}) s, generate_series(0, ${DAYS - 1}) d, (VALUES (0, 'kitchen'), (1, 'other')) k(i, gt),
            LATERAL (SELECT substring(s.estate_code from '\\d+$')::int AS ei) x,
            LATERAL (SELECT 60 + (s.g * 31 + d * 17 + k.i * 23) % 90 AS n,
                            ($4::float8[])[1 + (x.ei - 1) % 15] + (${DAYS - 1} - d) * 0.001 + ((s.g * 13 + d * 29 + k.i * 5) % 11 - 5) * 0.006 - (1 - k.i) * 0.03 AS rate) v`,
    [p.communities.length, SEED_END, people, BASE_RATES],
  );
}
