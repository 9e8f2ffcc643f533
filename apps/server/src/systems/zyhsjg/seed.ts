/**
 * 再生资源监管 demo data of one tenant: the category tree, customers and sites in the tenant's own
 * streets, 90 days of customer records (lines priced at the category's guide price, carried by
 * the tenant's recycling vehicles and their drivers), and the sites' sorting and handling derived
 * from what they received, so a site never hands on more than it got. Bulk INSERT … SELECT.
 */
import type { Sql } from '../../db/types';
import { SEED_DAYS, SEED_END, type TenantProfile } from '../../seed/profiles';
import { tables } from '../../seed/tables';
import { T } from './scope';

/** [code, name, parent code, guide price 元/kg, sort]. */
const CATEGORIES: [string, string, string | null, number | null, number][] = [
  ['FZ', '废纸', null, null, 1], ['FZ-01', '黄板纸', 'FZ', 1.2, 1], ['FZ-02', '书本纸', 'FZ', 1.0, 2], ['FZ-03', '报纸', 'FZ', 1.4, 3],
  ['SL', '废塑料', null, null, 2], ['SL-01', 'PET 饮料瓶', 'SL', 2.2, 1], ['SL-02', 'PP/PE 硬塑料', 'SL', 1.6, 2], ['SL-03', '泡沫塑料', 'SL', 0.5, 3],
  ['JS', '废金属', null, null, 3], ['JS-01', '废钢铁', 'JS', 2.3, 1], ['JS-02', '铝制易拉罐', 'JS', 9.5, 2], ['JS-03', '废铜', 'JS', 48, 3],
  ['BL', '废玻璃', null, null, 4], ['BL-01', '玻璃瓶', 'BL', 0.3, 1], ['BL-02', '平板玻璃', 'BL', 0.2, 2],
  ['FZW', '废旧纺织物', null, null, 5], ['FZW-01', '旧衣物', 'FZW', 0.8, 1], ['FZW-02', '旧床品', 'FZW', 0.5, 2],
  ['DQ', '废弃电器电子产品', null, null, 6], ['DQ-01', '小家电', 'DQ', 1.5, 1], ['DQ-02', '废旧电脑', 'DQ', 3.0, 2],
];

/** [name suffix, type]: customers besides the tenant's estates. */
const CUSTOMERS: [string, string][] = [
  ['印刷包装有限公司', 'enterprise'], ['五金制品厂', 'enterprise'], ['电子科技有限公司', 'enterprise'], ['食品饮料有限公司', 'enterprise'],
  ['联华超市', 'commercial'], ['物美大卖场', 'commercial'], ['银泰百货', 'commercial'], ['农贸市场', 'commercial'],
  ['区政府机关事务中心', 'institution'], ['人民医院', 'institution'], ['实验小学', 'school'], ['第二中学', 'school'],
  ['图书城', 'commercial'], ['家电维修中心', 'commercial'],
];

const RECEIVERS: Record<string, [string, string]> = {
  FZ: ['浙江荣成纸业有限公司', 'recycle'], SL: ['杭州绿环塑料再生有限公司', 'recycle'], JS: ['杭州钢联金属回收有限公司', 'sale'],
  BL: ['浙江晶华玻璃制品有限公司', 'recycle'], FZW: ['杭州衣旧情深环保科技有限公司', 'sale'], DQ: ['浙江盛唐环保科技有限公司', 'recycle'],
};

const esc = (s: string) => `'${s.replaceAll("'", "''")}'`;
const values = (rows: readonly (readonly (string | number | null)[])[]) =>
  rows.map((r) => `(${r.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : esc(v))).join(', ')})`).join(',\n');

