/**
 * 垃圾分类 figures of one tenant over the seeded period (to SEED_END): daily quantities per street and
 * type, plant weighings of the shared vehicles, monthly quality indexes, scores and reductions,
 * facility checks and residents' points. Bulk INSERT … SELECT generate_series, no row loops.
 */
import type { Sql } from '../../db/types';
import { people, SEED_DAYS, SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';
import { STREETS, TID } from './seed-master';

// Twelve months ending with SEED_END's month (first days).
const MONTHS = `generate_series(date_trunc('month', DATE '${SEED_END}') - interval '11 months', date_trunc('month', DATE '${SEED_END}'), interval '1 month')`;
const DAYS = `generate_series(DATE '${SEED_END}' - ${SEED_DAYS - 1}, DATE '${SEED_END}', interval '1 day')`;

export async function seedLjflData(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('ljfl');
  const pt = tables('platform');
  // Tonnes per street and day: other waste the most, hazardous a few kilograms; weekends a little more.
  await seedTable(sql, t.garbageQuantity,
    `WITH s AS ${STREETS(pt)}
     INSERT INTO ${t.garbageQuantity} (tenant_id, stat_date, region_id, garbage_type, weight, source, reporter)
     SELECT ${TID}, d::date, r.id, g.type,
            round((g.base * (1 + r.n * 0.13) * (1 + (extract(isodow from d) >= 6)::int * 0.08) * (0.9 + ((r.n * 31 + extract(doy from d)::int * 7) % 21) / 100.0))::numeric, 2),
            CASE WHEN extract(day from d)::int % 10 = 0 THEN 'manual' WHEN r.n % 3 = 0 THEN 'import' ELSE 'weighbridge' END, ($1::text[])[1 + r.n]
     FROM ${DAYS} d, (SELECT u.id, (o - 1)::int AS n FROM s, unnest(s.a) WITH ORDINALITY AS u(id, o)) r,
          (VALUES ('other', 42.0), ('kitchen', 21.0), ('recyclable', 9.5), ('hazardous', 0.08)) AS g(type, base)`,
    [people],
  );
  // Each vehicle drives one load a day to the plant of its garbage type (other waste: incineration, every fifth day the landfill).
  await seedTable(sql, t.carWeighRecord,
    `WITH h AS (SELECT handle_type, min(id) AS id FROM ${t.handleFacility} GROUP BY handle_type)
     INSERT INTO ${t.carWeighRecord} (tenant_id, ticket_no, car_id, handle_facility_id, garbage_type, gross_weight, tare_weight, net_weight, weigh_time, weigher)
     SELECT ${TID}, 'BD' || to_char(d, 'YYYYMMDD') || '-' || lpad(v.id::text, 4, '0'), v.id, h.id, v.garbage_type,
            v.tare + load, v.tare, load,
            d + interval '7 hours' + ((v.id * 23) % 600) * interval '1 minute', ($1::text[])[1 + v.id % 3 + 20]
     FROM ${DAYS} d
     JOIN (SELECT id, garbage_type, round((load_capacity * 1.6)::numeric, 0)::float8 AS tare, load_capacity FROM ${pt.vehicle} WHERE status <> 'stopped') v ON true
     CROSS JOIN LATERAL (SELECT round((v.load_capacity * (0.55 + ((v.id * 13 + extract(doy from d)::int * 11) % 40) / 100.0))::numeric, 1)::float8 AS load) w
     JOIN h ON h.handle_type = CASE v.garbage_type WHEN 'kitchen' THEN 'kitchen' WHEN 'recyclable' THEN 'recycling' WHEN 'hazardous' THEN 'hazardous'
                                     ELSE CASE WHEN extract(doy from d)::int % 5 = 0 THEN 'landfill' ELSE 'incineration' END END
     WHERE (v.id + extract(doy from d)::int) % 9 <> 0`,
    [people],
  );
  // Monthly quality figures per street; the composite index weighs them 30/40/20/10 (元数据 quality.indexValue).
  await seedTable(sql, t.qualityIndex,
    `WITH s AS ${STREETS(pt)}
     INSERT INTO ${t.qualityIndex} (tenant_id, region_id, stat_month, participation_rate, accuracy_rate, recycling_rate, reduction_rate, index_value)
     SELECT ${TID}, r.id, m::date, pr, ar, rr, dr, round((pr * 0.3 + ar * 0.4 + rr * 0.2 + dr * 0.1)::numeric, 1)
     FROM ${MONTHS} m, (SELECT u.id, (o - 1)::int AS n FROM s, unnest(s.a) WITH ORDINALITY AS u(id, o)) r,
          LATERAL (SELECT round((78 + r.n * 1.7 + extract(month from m)::int * 0.4)::numeric, 1)::float8 AS pr,
                          round((70 + (r.n * 7 + extract(month from m)::int * 3) % 22)::numeric, 1)::float8 AS ar,
                          round((34 + r.n * 0.9 + extract(month from m)::int * 0.5)::numeric, 1)::float8 AS rr,
                          round((3 + (r.n + extract(month from m)::int) % 5 * 0.8)::numeric, 1)::float8 AS dr) x`,
  );
  await seedTable(sql, t.lifeScore,
    `WITH s AS ${STREETS(pt)}
     INSERT INTO ${t.lifeScore} (tenant_id, region_id, stat_month, facility_score, sorting_score, collect_score, total_score, assessor, remark)
     SELECT ${TID}, r.id, m::date, fs, ss, cs, fs + ss + cs, ($1::text[])[1 + r.n % 4 + 12], CASE WHEN fs + ss + cs < 80 THEN '分类投放需加强督导' END
     FROM ${MONTHS} m, (SELECT u.id, (o - 1)::int AS n FROM s, unnest(s.a) WITH ORDINALITY AS u(id, o)) r,
          LATERAL (SELECT (24 + (r.n + extract(month from m)::int) % 6)::float8 AS fs, (27 + (r.n * 5 + extract(month from m)::int * 2) % 13)::float8 AS ss,
                          (23 + (r.n * 3 + extract(month from m)::int) % 7)::float8 AS cs) x`,
    [people],
  );
  await seedTable(sql, t.sourceReduce,
    `WITH s AS ${STREETS(pt)}
     INSERT INTO ${t.sourceReduce} (tenant_id, region_id, stat_month, measure, reduced_weight, participants, description)
     SELECT ${TID}, r.id, m::date, ms, round((12 + r.n * 2.5 + k * 6.3 + extract(month from m)::int * 0.7)::numeric, 2), 8 + r.n * 3 + k * 5, '街道分类办月度汇总'
     FROM generate_series(date_trunc('month', DATE '${SEED_END}') - interval '5 months', date_trunc('month', DATE '${SEED_END}'), interval '1 month') m,
          (SELECT u.id, (o - 1)::int AS n FROM s, unnest(s.a) WITH ORDINALITY AS u(id, o)) r,
          generate_series(0, 1) k, LATERAL (SELECT (ARRAY['cleanVeg','plastic','emptyPlate','paperless','packaging'])[1 + (r.n + k * 2) % 5] AS ms) y`,
  );
  // Three checks per collection facility over the period; damaged and overflowing ones are rectified a few days later, some are still pending.
  await seedTable(sql, t.facilityManage,
    `INSERT INTO ${t.facilityManage} (tenant_id, facility_id, check_date, condition, inspector, problem, state, fix_date)
     SELECT ${TID}, f.id, DATE '${SEED_END}' - (k * 29 + f.id % 23), c, ($1::text[])[1 + (f.id + k) % 6 + 6],
            CASE c WHEN 'damaged' THEN '桶身破损' WHEN 'overflow' THEN '桶满溢未及时清运' WHEN 'dirty' THEN '投放点地面脏污' WHEN 'missing' THEN '缺少有害垃圾桶' END,
            CASE WHEN c <> 'good' AND k = 0 AND f.id % 2 = 0 THEN 'pending' ELSE 'done' END,
            CASE WHEN c <> 'good' AND NOT (k = 0 AND f.id % 2 = 0) THEN DATE '${SEED_END}' - (k * 29 + f.id % 23) + 3 END
     FROM ${pt.facility} f, generate_series(0, 2) k,
          LATERAL (SELECT (ARRAY['good','good','good','damaged','overflow','good','dirty','good','missing','good'])[1 + (f.id * 3 + k) % 10] AS c) x`,
    [people],
  );
  // Residents' points: correct disposal earns 2 per kg (分类配置), exchanges spend them.
  await seedTable(sql, t.integration,
    `WITH s AS ${STREETS(pt)}
     INSERT INTO ${t.integration} (tenant_id, householder, phone, address, region_id, reason, garbage_type, weight, points, record_time)
     SELECT ${TID}, ($1::text[])[1 + k % 24], '1591571' || lpad((k % 60 * 11)::text, 4, '0'), ($2::text[])[1 + k % cardinality($2::text[])] || ' ' || (1 + k % 12) || ' 幢 ' || (101 + k % 6 * 100) || ' 室',
            s.a[1 + k % cardinality(s.a)], rs, CASE WHEN rs = 'correct' THEN (ARRAY['kitchen','recyclable','other','recyclable'])[1 + k % 4] END,
            CASE WHEN rs = 'correct' THEN round((1.5 + k % 9 * 0.7)::numeric, 1) END,
            CASE rs WHEN 'correct' THEN round((1.5 + k % 9 * 0.7) * 2)::int WHEN 'supervise' THEN 10 WHEN 'exchange' THEN -(20 + k % 4 * 10) ELSE -5 END,
            TIMESTAMP '${SEED_END} 19:00:00' - (k % 60) * interval '1 day' - (k * 17 % 600) * interval '1 minute'
     FROM generate_series(1, $3::int) k, s,
          LATERAL (SELECT CASE WHEN k % 10 = 0 THEN 'exchange' WHEN k % 13 = 0 THEN 'supervise' WHEN k % 17 = 0 THEN 'wrong' ELSE 'correct' END AS rs) y`,
    [people, p.communities, p.tenantId === '1' ? 240 : 90],
  );
}
