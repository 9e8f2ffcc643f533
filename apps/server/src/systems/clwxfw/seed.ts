/**
 * 维修与费用's demo data of one tenant, on the platform's vehicles, units and staff: departments
 * (a fleet per unit with two crews) and car assignment, oils, stations and their agreed prices,
 * pay ways, params, check switches and a white list; refuels every few days per car over the
 * seed's 90 days with the matching oil cost rows, repairs, upkeep and accessories; oil-card
 * recharges; a settled and a draft settlement of last month (settled with the same code as the
 * settlement call, so its totals are the sums of its costs).
 */
import type { Sql } from '../../db/types';
import { SEED_DAYS, SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';
import { settle } from './settle';

const TID = `current_setting('app.tenant_id')`;
/** A unit's name without its legal suffix (杭州城东环境服务有限公司 → 杭州城东环境服务). */
const short = (col: string) => `regexp_replace(${col}, '(有限公司|管理所|管理站|服务队)$', '')`;

export async function seedClwxfw(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('clwxfw');
  const pf = tables('platform');
  const start = `(DATE '${SEED_END}' - ${SEED_DAYS - 1})`;
  await seedTable(sql, t.payWay, `INSERT INTO ${t.payWay} (tenant_id, code, name, status) VALUES
    (${TID}, 'OIL_CARD', '油卡', 'enabled'), (${TID}, 'CORPORATE', '对公转账', 'enabled'), (${TID}, 'WECHAT', '微信支付', 'enabled'), (${TID}, 'CASH', '现金', 'disabled')`);
  await seedTable(sql, t.refuelOil, `INSERT INTO ${t.refuelOil} (tenant_id, name, kind, unit, list_price, status) VALUES
    (${TID}, '0# 柴油', 'diesel', '升', 7.45, 'enabled'), (${TID}, '92# 汽油', 'gasoline', '升', 7.62, 'enabled'),
    (${TID}, '95# 汽油', 'gasoline', '升', 8.11, 'enabled'), (${TID}, 'LNG 液化天然气', 'gas', '公斤', 5.20, 'disabled')`);
  const stations = p.tenantId === '1' ? ['中石化文三路加油站', '中石油古墩路加油站', '中石化莫干山路加油站', '中石化湖墅南路加油站'] : ['中石化江南大道加油站', '中石油长河路加油站'];
  await seedTable(sql, t.station,
    `INSERT INTO ${t.station} (tenant_id, name, station_type, address, location, contact, phone, status)
     SELECT ${TID}, n, 'gas', '杭州市' || substr(n, 4, length(n) - 6) || ' ' || (i * 88) || ' 号',
            round(($2::float8 + (i - 2) * 0.011)::numeric, 6) || ',' || round(($3::float8 + (i % 3 - 1) * 0.008)::numeric, 6), '站长' || i, '0571-8' || lpad((i * 1234567 % 10000000)::text, 7, '0'), 'enabled'
     FROM unnest($1::text[]) WITH ORDINALITY x(n, i)`, [stations, p.lng, p.lat]);
  await seedTable(sql, t.stationParam,
    `INSERT INTO ${t.stationParam} (tenant_id, station_id, oil_id, agreed_price, discount_rate, daily_limit, effective_date)
     SELECT ${TID}, s.id, o.id, round((o.list_price * 0.95)::numeric, 2), 5, CASE o.kind WHEN 'diesel' THEN 300 ELSE 80 END, DATE '2026-01-01'
     FROM ${t.station} s CROSS JOIN ${t.refuelOil} o WHERE o.name IN ('0# 柴油', '92# 汽油')`);
  await seedTable(sql, t.param, `INSERT INTO ${t.param} (tenant_id, code, name, value, unit, remark) VALUES
    (${TID}, 'settleDay', '月结日', '25', '日', '每月该日后结算上月费用'),
    (${TID}, 'refuelDailyLimit', '单车日加油上限', '300', '升', '超过时触发加油超量校验'),
    (${TID}, 'repairApproveAmount', '维修审批金额', '5000', '元', '单笔维修费用达到该金额需审批'),
    (${TID}, 'oilCardLowBalance', '油卡余额预警', '500', '元', '油卡余额低于该值时提醒充值'),
    (${TID}, 'costQuotaWarnRate', '费用定额预警比例', '90', '%', '月度费用达到定额该比例时提醒')`);
  // A fleet per unit, two crews under it.
  if (await seedTable(sql, t.department,
    `INSERT INTO ${t.department} (tenant_id, name, company_id, leader, phone, sort_no)
     SELECT ${TID}, ${short('c.name')} || '车队', c.id, '队长' || c.id, '1390571' || lpad((c.id * 97 % 10000)::text, 4, '0'), (row_number() OVER (ORDER BY c.id))::int * 10 FROM ${pf.company} c`)) {
    await sql.query(
      `INSERT INTO ${t.department} (tenant_id, name, parent_id, company_id, leader, sort_no)
       SELECT ${TID}, left(d.name, length(d.name) - 2) || (ARRAY['清运一班', '清运二班'])[k], d.id, d.company_id, '班长' || (d.id * 2 + k), d.sort_no + k
       FROM ${t.department} d CROSS JOIN generate_series(1, 2) k WHERE d.parent_id IS NULL`,
    );
  }
  await seedTable(sql, t.carAssign,
    `INSERT INTO ${t.carAssign} (tenant_id, car_id, dept_id, grade, month_quota)
     SELECT ${TID}, v.id,
            (SELECT d.id FROM ${t.department} d JOIN ${t.department} r ON r.id = d.parent_id WHERE r.company_id = v.company_id ORDER BY d.sort_no OFFSET ((v.id - 1) / 4) % 2 LIMIT 1),
            (ARRAY['A', 'B', 'B', 'C'])[1 + v.id % 4], CASE WHEN v.car_type IN ('compactor', 'hookArm') THEN 12000 ELSE 8000 END
     FROM ${pf.vehicle} v`);
  await seedTable(sql, t.tenantSetting, `INSERT INTO ${t.tenantSetting} (tenant_id, code, name, description, check_state) VALUES
    (${TID}, 'REFUEL_OVER_LIMIT', '加油超量校验', '单车单日加油量超过站点日限量时拦截录入', 'open'),
    (${TID}, 'REFUEL_INTERVAL', '加油间隔校验', '同一车辆两次加油间隔不足 4 小时时拦截', 'open'),
    (${TID}, 'REPAIR_APPROVE', '维修审批校验', '维修费用达到审批金额时须先审批', 'open'),
    (${TID}, 'COST_QUOTA', '费用定额校验', '月度费用超出车辆定额时提醒', 'closed'),
    (${TID}, 'MILEAGE_CHECK', '里程连续性校验', '加油里程表读数小于上次读数时拦截', 'open')`);
  await seedTable(sql, t.whiteRecord,
    `INSERT INTO ${t.whiteRecord} (tenant_id, car_id, check_id, reason, valid_from, valid_to, state)
     SELECT ${TID}, v.id, s.id, x.reason, DATE '${SEED_END}' - x.back, DATE '${SEED_END}' - x.back + x.days, x.state
     FROM (VALUES (1, 'REFUEL_OVER_LIMIT', '长途转运任务，单日加油量大', 20, 60, 'valid'), (2, 'MILEAGE_CHECK', '里程表更换，读数归零', 45, 90, 'valid'),
                  (3, 'REFUEL_INTERVAL', '节假日双班作业', 70, 10, 'invalid')) x(k, code, reason, back, days, state)
     JOIN ${t.tenantSetting} s ON s.code = x.code
     JOIN LATERAL (SELECT id FROM ${pf.vehicle} ORDER BY id OFFSET x.k - 1 LIMIT 1) v ON true`);
  // Refuels every 3 days per car (diesel for trucks), and their oil cost rows.
  await seedTable(sql, t.oilRefuel,
    `WITH o AS (SELECT id, list_price FROM ${t.refuelOil} WHERE name = '0# 柴油'), s AS (SELECT array_agg(id ORDER BY id) a FROM ${t.station}),
          w AS (SELECT array_agg(id ORDER BY id) a FROM ${t.payWay} WHERE code = 'OIL_CARD'),
          d AS (SELECT array_agg(id ORDER BY id) a FROM ${pf.staff} WHERE post = '驾驶员')
     INSERT INTO ${t.oilRefuel} (tenant_id, car_id, refuel_time, station_id, oil_id, liters, unit_price, amount, mileage, card_no, pay_way_id, driver_id)
     SELECT ${TID}, v.id, (${start} + g * 3 + v.id % 3) + make_interval(hours => 7 + (v.id + g) % 10, mins => (v.id * 7 + g * 13) % 60),
            s.a[1 + (v.id + g) % cardinality(s.a)], o.id, q.l, o.list_price, round((q.l * o.list_price)::numeric, 2),
            30000 + v.id * 1700 + g * 260, '9100' || lpad((v.id * 31)::text, 12, '0'), w.a[1], d.a[1 + v.id % cardinality(d.a)]
     FROM ${pf.vehicle} v CROSS JOIN generate_series(0, ${Math.floor(SEED_DAYS / 3) - 1}) g CROSS JOIN o CROSS JOIN s CROSS JOIN w CROSS JOIN d,
          LATERAL (SELECT (60 + (v.id * 13 + g * 29) % 90)::float8 AS l) q`);
  await seedTable(sql, t.cost,
    `INSERT INTO ${t.cost} (tenant_id, car_id, cost_type, cost_date, quantity, amount, vendor, handler_id, settle_state)
     SELECT ${TID}, r.car_id, 'oil', r.refuel_time::date, r.liters, r.amount, s.name, r.driver_id, 'unsettled'
     FROM ${t.oilRefuel} r JOIN ${t.station} s ON s.id = r.station_id`);
  // Each oil cost points at its refuel (the refuel's mirror); older databases get the link too.
  await sql.query(
    `UPDATE ${t.cost} c SET refuel_id = r.id FROM ${t.oilRefuel} r
     WHERE c.refuel_id IS NULL AND c.cost_type = 'oil' AND c.car_id = r.car_id AND c.cost_date = r.refuel_time::date AND c.amount = r.amount`,
  );
  // Repairs, upkeep and accessories: a few per car over the 90 days.
  await sql.query(
    `INSERT INTO ${t.cost} (tenant_id, car_id, cost_type, repair_type, accessory_type, cost_date, quantity, amount, vendor, settle_state, remark)
     SELECT ${TID}, v.id, k.kind,
            CASE WHEN k.kind IN ('repair', 'upkeep') THEN (ARRAY['engine', 'chassis', 'electrical', 'body', 'hydraulic', 'tyre'])[1 + (v.id + n) % 6] END,
            CASE WHEN k.kind = 'accessories' THEN (ARRAY['tyre', 'battery', 'filter', 'brake', 'lamp', 'hose'])[1 + (v.id * 3 + n) % 6] END,
            ${start} + (v.id * 11 + n * 23) % ${SEED_DAYS}, CASE WHEN k.kind = 'accessories' THEN 1 + (v.id + n) % 4 ELSE 1 END,
            round((k.base + ((v.id * 37 + n * 53) % 100) * k.step)::numeric, 2),
            (ARRAY['杭州顺达汽车维修厂', '杭州环卫车辆维修中心', '浙江通运专用车服务站'])[1 + (v.id + n) % 3], 'unsettled',
            CASE k.kind WHEN 'repair' THEN '故障维修' WHEN 'upkeep' THEN '定期保养' WHEN 'accessories' THEN '配件更换' ELSE '洗车及停车费' END
     FROM ${pf.vehicle} v CROSS JOIN (VALUES ('repair', 800, 42.5, 3), ('upkeep', 450, 6.0, 2), ('accessories', 180, 15.0, 3), ('other', 60, 2.0, 2)) k(kind, base, step, times)
          CROSS JOIN generate_series(0, 2) n
     WHERE n < k.times AND NOT EXISTS (SELECT 1 FROM ${t.cost} WHERE cost_type <> 'oil')`,
  );
  await seedTable(sql, t.oilCardRecharge,
    `WITH w AS (SELECT id FROM ${t.payWay} WHERE code = 'CORPORATE'), s AS (SELECT array_agg(id ORDER BY id) a FROM ${pf.staff})
     INSERT INTO ${t.oilCardRecharge} (tenant_id, card_no, car_id, recharge_time, amount, balance_after, pay_way_id, operator_id)
     SELECT ${TID}, '9100' || lpad((v.id * 31)::text, 12, '0'), v.id, (${start} + m * 30 + v.id % 5) + time '09:30', 5000, 5000 + (v.id * 137 + m * 311) % 1500,
            w.id, s.a[1 + m % cardinality(s.a)]
     FROM ${pf.vehicle} v CROSS JOIN generate_series(0, 2) m CROSS JOIN w CROSS JOIN s`);
  // Last month of the seed: the first unit settled, the second waiting (the same code as the calls).
  if (await seedTable(sql, t.settlement,
    `INSERT INTO ${t.settlement} (tenant_id, name, company_id, period_start, period_end, state, remark)
     SELECT ${TID}, to_char(m, 'YYYY年MM月') || ' ' || ${short('c.name')} || ' 车辆费用结算', c.id, m::date, (m + interval '1 month' - interval '1 day')::date, 'draft', NULL
     FROM (SELECT id, name, row_number() OVER (ORDER BY id) AS k FROM ${pf.company}) c,
          LATERAL (SELECT date_trunc('month', DATE '${SEED_END}') - interval '1 month' AS m) x
     WHERE c.k <= 2`)) {
    const [first] = await sql.query<{ id: number }>(`SELECT id FROM ${t.settlement} ORDER BY id LIMIT 1`);
    if (first) await settle(sql, first.id);
  }
}