export async function seedZyhsjg(sql: Sql, profile: TenantProfile): Promise<void> {
  const t = T();
  const [has] = await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.customer}) AS has`);
  if (has?.has) return;
  const big = profile.tenantId === '1';
  const p = tables('platform');
  const prefix = big ? '西湖' : '滨江';

  // The category tree: roots, then children by their parent's code.
  await sql.query(`INSERT INTO ${t.resourcesCategory} (tenant_id, code, name, guide_price, sort)
    SELECT current_setting('app.tenant_id'), c, n, g::float8, s::int FROM (VALUES ${values(CATEGORIES.filter((c) => !c[2]).map(([c, n, , g, s]) => [c, n, g, s]))}) v(c, n, g, s)`);
  await sql.query(`INSERT INTO ${t.resourcesCategory} (tenant_id, code, name, parent_id, guide_price, sort)
    SELECT current_setting('app.tenant_id'), v.c, v.n, k.id, v.g::float8, v.s::int FROM (VALUES ${values(CATEGORIES.filter((c) => c[2]).map(([c, n, pc, g, s]) => [c, n, pc, g, s]))}) v(c, n, pc, g, s)
    JOIN ${t.resourcesCategory} k ON k.code = v.pc`);

  // Customers: the tenant's estates and a set of enterprises, shops and offices, spread over its streets.
  const estates = profile.communities.slice(0, big ? 10 : 4).map((c) => [`${c}小区`, 'community'] as const);
  const others = CUSTOMERS.slice(0, big ? 14 : 6).map(([n, k]) => [`${prefix}${n}`, k] as const);
  const customers = [...estates, ...others].map(([name, kind], i) => [`KH-${profile.tenantId}${String(i + 1).padStart(3, '0')}`, name, kind, i]);
  await sql.query(`INSERT INTO ${t.customer} (tenant_id, code, name, customer_type, contact, phone, region_id, address, location, sign_date, status)
    SELECT current_setting('app.tenant_id'), v.code, v.name, v.kind, (ARRAY['陈立群','周美华','王志刚','刘建华','孙雅琴','许国强','方晓燕','钱卫东'])[1 + v.i % 8],
      '138' || lpad((57100000 + v.i * 137)::text, 8, '0'), st.id, st.name || (ARRAY['文一路','学院路','莫干山路','天目山路','江南大道','滨盛路'])[1 + v.i % 6] || (v.i * 7 + 11) || ' 号',
      round((${profile.lng} + ((v.i * 37) % 41 - 20) * 0.0011)::numeric, 6) || ',' || round((${profile.lat} + ((v.i * 53) % 37 - 18) * 0.0010)::numeric, 6),
      DATE '${SEED_END}' - 120 - (v.i * 11) % 300, CASE WHEN v.i % 17 = 16 THEN 'disabled' ELSE 'enabled' END
    FROM (VALUES ${values(customers)}) v(code, name, kind, i)
    JOIN LATERAL (SELECT id, name FROM ${p.region} WHERE level = 'street' ORDER BY code OFFSET (v.i % (SELECT count(*) FROM ${p.region} WHERE level = 'street')) LIMIT 1) st ON true`);

  // Sites: a station in each of the first streets, a transfer station and a sorting centre.
  const siteCount = big ? 6 : 3;
  await sql.query(`INSERT INTO ${t.site} (tenant_id, code, name, site_type, region_id, address, location, manager, phone, area, capacity, licence_no, status)
    SELECT current_setting('app.tenant_id'), 'ZD-${profile.tenantId}' || lpad(g::text, 2, '0'),
      CASE WHEN g = ${siteCount} THEN '${prefix}再生资源分拣中心' WHEN g = ${siteCount - 1} THEN st.name || '再生资源中转站' ELSE st.name || '再生资源回收站' END,
      CASE WHEN g = ${siteCount} THEN 'sorting' WHEN g = ${siteCount - 1} THEN 'transfer' ELSE 'station' END,
      st.id, st.name || '环卫路 ' || (g * 13) || ' 号',
      round((${profile.lng} + (g - 3) * 0.009)::numeric, 6) || ',' || round((${profile.lat} + (g % 3 - 1) * 0.007)::numeric, 6),
      (ARRAY['王建国','李海军','张志强','陈立新','刘文斌','周晓东'])[g], '139' || lpad((68100000 + g * 211)::text, 8, '0'),
      CASE WHEN g = ${siteCount} THEN 3200 ELSE 260 + g * 40 END, CASE WHEN g = ${siteCount} THEN 120 ELSE 8 + g * 2 END,
      '浙再生备字〔2025〕' || lpad((${profile.tenantId} * 100 + g)::text, 4, '0') || ' 号', 'enabled'
    FROM generate_series(1, ${siteCount}) g
    JOIN LATERAL (SELECT id, name FROM ${p.region} WHERE level = 'street' ORDER BY code OFFSET ((g - 1) % (SELECT count(*) FROM ${p.region} WHERE level = 'street')) LIMIT 1) st ON true`);

  // Customer records: each enabled customer every third day to its site (every tenth day to the
  // next one), carried by a recycling vehicle and its driver. The last two days wait to be confirmed.
  await sql.query(`WITH c AS (SELECT id, row_number() OVER (ORDER BY code)::int AS rn FROM ${t.customer} WHERE status = 'enabled'),
      s AS (SELECT id, row_number() OVER (ORDER BY code)::int - 1 AS sn FROM ${t.site}),
      v AS (SELECT id, driver_name, row_number() OVER (ORDER BY car_no)::int - 1 AS vn FROM ${p.vehicle}
            WHERE garbage_type = 'recyclable' OR NOT EXISTS (SELECT 1 FROM ${p.vehicle} WHERE garbage_type = 'recyclable')),
      d AS (SELECT (DATE '${SEED_END}' - g)::date AS day, g FROM generate_series(0, ${SEED_DAYS - 1}) g),
      x AS (SELECT d.day, d.g, c.id AS customer_id, c.rn FROM d CROSS JOIN c WHERE (d.g + c.rn) % 3 = 0)
    INSERT INTO ${t.customerRecord} (tenant_id, code, customer_id, site_id, record_date, vehicle_id, collector, state, remark)
    SELECT current_setting('app.tenant_id'), 'HS' || to_char(x.day, 'YYYYMMDD') || '-' || lpad((row_number() OVER (PARTITION BY x.day ORDER BY x.rn))::text, 3, '0'),
      x.customer_id, s.id, x.day, v.id, v.driver_name,
      CASE WHEN x.g < 2 THEN 'draft' WHEN (x.g * 7 + x.rn) % 53 = 0 THEN 'cancelled' ELSE 'submitted' END,
      CASE WHEN (x.g * 7 + x.rn) % 53 = 0 THEN '客户重复登记，作废' ELSE NULL END
    FROM x JOIN s ON s.sn = (x.rn + CASE WHEN x.g % 10 = 0 THEN 1 ELSE 0 END) % (SELECT count(*) FROM s)
    JOIN v ON v.vn = x.rn % (SELECT count(*) FROM v)`);

  // One to three lines per record, each a distinct sub-category at its guide price.
  await sql.query(`WITH k AS (SELECT id, guide_price, row_number() OVER (ORDER BY code)::int - 1 AS kn FROM ${t.resourcesCategory} WHERE parent_id IS NOT NULL),
      n AS (SELECT count(*)::int AS n FROM k)
    INSERT INTO ${t.customerRecordDetail} (tenant_id, customer_record_id, line_no, category_id, weight, unit_price, amount)
    SELECT current_setting('app.tenant_id'), r.id, g, k.id, w.weight, k.guide_price, round((w.weight * k.guide_price)::numeric, 2)
    FROM ${t.customerRecord} r CROSS JOIN generate_series(1, 3) g CROSS JOIN n
    JOIN k ON k.kn = (r.id * 3 + g * 5) % n.n
    CROSS JOIN LATERAL (SELECT round((12 + ((r.id * 37 + g * 11) % 160) * CASE WHEN k.guide_price > 5 THEN 0.1 ELSE 1 END)::numeric, 1) AS weight) w
    WHERE g <= 1 + r.id % 3`);
  await sql.query(`UPDATE ${t.customerRecord} r SET total_weight = l.w, total_amount = l.a
    FROM (SELECT customer_record_id, round(sum(weight)::numeric, 2) AS w, round(sum(amount)::numeric, 2) AS a FROM ${t.customerRecordDetail} GROUP BY customer_record_id) l
    WHERE l.customer_record_id = r.id`);

  // Sorting on the day of receipt (96 % sorted, 3 % of that impurities).
  await sql.query(`INSERT INTO ${t.siteSortingRecord} (tenant_id, site_id, sort_date, category_id, sorted_weight, impurity_weight, grade, sorter)
    SELECT current_setting('app.tenant_id'), q.site_id, q.day, q.category_id, q.w, round(q.w * 0.03, 1),
      (ARRAY['A','A','B','C'])[1 + (q.site_id + q.category_id) % 4], (ARRAY['分拣一班','分拣二班','分拣三班'])[1 + q.category_id % 3]
    FROM (SELECT r.site_id, l.category_id, r.record_date AS day, round((sum(l.weight) * 0.96)::numeric, 1) AS w
          FROM ${t.customerRecord} r JOIN ${t.customerRecordDetail} l ON l.customer_record_id = r.id WHERE r.state = 'submitted'
          GROUP BY 1, 2, 3) q WHERE q.w >= 0.1`);

  // Weekly handling (at the week's end) of 85 % of each category received, to its receiving plant.
  await sql.query(`WITH rc AS (SELECT v.code, v.receiver, v.method FROM (VALUES ${values(Object.entries(RECEIVERS).map(([c, [r, m]]) => [c, r, m]))}) v(code, receiver, method)),
      veh AS (SELECT id, row_number() OVER (ORDER BY car_no)::int - 1 AS vn FROM ${p.vehicle}
              WHERE garbage_type = 'recyclable' OR NOT EXISTS (SELECT 1 FROM ${p.vehicle} WHERE garbage_type = 'recyclable'))
    INSERT INTO ${t.siteHandleRecord} (tenant_id, site_id, handle_date, category_id, weight, handle_method, receiver, vehicle_id, amount, handler)
    SELECT current_setting('app.tenant_id'), q.site_id, q.day, q.category_id, q.w, rc.method, rc.receiver, veh.id, round((q.w * q.price::numeric * 1.15)::numeric, 2), s.manager
    FROM (SELECT r.site_id, l.category_id, max(l.unit_price) AS price,
                 least(DATE '${SEED_END}', date_trunc('week', r.record_date)::date + 6) AS day, round((sum(l.weight) * 0.85)::numeric, 1) AS w
          FROM ${t.customerRecord} r JOIN ${t.customerRecordDetail} l ON l.customer_record_id = r.id WHERE r.state = 'submitted'
          GROUP BY 1, 2, 4) q
    JOIN ${t.site} s ON s.id = q.site_id JOIN ${t.resourcesCategory} k ON k.id = q.category_id JOIN ${t.resourcesCategory} root ON root.id = k.parent_id
    JOIN rc ON rc.code = root.code JOIN veh ON veh.vn = (q.site_id + q.category_id) % (SELECT count(*) FROM veh)
    WHERE q.w >= 0.1`);
}
