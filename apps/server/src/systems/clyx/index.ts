/** 车辆运行: report handlers over the positions store and the demo master data of one tenant. */
import type { Sql } from '../../db/types';
import { seedTable } from '../../seed/seed-table';
import { people } from '../../seed/profiles';
import { tables } from '../../seed/tables';
import type { ServerSystem } from '../types';
import { clyxHandlers } from './reports';
import { validateField } from './validate-field';

const TID = `current_setting('app.tenant_id')`;

async function seed(sql: Sql): Promise<void> {
  const t = tables('clyx');
  const v = tables('platform').vehicle;
  const cars = `(SELECT id, gps_device_no, garbage_type, purchase_date, (row_number() OVER (ORDER BY id) - 1)::int AS i FROM ${v})`;
  await seedTable(sql, t.device,
    `INSERT INTO ${t.device} (tenant_id, device_no, device_type, car_id, sim_no, vendor, install_date, status)
     SELECT ${TID}, coalesce(c.gps_device_no, 'GPS' || c.id) || CASE k WHEN 0 THEN '' WHEN 1 THEN '-OIL' ELSE '-CAM' END, (ARRAY['gps','oil','camera'])[k + 1], c.id,
            '1440' || lpad((c.i * 7 + k)::text, 9, '0'), (ARRAY['北斗星通','鸿泉物联','锐明技术'])[k + 1], c.purchase_date + 30,
            CASE WHEN (c.i + k) % 13 = 12 THEN 'disabled' ELSE 'enabled' END
     FROM ${cars} c, generate_series(0, 2) k`,
  );
  await seedTable(sql, t.workElement,
    `INSERT INTO ${t.workElement} (tenant_id, name, element_type, car_id, sensor_no, work_speed_max, status)
     SELECT ${TID}, CASE c.garbage_type WHEN 'kitchen' THEN '桶装收运' ELSE '压缩收运' END || ' ' || (c.i + 1) || ' 号',
            CASE WHEN c.garbage_type = 'kitchen' THEN 'wash' ELSE 'collect' END, c.id, 'SN-' || lpad((5000 + c.i)::text, 6, '0'), 30 + (c.i % 3) * 10, 'enabled'
     FROM ${cars} c`,
  );
  await seedTable(sql, t.pass,
    `INSERT INTO ${t.pass} (tenant_id, pass_no, car_id, area, time_window, valid_from, valid_to, status)
     SELECT ${TID}, 'TXZ-2026-' || lpad((c.i + 1)::text, 4, '0'), c.id, (ARRAY['主城区限行区','西湖景区','钱江新城核心区','武林商圈'])[1 + c.i % 4],
            (ARRAY['05:00-09:00','20:00-23:59','13:00-16:00'])[1 + c.i % 3], DATE '2026-01-01', DATE '2026-11-20' + (c.i * 11 % 90) - 20,
            CASE WHEN DATE '2026-11-20' + (c.i * 11 % 90) - 20 < DATE '2026-11-20' THEN 'expired' ELSE 'valid' END
     FROM ${cars} c`,
  );
  await seedTable(sql, t.cost,
    `INSERT INTO ${t.cost} (tenant_id, car_id, cost_type, amount, cost_date, handler, remark)
     SELECT ${TID}, c.id, ty, round((CASE ty WHEN 'fuel' THEN 1800 WHEN 'repair' THEN 900 WHEN 'toll' THEN 260 ELSE 120 END + (c.i * 37 + m * 53) % 400)::numeric, 2),
            DATE '2026-08-25' + m * 7 + c.i % 7, ($1::text[])[1 + (c.i + m) % 24], NULL
     FROM ${cars} c, generate_series(0, 12) m, LATERAL (SELECT (ARRAY['fuel','fuel','repair','toll','water','parking'])[1 + (c.i + m) % 6] AS ty) x`,
    [people],
  );
  await seedTable(sql, t.queryCondition,
    `INSERT INTO ${t.queryCondition} (tenant_id, name, page, car_id, days, min_speed, owner)
     SELECT ${TID}, n, pg, (SELECT id FROM ${v} ORDER BY id LIMIT 1), d, s, '系统管理员'
     FROM (VALUES ('近一周超速', 'violationReport', 7, 60), ('昨日轨迹', 'trackReplay', 1, NULL), ('月度运行', 'dailyReport', 30, NULL)) x(n, pg, d, s)`,
  );
  await seedTable(sql, t.asset,
    `INSERT INTO ${t.asset} (tenant_id, asset_no, car_id, vin, engine_no, original_value, register_date, status)
     SELECT ${TID}, 'ZC-' || lpad((1000 + c.i)::text, 4, '0'), c.id, 'LZZ' || upper(lpad(to_hex(c.id * 7919 + 65536), 6, '0')) || lpad((c.i * 1234567 % 100000000)::text, 8, '0'),
            'EN' || lpad((c.i * 31 + 100)::text, 8, '0'), round((28 + c.i % 7 * 4.5)::numeric, 2), c.purchase_date + 10, CASE WHEN c.i % 12 = 11 THEN 'idle' ELSE 'inUse' END
     FROM ${cars} c`,
  );
  for (const [key, capacity, drop, low] of [['oilConfig', 200, 20, 40], ['waterConfig', 1000, 200, 150]] as const) {
    await seedTable(sql, t[key]!,
      `INSERT INTO ${t[key]} (tenant_id, car_id, capacity, alarm_drop, low_level, status)
       SELECT ${TID}, c.id, ${capacity}, ${drop}, ${low}, 'enabled' FROM ${cars} c ${key === 'waterConfig' ? `WHERE c.garbage_type = 'kitchen'` : ''}`,
    );
  }
}

export default { handlers: { ...clyxHandlers, validateField }, seed: { version: 1, run: seed } } satisfies ServerSystem;
