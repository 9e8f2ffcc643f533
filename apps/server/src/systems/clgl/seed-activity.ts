/**
 * 车辆管理 records of one tenant, for each of its shared vehicles: papers due around today (so
 * the 工作台 has reminders), incidents, oil cards with recharges and refuels, repairs and daily
 * costs of the last months. Dates are relative to the database's today; amounts are stored
 * already computed (liters × price), as the server does.
 */
import type { Sql } from '../../db/types';
import { people } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';
import { CARS, TID } from './seed-master';

const ids = (table: string) => `(SELECT array_agg(id ORDER BY id) a FROM ${table})`;

export async function seedClglActivity(sql: Sql): Promise<void> {
  const t = tables('clgl');
  const v = tables('platform').vehicle;
  // What 车辆管理 keeps about the shared vehicles (columns of the platform's table).
  await sql.query(
    `UPDATE ${v} x SET vin = 'LZZ' || (ARRAY['1CL','5DN','7BM'])[1 + c.k % 3] || lpad(c.k::text, 2, '0') || lpad((c.id * 7919 % 1000000000)::text, 9, '0'),
            engine_no = 'WP' || lpad((c.k * 131 + 20000)::text, 8, '0'),
            brand_model = (ARRAY['中联重科 ZLJ5180ZYSBEV','福龙马 FLM5160ZYS','宇通 YTZ5180TCA','程力 CLW5080ZXX','东风 EQ5040CTY'])[1 + c.k % 5],
            fuel_type = CASE WHEN c.k % 6 = 0 THEN 'electric' ELSE 'diesel' END,
            purchase_price = 280000 + (c.k * 9173) % 160000, register_date = c.purchase_date + 7
     FROM ${CARS()} c WHERE x.id = c.id AND x.vin IS NULL`);
  await seedTable(sql, t.depreciation,
    `INSERT INTO ${t.depreciation} (tenant_id, asset_no, car_id, method, price, residual_value, years, start_date, remark)
     SELECT ${TID}, 'ZJ-' || lpad(c.k::text, 4, '0'), c.id, 'straightLine', x.purchase_price, round((x.purchase_price * 0.05)::numeric, 2), CASE WHEN c.k % 3 = 0 THEN 10 ELSE 8 END,
            (date_trunc('month', c.purchase_date) + interval '1 month')::date, NULL
     FROM ${CARS()} c JOIN ${v} x ON x.id = c.id`);
  const ins = ids(t.insuranceCompany);
  // Inspections: next due spread from 20 days overdue to 11 months ahead.
  await seedTable(sql, t.annualInspection,
    `INSERT INTO ${t.annualInspection} (tenant_id, car_id, inspect_date, next_due_date, station, result, cost, remind_status)
     SELECT ${TID}, c.id, d - 365, d, (ARRAY['杭州市机动车检测中心','杭州通达机动车检测站','杭州华通机动车检测站'])[1 + c.k % 3], 'passed', 450 + c.k % 3 * 50,
            CASE WHEN c.k = 3 THEN 'ignored' ELSE 'pending' END
     FROM ${CARS()} c, LATERAL (SELECT current_date + ((c.k * 37) % 360 - 20) AS d) x`);
  await seedTable(sql, t.insurance,
    `INSERT INTO ${t.insurance} (tenant_id, car_id, company_id, policy_no, insurance_type, premium, start_date, end_date, remind_status)
     SELECT ${TID}, c.id, i.a[1 + (c.k + j) % cardinality(i.a)], 'PDZA' || ${TID} || lpad((c.k * 10 + j)::text, 8, '0'),
            (ARRAY['compulsory','commercial'])[j], CASE j WHEN 1 THEN 950 ELSE 5200 + (c.k * 431) % 3000 END, d - 364, d, 'pending'
     FROM ${CARS()} c, ${ins} i, generate_series(1, 2) j, LATERAL (SELECT current_date + ((c.k * 53 + j * 11) % 340 - 10) AS d) x`);
  await seedTable(sql, t.upkeepPlan,
    `WITH ty AS (SELECT id FROM ${t.maintenanceType} WHERE code = 'BY-01'), f AS ${ids(t.serviceFactory)}
     INSERT INTO ${t.upkeepPlan} (tenant_id, car_id, type_id, plan_date, plan_mileage, factory_id, status, remind_status)
     SELECT ${TID}, c.id, ty.id, current_date + ((c.k * 29) % 90 - 15), 20000 + c.k * 5000, f.a[1 + c.k % cardinality(f.a)],
            CASE WHEN c.k % 7 = 0 THEN 'done' ELSE 'planned' END, 'pending'
     FROM ${CARS()} c, ty, f`);
  await seedTable(sql, t.accident,
    `INSERT INTO ${t.accident} (tenant_id, car_id, driver_name, accident_time, place, accident_type, responsibility, injuries, loss_amount, claim_amount, status, description)
     SELECT ${TID}, c.id, c.driver_name, (current_date - (c.k * 17) % 170) + time '07:40' + (c.k % 9) * interval '37 minutes',
            (ARRAY['上塘路与德胜路交叉口','艮山西路 200 号','文一路与学院路口','九堡大道与德胜东路口'])[1 + c.k % 4],
            (ARRAY['scrape','collision','other','pedestrian'])[1 + c.k % 4], (ARRAY['minor','main','none','full','equal'])[1 + c.k % 5],
            CASE WHEN c.k % 4 = 3 THEN 1 ELSE 0 END, 1500 + (c.k * 733) % 9000, CASE WHEN c.k % 2 = 0 THEN 1000 + (c.k * 211) % 5000 ELSE NULL END,
            CASE WHEN c.k % 3 = 0 THEN 'processing' ELSE 'closed' END, '作业途中发生' || (ARRAY['刮擦','碰撞','轻微事故','碰撞'])[1 + c.k % 4] || '，已报警并拍照取证。'
     FROM ${CARS()} c WHERE c.k % 3 <> 1`);
  await seedTable(sql, t.violation,
    `INSERT INTO ${t.violation} (tenant_id, car_id, driver_name, violation_time, place, behavior, fine, points, status, handle_date)
     SELECT ${TID}, c.id, c.driver_name, ts, (ARRAY['中河高架南向北','环城北路','秋石快速路','天目山路'])[1 + (c.k + j) % 4],
            (ARRAY['违反禁令标志指示','超速未达 20%','未按规定车道行驶','违法停车'])[1 + (c.k + j) % 4],
            (ARRAY[100, 200, 150, 200])[1 + (c.k + j) % 4], (ARRAY[3, 3, 0, 0])[1 + (c.k + j) % 4],
            CASE WHEN j = 1 THEN 'handled' ELSE 'unhandled' END, CASE WHEN j = 1 THEN ts::date + 5 ELSE NULL END
     FROM ${CARS()} c, generate_series(1, 2) j, LATERAL (SELECT (current_date - 10 - (c.k * 13 + j * 41) % 150) + time '09:15' AS ts) x
     WHERE (c.k + j) % 3 <> 0`);
  await seedTable(sql, t.checkRecord,
    `WITH s AS (SELECT array_agg(id ORDER BY id) a FROM ${tables('platform').staff})
     INSERT INTO ${t.checkRecord} (tenant_id, car_id, check_date, check_type, checker_id, result, problem, rectified)
     SELECT ${TID}, c.id, current_date - (j * 15 + c.k % 7), (ARRAY['beforeTrip','afterTrip','monthly','beforeTrip'])[j], s.a[1 + (c.k + j) % cardinality(s.a)],
            CASE WHEN (c.k + j) % 9 = 0 THEN 'abnormal' ELSE 'normal' END,
            CASE WHEN (c.k + j) % 9 = 0 THEN (ARRAY['左后轮胎磨损严重','液压管路渗油','尾灯不亮'])[1 + c.k % 3] ELSE NULL END,
            (c.k + j) % 9 = 0 AND j > 1
     FROM ${CARS()} c, s, generate_series(1, 4) j`);
  await seedOilAndCosts(sql);
}

