/**
 * 道路保洁 demo data of one tenant: work types and their speed bands, standards, shifts, one
 * line per sweeper (vehicles of the shared fleet), roads on the streets those sweepers drive
 * (roads-seed.ts), pointers on the roads, the week schedule and a quarter of expenses.
 * Coverage is not seeded: the reports compute it from the positions store.
 */
import type { Sql } from '../../db/types';
import { vehiclePlans, type VehicleSim } from '../../gps/plans';
import type { TenantProfile } from '../../seed/profiles';
import { people } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';
import { seedRoads } from './roads-seed';

const TID = `current_setting('app.tenant_id')`;
const LINE_TYPES = ['JS-01', 'SS-01', 'CX-01'];

/** Every third vehicle of the fleet not under repair sweeps (at most seven). */
function sweepersOf(sims: readonly VehicleSim[]): VehicleSim[] {
  return sims.filter((s) => !s.repair && s.plan.index % 3 === 0).slice(0, 7);
}

/** The shift a sweeper's day starts in. */
const shiftOf = (sim: VehicleSim) => (sim.plan.startMinutes < 13 * 60 ? '早班' : sim.plan.startMinutes < 21 * 60 ? '中班' : '夜班');

export async function seedJxbj(sql: Sql, profile: TenantProfile): Promise<void> {
  const t = tables('jxbj');
  const sweepers = sweepersOf(await vehiclePlans(sql, profile.tenantId));
  const roads = seedRoads(sweepers);
  await seedTable(sql, t.workType,
    `INSERT INTO ${t.workType} (tenant_id, code, name, category, width_m, status) SELECT ${TID}, x[1], x[2], x[3], x[4]::float8, 'enabled'
     FROM jsonb_to_recordset($1::jsonb) AS r(x text[])`,
    [JSON.stringify([['JS-01', '机械清扫', 'mechanical', '3.5'], ['SS-01', '洒水降尘', 'mechanical', '12'], ['CX-01', '高压冲洗', 'mechanical', '3'], ['RG-01', '人工普扫', 'manual', '2']].map((x) => ({ x })))],
  );
  await seedTable(sql, t.speedConfig,
    `INSERT INTO ${t.speedConfig} (tenant_id, work_type_id, min_speed, max_speed, alarm_speed, status)
     SELECT ${TID}, w.id, x.lo, x.hi, x.alarm, 'enabled' FROM ${t.workType} w
     JOIN (VALUES ('JS-01', 3, 30, 40), ('SS-01', 5, 35, 45), ('CX-01', 3, 25, 35), ('RG-01', 0, 8, 15)) x(code, lo, hi, alarm) ON x.code = w.code`,
  );
  await seedTable(sql, t.roadStandard,
    `INSERT INTO ${t.roadStandard} (tenant_id, name, level, sweep_times, buffer_m, target_rate, dust_limit)
     VALUES (${TID}, '特级保洁标准', 'special', 3, 12, 90, 5), (${TID}, '一级保洁标准', 'first', 2, 15, 80, 8),
            (${TID}, '二级保洁标准', 'second', 1, 15, 70, 10), (${TID}, '三级保洁标准', 'third', 1, 20, 60, 15)`,
  );
  await seedTable(sql, t.shift,
    `INSERT INTO ${t.shift} (tenant_id, name, start_time, end_time, status)
     VALUES (${TID}, '早班', '05:00', '13:00', 'enabled'), (${TID}, '中班', '13:00', '21:00', 'enabled'), (${TID}, '夜班', '21:00', '05:00', 'enabled')`,
  );
  const lines = sweepers.map((s, i) => ({
    code: `XL-${String(i + 1).padStart(2, '0')}`, name: `${roads.find((r) => r.sweeper === i)?.name ?? '城区'}片区保洁线路`, carId: s.vehicleId,
    workType: LINE_TYPES[i % LINE_TYPES.length], leader: people[(i * 5) % people.length], shift: shiftOf(s),
    // One line rests on Sundays: those roads show as 未排班 that day.
    weekdays: i === 1 ? ['1', '2', '3', '4', '5', '6'] : ['1', '2', '3', '4', '5', '6', '7'],
  }));
  await seedTable(sql, t.line,
    `INSERT INTO ${t.line} (tenant_id, code, name, company_id, work_type_id, leader, status)
     SELECT ${TID}, r.code, r.name, v.company_id, w.id, r.leader, 'enabled'
     FROM jsonb_to_recordset($1::jsonb) AS r(code text, name text, "carId" int, "workType" text, leader text)
     JOIN ${tables('platform').vehicle} v ON v.id = r."carId" JOIN ${t.workType} w ON w.code = r."workType"`,
    [JSON.stringify(lines)],
  );
  await seedTable(sql, t.road,
    `INSERT INTO ${t.road} (tenant_id, code, name, road_level, line_id, standard_id, company_id, width_m, path, status)
     SELECT ${TID}, 'DL-' || lpad(r.n::text, 3, '0'), r.name, lv.level, l.id, s.id, l.company_id, lv.width, r.path, 'enabled'
     FROM jsonb_to_recordset($1::jsonb) AS r(n int, name text, line text, path text, km float8)
     JOIN ${t.line} l ON l.code = r.line
     CROSS JOIN LATERAL (SELECT CASE WHEN r.km >= 1.5 THEN 'arterial' WHEN r.km >= 0.8 THEN 'secondary' ELSE 'branch' END AS level,
                                CASE WHEN r.km >= 1.5 THEN 30 WHEN r.km >= 0.8 THEN 20 ELSE 12 END AS width,
                                CASE WHEN r.km >= 1.5 THEN 'first' WHEN r.km >= 0.8 THEN 'second' ELSE 'third' END AS std) lv
     JOIN ${t.roadStandard} s ON s.level = CASE WHEN r.n % 7 = 1 THEN 'special' ELSE lv.std END`,
    [JSON.stringify(roads.map((r, i) => ({ n: i + 1, name: r.name, line: lines[r.sweeper]!.code, path: JSON.stringify(r.path), km: r.lengthKm })))],
  );
  await seedTable(sql, t.pointer,
    `INSERT INTO ${t.pointer} (tenant_id, code, name, road_id, pointer_type, location, sync_time)
     SELECT ${TID}, r.code || '-' || k, r.name || (ARRAY['起点','中点','终点'])[k], r.id, (ARRAY['start','middle','end'])[k],
            round(((p->0->>0)::numeric * (3 - k) + (p->1->>0)::numeric * (k - 1)) / 2, 6) || ',' || round(((p->0->>1)::numeric * (3 - k) + (p->1->>1)::numeric * (k - 1)) / 2, 6),
            TIMESTAMP '2026-11-20 06:00:00'
     FROM ${t.road} r, LATERAL (SELECT r.path::jsonb AS p) j, generate_series(1, 3) k`,
  );
  await seedTable(sql, t.carLine,
    `INSERT INTO ${t.carLine} (tenant_id, car_id, line_id, shift_id, weekdays, valid_from, status)
     SELECT ${TID}, r."carId", l.id, sh.id, r.weekdays, DATE '2026-08-01', 'enabled'
     FROM jsonb_to_recordset($1::jsonb) AS r(code text, "carId" int, shift text, weekdays text[])
     JOIN ${t.line} l ON l.code = r.code JOIN ${t.shift} sh ON sh.name = r.shift`,
    [JSON.stringify(lines)],
  );
  await seedTable(sql, t.carExpense,
    `INSERT INTO ${t.carExpense} (tenant_id, expense_no, car_id, expense_type, amount, expense_date, handler, remark)
     SELECT ${TID}, 'FY' || to_char(DATE '2026-08-24' + m * 7 + i % 5, 'YYYYMMDD') || '-' || lpad((i * 13 + m + 1)::text, 3, '0'), c.id, ty,
            round((CASE ty WHEN 'fuel' THEN 1650 WHEN 'water' THEN 180 WHEN 'repair' THEN 820 WHEN 'brush' THEN 460 WHEN 'toll' THEN 90 ELSE 260 END + (i * 41 + m * 29) % 300)::numeric, 2),
            DATE '2026-08-24' + m * 7 + i % 5, ($2::text[])[1 + (i * 3 + m) % 24], NULL
     FROM unnest($1::int[]) WITH ORDINALITY AS c(id, o), LATERAL (SELECT o::int AS i) q, generate_series(0, 12) m,
          LATERAL (SELECT (ARRAY['fuel','water','fuel','brush','repair','toll','fuel','water'])[1 + (i + m) % 8] AS ty) x`,
    [sweepers.map((s) => s.vehicleId), people],
  );
}
