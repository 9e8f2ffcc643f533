/**
 * 垃圾分类 master data of one tenant, after the platform's units, vehicles and facilities (seeded by
 * 垃圾收运): what it keeps about the shared rows, its treatment plants, garbage items, dept areas,
 * key units, villages, metadata and data sources.
 */
import type { Sql } from '../../db/types';
import { people, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';

export const TID = `current_setting('app.tenant_id')`;
/** The tenant's streets (regions of level street), in code order. */
export const STREETS = (t: Record<string, string>) => `(SELECT array_agg(id ORDER BY code) a FROM ${t.region} WHERE level = 'street')`;

// Treatment plants: [code, name suffix, handle type, t/day]; one per handle type.
const PLANTS = [
  ['HF-01', '生活垃圾焚烧发电厂', 'incineration', 3000],
  ['HF-02', '厨余垃圾资源化处理厂', 'kitchen', 800],
  ['HF-03', '生活垃圾卫生填埋场', 'landfill', 1200],
  ['HF-04', '再生资源分拣中心', 'recycling', 300],
  ['HF-05', '有害垃圾集中暂存库', 'hazardous', 20],
] as const;
const CITY: Record<string, string> = { '1': '杭州', '2': '滨江' };

const GARBAGE = [
  ['废纸板', 'recyclable', '快递纸箱、报纸、书本'], ['塑料瓶', 'recyclable', '饮料瓶、洗发水瓶'], ['金属制品', 'recyclable', '易拉罐、铁锅、罐头盒'],
  ['废旧衣物', 'recyclable', '衣服、床单、鞋包'], ['玻璃制品', 'recyclable', '酒瓶、玻璃杯、窗玻璃'],
  ['剩菜剩饭', 'kitchen', '米饭、面条、菜叶'], ['果皮果核', 'kitchen', '西瓜皮、苹果核、橘子皮'], ['过期食品', 'kitchen', '糕点、零食、调味品'],
  ['废电池', 'hazardous', '充电电池、纽扣电池'], ['废灯管', 'hazardous', '荧光灯管、节能灯'], ['过期药品', 'hazardous', '药片、胶囊、药膏'],
  ['餐巾纸', 'other', '用过的纸巾、卫生纸'], ['陶瓷碎片', 'other', '碗碟碎片、花盆'], ['烟蒂', 'other', '烟头、烟灰'],
] as const;

const META = [
  ['quality.participationRate', '参与率', 'quality', '%', '参与分类投放户数 ÷ 常住户数 × 100%'],
  ['quality.accuracyRate', '投放准确率', 'quality', '%', '抽检中分类正确的桶数 ÷ 抽检桶数 × 100%'],
  ['quality.recyclingRate', '回收利用率', 'quality', '%', '可回收物与厨余垃圾资源化量 ÷ 生活垃圾总量 × 100%'],
  ['quality.indexValue', '综合指数', 'quality', '分', '参与率、准确率、回收利用率、减量率加权（30/40/20/10）'],
  ['stat.garbageQuantity', '垃圾量', 'statistics', '吨', '街道每日分类收运过磅量'],
  ['stat.netWeight', '进场净重', 'statistics', 'kg', '毛重减皮重'],
  ['facility.binCount', '分类桶数', 'facility', '个', '收集设施配置的四分类桶总数'],
  ['garbage.recyclable', '可回收物', 'garbage', '吨', '适宜回收利用的生活废弃物'],
  ['garbage.kitchen', '厨余垃圾', 'garbage', '吨', '易腐烂的含有机质的生活垃圾'],
  ['garbage.hazardous', '有害垃圾', 'garbage', 'kg', '对人体健康或自然环境造成危害的生活废弃物'],
] as const;

export async function seedLjflMaster(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('ljfl');
  const pt = tables('platform');
  const city = CITY[p.tenantId] ?? '杭州';
  // What 垃圾分类 keeps about the shared rows: only rows it has not described yet.
  await sql.query(`UPDATE ${pt.company} SET unit_kind = (ARRAY['collector','property','government','handler'])[1 + id % 4] WHERE unit_kind IS NULL`);
  await sql.query(`UPDATE ${pt.vehicle} SET sort_mark = (id % 7 <> 0) WHERE sort_mark IS NULL`);
  await sql.query(
    `WITH s AS ${STREETS(pt)}
     UPDATE ${pt.facility} f SET region_id = s.a[1 + f.id % cardinality(s.a)], sort_mode = (ARRAY['timed','smart','merged','doorToDoor'])[1 + f.id % 4], bin_count = 2 + f.id % 5 * 2
     FROM s WHERE f.region_id IS NULL AND s.a IS NOT NULL`,
  );
  await seedTable(sql, t.handleFacility,
    `WITH c AS (SELECT array_agg(id ORDER BY id) a FROM ${pt.company}), s AS ${STREETS(pt)}
     INSERT INTO ${t.handleFacility} (tenant_id, code, name, handle_type, design_capacity, company_id, region_id, address, location, status, commission_date)
     SELECT ${TID}, x.code, $1 || x.name, x.type, x.cap * $2::float8, c.a[1 + x.i % cardinality(c.a)], s.a[1 + x.i % cardinality(s.a)],
            $1 || '市环境园区 ' || x.i || ' 号', round(($3::float8 + (x.i - 3) * 0.021)::numeric, 6) || ',' || round(($4::float8 + (x.i % 2 * 2 - 1) * 0.017)::numeric, 6),
            CASE WHEN x.i = 3 THEN 'overhaul' ELSE 'running' END, DATE '2012-06-30' + x.i * 400
     FROM jsonb_to_recordset($5::jsonb) AS x(code text, name text, type text, cap float8, i int), c, s`,
    [city, p.tenantId === '1' ? 1 : 0.4, p.lng, p.lat, JSON.stringify(PLANTS.map(([code, name, type, cap], i) => ({ code, name, type, cap, i: i + 1 })))],
  );
  await seedTable(sql, t.garbage,
    `INSERT INTO ${t.garbage} (tenant_id, name, garbage_type, examples, guide, sort)
     SELECT ${TID}, x[1], x[2], x[3], CASE x[2] WHEN 'recyclable' THEN '清洁干燥、压扁投放' WHEN 'kitchen' THEN '沥干水分、去除包装' WHEN 'hazardous' THEN '轻放、防止破损泄漏' ELSE '投入其他垃圾桶' END, n * 10
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS r(j, n), LATERAL (SELECT ARRAY(SELECT jsonb_array_elements_text(r.j)) x) y`,
    [JSON.stringify(GARBAGE)],
  );
  await seedTable(sql, t.deptArea,
    `WITH s AS ${STREETS(pt)}
     INSERT INTO ${t.deptArea} (tenant_id, name, company_id, region_id, manager, phone, area_size, boundary)
     SELECT ${TID}, left(c.name, 6) || '责任区', c.id, s.a[1 + c.n % cardinality(s.a)], ($1::text[])[c.n + 3], '1386571' || lpad((c.n * 97)::text, 4, '0'), 2.5 + c.n * 1.25,
            json_build_array(json_build_array(g.lng - 0.01, g.lat - 0.008), json_build_array(g.lng + 0.01, g.lat - 0.008), json_build_array(g.lng + 0.01, g.lat + 0.008),
              json_build_array(g.lng - 0.01, g.lat + 0.008), json_build_array(g.lng - 0.01, g.lat - 0.008))::text
     FROM (SELECT id, name, (row_number() OVER (ORDER BY id))::int AS n FROM ${pt.company}) c, s,
          LATERAL (SELECT round(($2::float8 + 0.025 * cos(radians(c.n * 90)))::numeric, 6)::float8 AS lng, round(($3::float8 + 0.018 * sin(radians(c.n * 90)))::numeric, 6)::float8 AS lat) g`,
    [people, p.lng, p.lat],
  );
  await seedTable(sql, t.major,
    `WITH s AS ${STREETS(pt)}
     INSERT INTO ${t.major} (tenant_id, name, major_type, region_id, contact, phone, daily_output, check_date, check_result)
     SELECT ${TID}, $1 || (ARRAY['区人民政府机关','第一中学','人民医院','银泰百货','国际大酒店','城东农贸市场','实验小学','中医院','万达广场','开元酒店'])[k],
            (ARRAY['government','school','hospital','mall','hotel','market','school','hospital','mall','hotel'])[k], s.a[1 + k % cardinality(s.a)],
            ($2::text[])[k + 10], '1397571' || lpad((k * 131)::text, 4, '0'), 120 + k * 65.5, DATE '2026-11-18' - k * 9,
            CASE WHEN k % 5 = 0 THEN 'fail' WHEN k % 3 = 0 THEN 'excellent' ELSE 'pass' END
     FROM generate_series(1, $3::int) k, s`,
    [city, people, p.tenantId === '1' ? 10 : 5],
  );
  await seedTable(sql, t.village,
    `WITH s AS ${STREETS(pt)}
     INSERT INTO ${t.village} (tenant_id, name, region_id, households, sorting_households, handle_mode, station_count, rating, leader, phone)
     SELECT ${TID}, (ARRAY['梅家坞村','龙坞村','外桐坞村','灵山村','周浦村','茶园村','袁浦村','转塘村','上泗村','双浦村'])[k] || CASE WHEN $2 = '2' THEN '（滨）' ELSE '' END,
            s.a[1 + k % cardinality(s.a)], 300 + k * 85, (300 + k * 85) * (70 + k * 3) / 100, (ARRAY['local','central','mixed'])[1 + k % 3], 4 + k,
            CASE WHEN k % 4 = 0 THEN 'below' WHEN k % 3 = 0 THEN 'demo' ELSE 'standard' END, ($1::text[])[k + 5], '1358571' || lpad((k * 77)::text, 4, '0')
     FROM generate_series(1, $3::int) k, s`,
    [people, p.tenantId, p.tenantId === '1' ? 10 : 5],
  );
  await seedTable(sql, t.mlxc,
    `WITH s AS ${STREETS(pt)}
     INSERT INTO ${t.mlxc} (tenant_id, village_name, region_id, year, level, sorting_coverage, investment, state, accept_date)
     SELECT ${TID}, (ARRAY['梅家坞村','龙坞村','外桐坞村','灵山村','周浦村','茶园村'])[k], s.a[1 + k % cardinality(s.a)], 2021 + k % 5,
            (ARRAY['boutique','demo','standard'])[1 + k % 3], 80 + k * 3, 150 + k * 42.5,
            CASE WHEN 2021 + k % 5 >= 2026 THEN 'building' ELSE 'accepted' END, CASE WHEN 2021 + k % 5 < 2026 THEN make_date(2021 + k % 5, 11, 10 + k) END
     FROM generate_series(1, $1::int) k, s`,
    [p.tenantId === '1' ? 6 : 3],
  );
  await seedTable(sql, t.metaData,
    `INSERT INTO ${t.metaData} (tenant_id, code, name, category, unit_name, definition, status)
     SELECT ${TID}, x ->> 0, x ->> 1, x ->> 2, x ->> 3, x ->> 4, 'enabled' FROM jsonb_array_elements($1::jsonb) x`,
    [JSON.stringify(META)],
  );
  await seedTable(sql, t.datasource,
    `INSERT INTO ${t.datasource} (tenant_id, name, source_type, url, owner, phone, interval_minutes, state, last_sync_time)
     SELECT ${TID}, $1 || (x ->> 0), x ->> 1, x ->> 2, x ->> 3, '0571-8765432' || n, (x ->> 4)::int, x ->> 5, TIMESTAMP '2026-11-20 08:00:00' - n * interval '37 minutes'
     FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS r(x, n)`,
    [city, JSON.stringify([
      ['地磅称重系统', 'weighbridge', 'https://weigh.example.gov.cn/api', '市环境集团', 10, 'normal'],
      ['智能垃圾桶平台', 'smartBin', 'https://bins.example.com/open', '智能设备供应商', 30, 'normal'],
      ['街道人工填报', 'manual', 'https://fill.example.gov.cn', '各街道分类办', 1440, 'paused'],
      ['省分类监管平台', 'platform', 'https://zj-ljfl.example.gov.cn/api', '省住建厅', 60, 'error'],
    ])],
  );
}