async function seedOilAndCosts(sql: Sql): Promise<void> {
  const t = tables('clgl');
  await seedTable(sql, t.oilCard,
    `WITH s AS ${ids(t.oilSupplier)}
     INSERT INTO ${t.oilCard} (tenant_id, card_no, car_id, supplier_id, status, activate_date)
     SELECT ${TID}, '100011330' || ${TID} || lpad((c.k * 7919)::text, 9, '0'), c.id, s.a[1 + c.k % 2],
            CASE WHEN c.k % 10 = 0 THEN 'inactive' ELSE 'active' END, CASE WHEN c.k % 10 = 0 THEN NULL ELSE c.purchase_date + 30 END
     FROM ${CARS()} c, s`);
  await seedTable(sql, t.oilCardRecharge,
    `INSERT INTO ${t.oilCardRecharge} (tenant_id, oil_card_id, recharge_time, amount, method, voucher_no, operator)
     SELECT ${TID}, o.id, (current_date - 100 + j * 24) + time '10:00', 4000 + (o.id % 3) * 500, (ARRAY['transfer','online','transfer','cash'])[j],
            'CZ' || to_char(current_date - 100 + j * 24, 'YYYYMMDD') || lpad(o.id::text, 4, '0'), $1
     FROM ${t.oilCard} o, generate_series(1, 4) j WHERE o.status = 'active'`, [people[0]]);
  await seedTable(sql, t.refuelRecord,
    `WITH st AS ${ids(t.refuelStation)}
     INSERT INTO ${t.refuelRecord} (tenant_id, car_id, station_id, refuel_time, oil_type, liters, unit_price, amount, pay_method, oil_card_id, mileage, driver_name)
     SELECT ${TID}, c.id, st.a[1 + (c.k + j) % cardinality(st.a)], (current_date - 92 + j * 4 + c.k % 4) + time '06:20' + (c.k % 5) * interval '23 minutes',
            'diesel0', l, 7.62, round((l * 7.62)::numeric, 2), CASE WHEN o.id IS NULL THEN 'cash' ELSE 'oilCard' END, o.id, 30000 + c.k * 4000 + j * 180, c.driver_name
     FROM ${CARS()} c LEFT JOIN ${t.oilCard} o ON o.car_id = c.id AND o.status = 'active', st, generate_series(0, 22) j,
          LATERAL (SELECT 45 + ((c.k * 7 + j * 13) % 30)::float8 AS l) x
     WHERE c.k % 6 <> 0 AND current_date - 92 + j * 4 + c.k % 4 <= current_date`);
  await seedTable(sql, t.water,
    `WITH ws AS (SELECT id, unit_price, row_number() OVER (ORDER BY id) k FROM ${t.waterStation})
     INSERT INTO ${t.water} (tenant_id, car_id, station_id, fill_time, volume, unit_price, amount, driver_name)
     SELECT ${TID}, c.id, ws.id, (current_date - j * 5) + time '05:30', vol, ws.unit_price, round((vol * ws.unit_price)::numeric, 2), c.driver_name
     FROM ${CARS()} c JOIN ws ON ws.k = 1 + c.k % 3, generate_series(0, 12) j, LATERAL (SELECT 8 + ((c.k + j) % 5)::float8 AS vol) x
     WHERE c.k % 3 = 0`);
  await seedTable(sql, t.maintenanceRecord,
    `WITH f AS ${ids(t.serviceFactory)}, sub AS (SELECT id, type_id, standard_price, row_number() OVER (ORDER BY id) k, count(*) OVER () n FROM ${t.maintenanceSubtype})
     INSERT INTO ${t.maintenanceRecord} (tenant_id, car_id, factory_id, type_id, subtype_id, repair_date, finish_date, mileage, description, amount, status)
     SELECT ${TID}, c.id, f.a[1 + (c.k + j) % cardinality(f.a)], sub.type_id, sub.id, d, CASE WHEN j = 1 AND c.k % 4 = 0 THEN NULL ELSE d + 1 + c.k % 3 END,
            28000 + c.k * 4000 + (3 - j) * 2500, (ARRAY['作业时异响','例行检查发现磨损','仪表报警','液压动作迟缓'])[1 + (c.k + j) % 4],
            round((sub.standard_price * (0.9 + ((c.k + j) % 5) * 0.05))::numeric, 2), CASE WHEN j = 1 AND c.k % 4 = 0 THEN 'repairing' ELSE 'done' END
     FROM ${CARS()} c, f, generate_series(1, 3) j, sub, LATERAL (SELECT current_date - ((j - 1) * 55 + c.k % 20) AS d) x
     WHERE sub.k = 1 + (c.k * 3 + j * 5) % sub.n`);
  await seedTable(sql, t.dailyCost,
    `INSERT INTO ${t.dailyCost} (tenant_id, car_id, cost_date, cost_type, amount, handler, remark)
     SELECT ${TID}, c.id, current_date - (j * 9 + c.k % 5), kind, CASE kind WHEN 'toll' THEN 35 + (c.k * j) % 60 WHEN 'parking' THEN 20 WHEN 'washing' THEN 60
            WHEN 'charging' THEN 180 + (c.k * 13 + j) % 90 ELSE 50 + (c.k + j) % 80 END, c.driver_name, NULL
     FROM ${CARS()} c, generate_series(0, 9) j,
          LATERAL (SELECT CASE WHEN c.k % 6 = 0 AND j % 2 = 0 THEN 'charging' ELSE (ARRAY['toll','parking','washing','toll','other'])[1 + (c.k + j) % 5] END AS kind) x`);
}
