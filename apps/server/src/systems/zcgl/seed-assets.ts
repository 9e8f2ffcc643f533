/**
 * 资产档案 of one tenant: the type tree and 150 assets (60 in tenant 2) used by the tenant's
 * units and kept by its staff; 车载设备 sit on the tenant's own vehicles. The audit trail gets
 * each asset's registration, its October stock check and later status changes, so 操作历史
 * and every record's history read like a year of use.
 */
import type { Sql } from '../../db/types';
import { SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';

const TID = `current_setting('app.tenant_id')`;

/** [code, name, parent code, 折旧年限]. */
const TYPES: readonly (readonly [string, string, string | null, number])[] = [
  ['HW', '环卫作业设备', null, 8], ['HW-TONG', '分类垃圾桶', 'HW', 5], ['HW-XS', '果壳箱', 'HW', 8], ['HW-QS', '清扫机具', 'HW', 6], ['HW-SL', '保洁三轮车', 'HW', 5],
  ['CZ', '车载设备', null, 5], ['CZ-GPS', '车载定位终端', 'CZ', 5], ['CZ-SP', '车载视频', 'CZ', 5], ['CZ-CZ', '车载称重', 'CZ', 6],
  ['BG', '办公设备', null, 5], ['BG-DN', '计算机', 'BG', 4], ['BG-DY', '打印复印设备', 'BG', 5], ['BG-JJ', '办公家具', 'BG', 10],
  ['WX', '维修检测', null, 8], ['WX-GJ', '维修工具', 'WX', 8], ['WX-JC', '检测仪器', 'WX', 6],
];

/** [type code, name, model, brand, unit price, supplier]. */
const TEMPLATES: readonly (readonly [string, string, string, string, number, string])[] = [
  ['HW-TONG', '240L 四分类垃圾桶', 'HDPE-240', '绿康', 420, '杭州城洁环卫用品有限公司'],
  ['HW-TONG', '660L 挂车垃圾桶', 'HDPE-660', '绿康', 1450, '杭州城洁环卫用品有限公司'],
  ['HW-XS', '不锈钢分类果壳箱', 'GK-304', '城美', 1850, '浙江城美环境设施有限公司'],
  ['HW-QS', '手推式扫地机', 'SD-750', '洁霸', 5600, '杭州洁霸清洁设备有限公司'],
  ['HW-QS', '高压清洗机', 'QX-15', '亿力', 3200, '杭州洁霸清洁设备有限公司'],
  ['HW-SL', '保洁电动三轮车', 'DS-1500', '宗申', 8900, '杭州宗申车业经销部'],
  ['CZ-GPS', '车载北斗定位终端', 'BD-T8', '锐明', 1280, '深圳锐明技术股份有限公司'],
  ['CZ-SP', '车载硬盘录像机', 'MDVR-4', '海康威视', 3600, '杭州海康威视数字技术股份有限公司'],
  ['CZ-CZ', '车载称重仪', 'CZ-30T', '梅特勒', 12800, '梅特勒-托利多（常州）称重设备系统有限公司'],
  ['BG-DN', '台式计算机', 'ThinkCentre M930', '联想', 5200, '杭州文源办公用品有限公司'],
  ['BG-DN', '笔记本电脑', 'ThinkPad E14', '联想', 6300, '杭州文源办公用品有限公司'],
  ['BG-DY', '激光多功能一体机', 'M7400', '联想', 2600, '杭州文源办公用品有限公司'],
  ['BG-DY', '彩色数码复印机', 'MX-C2622', '夏普', 14500, '杭州文源办公用品有限公司'],
  ['BG-JJ', '办公桌椅（套）', '1.4 米', '震旦', 1600, '杭州文源办公用品有限公司'],
  ['BG-JJ', '钢制文件柜', '四门', '震旦', 980, '杭州文源办公用品有限公司'],
  ['WX-GJ', '逆变电焊机', 'ZX7-400', '瑞凌', 2100, '杭州顺达汽车配件有限公司'],
  ['WX-GJ', '气动冲击扳手', 'AT-5060', '世达', 860, '杭州顺达汽车配件有限公司'],
  ['WX-JC', '汽车故障诊断仪', 'X-431', '元征', 9800, '杭州顺达汽车配件有限公司'],
  ['WX-JC', '便携式四合一气体检测仪', 'ALTAIR 4XR', '梅思安', 6800, '浙江安邦劳保用品有限公司'],
];

const DAY = 86_400_000;
const day = (offset: number): string => new Date(Date.parse(`${SEED_END}T00:00:00Z`) - offset * DAY).toISOString().slice(0, 10);

interface Ids { companies: number[]; staff: number[]; vehicles: string[] }

function assetsOf(p: TenantProfile, ids: Ids) {
  const count = p.tenantId === '1' ? 150 : 60;
  const seq = new Map<string, number>();
  return Array.from({ length: count }, (_, i) => {
    const [type, name, model, brand, price, supplier] = TEMPLATES[(i * 7) % TEMPLATES.length]!;
    const n = (seq.get(type) ?? 0) + 1;
    seq.set(type, n);
    const onCar = type.startsWith('CZ-');
    const status = i % 17 === 16 ? 'scrapped' : i % 11 === 10 ? 'repair' : i % 7 === 6 ? 'idle' : 'inUse';
    const purchaseDate = day(40 + ((i * 53) % 2400));
    const checked = status !== 'scrapped' && i % 5 !== 4;
    return {
      code: `${type}-${String(n).padStart(4, '0')}`, type, name, model, brand, supplier,
      value: Math.round(price * (1 + (((i * 13) % 9) - 4) / 100) * 100) / 100,
      source: i % 13 === 12 ? 'transfer' : i % 29 === 28 ? 'donation' : 'purchase',
      purchaseDate, warrantyDate: day(40 + ((i * 53) % 2400) - 730), status,
      dept: ids.companies[i % ids.companies.length]!, keeper: ids.staff[(i * 3) % ids.staff.length]!,
      place: onCar ? `车辆 ${ids.vehicles[i % ids.vehicles.length]}` : ['一号仓库', '调度中心二楼', '机修车间', '城东作业站', '办公楼三楼'][i % 5]!,
      checkDate: checked ? `2026-10-${String(10 + (i % 18)).padStart(2, '0')}` : null,
      checker: checked ? ids.staff[(i + 1) % ids.staff.length]! : null,
      checkResult: checked ? (status === 'repair' ? 'damaged' : i % 23 === 22 ? 'moved' : 'match') : null,
      checkRemark: checked ? (status === 'repair' ? '外观破损，已报修' : i % 23 === 22 ? '存放位置与登记不符，已更正' : '') : null,
    };
  });
}

export async function seedAssets(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('zcgl');
  const pt = tables('platform');
  if (await seedTable(sql, t.assetType, `INSERT INTO ${t.assetType} (tenant_id, code, name, useful_years, sort)
      SELECT ${TID}, x.code, x.name, x.years, x.sort FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, years int, sort int)`,
  [JSON.stringify(TYPES.map(([code, name, , years], i) => ({ code, name, years, sort: (i + 1) * 10 })))])) {
    await sql.query(`UPDATE ${t.assetType} c SET parent_id = p.id FROM ${t.assetType} p, jsonb_to_recordset($1::jsonb) AS x(code text, parent text)
      WHERE c.code = x.code AND p.code = x.parent`, [JSON.stringify(TYPES.map(([code, , parent]) => ({ code, parent })))]);
  }
  const ids: Ids = {
    companies: (await sql.query<{ id: number }>(`SELECT id FROM ${pt.company} ORDER BY id`)).map((r) => r.id),
    staff: (await sql.query<{ id: number }>(`SELECT id FROM ${pt.staff} ORDER BY id`)).map((r) => r.id),
    vehicles: (await sql.query<{ car_no: string }>(`SELECT car_no FROM ${pt.vehicle} ORDER BY car_no`)).map((r) => r.car_no),
  };
  if (!ids.companies.length || !ids.staff.length) return;
  const assets = assetsOf(p, { ...ids, vehicles: ids.vehicles.length ? ids.vehicles : ['—'] });
  const inserted = await seedTable(sql, t.assetArchive, `INSERT INTO ${t.assetArchive} (tenant_id, asset_code, name, asset_type_id, model, brand, source, original_value,
        purchase_date, dept_id, keeper_id, place, status, supplier, warranty_date, last_check_date, checker_id, check_result, check_remark, create_time)
      SELECT ${TID}, x.code, x.name, ty.id, x.model, x.brand, x.source, x.value, x."purchaseDate"::date, x.dept, x.keeper, x.place, x.status, x.supplier,
             x."warrantyDate"::date, x."checkDate"::date, x.checker, x."checkResult", NULLIF(x."checkRemark", ''), x."purchaseDate"::date + TIME '09:30'
        FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, type text, model text, brand text, source text, value float8, "purchaseDate" text,
             dept int, keeper int, place text, status text, supplier text, "warrantyDate" text, "checkDate" text, checker int, "checkResult" text, "checkRemark" text)
        JOIN ${t.assetType} ty ON ty.code = x.type`, [JSON.stringify(assets)]);
  if (inserted) await seedAssetHistory(sql);
}

/** The audit entries of the seeded assets, by the tenant's administrator (display values, as the engine writes them). */
async function seedAssetHistory(sql: Sql): Promise<void> {
  const t = tables('zcgl');
  const pt = tables('platform');
  const who = `(SELECT user_id, name FROM users WHERE tenant_id = ${TID} ORDER BY (lower(username) IN ('root', 't2admin')) DESC, user_id LIMIT 1)`;
  const head = `INSERT INTO audit_log (tenant_id, at, user_id, user_name, table_name, resource, record_id, action, changes)`;
  const labels = `(VALUES ('inUse', '在用'), ('idle', '闲置'), ('repair', '维修中'), ('scrapped', '已报废')) AS s(v, l)`;
  const results = `(VALUES ('match', '账实相符'), ('moved', '位置变动'), ('damaged', '损坏'), ('missing', '盘亏')) AS r(v, l)`;
  await sql.query(`${head}
    SELECT ${TID}, a.create_time, u.user_id, u.name, '${t.assetArchive}', 'zcgl.assetArchive', a.id, 'create',
           jsonb_build_array(jsonb_build_object('field', 'assetCode', 'label', '资产编号', 'old', NULL, 'new', a.asset_code),
                             jsonb_build_object('field', 'name', 'label', '资产名称', 'old', NULL, 'new', a.name),
                             jsonb_build_object('field', 'originalValue', 'label', '原值', 'old', NULL, 'new', a.original_value),
                             jsonb_build_object('field', 'status', 'label', '资产状态', 'old', NULL, 'new', '在用'))
      FROM ${t.assetArchive} a, ${who} u`);
  await sql.query(`${head}
    SELECT ${TID}, a.last_check_date + TIME '10:15', u.user_id, u.name, '${t.assetArchive}', 'zcgl.assetArchive', a.id, 'check',
           jsonb_build_array(jsonb_build_object('field', 'lastCheckDate', 'label', '最近盘点', 'old', NULL, 'new', to_char(a.last_check_date, 'YYYY-MM-DD')),
                             jsonb_build_object('field', 'checkerId', 'label', '盘点人', 'old', NULL, 'new', st.name),
                             jsonb_build_object('field', 'checkResult', 'label', '盘点结果', 'old', NULL, 'new', r.l))
      FROM ${t.assetArchive} a JOIN ${pt.staff} st ON st.id = a.checker_id JOIN ${results} ON r.v = a.check_result, ${who} u
     WHERE a.last_check_date IS NOT NULL`);
  // Status changes after the check (or half-way through the asset's life when never checked).
  await sql.query(`${head}
    SELECT ${TID}, COALESCE(a.last_check_date + 12, a.purchase_date + (DATE '${SEED_END}' - a.purchase_date) / 2) + TIME '15:40', u.user_id, u.name,
           '${t.assetArchive}', 'zcgl.assetArchive', a.id, 'update',
           jsonb_build_array(jsonb_build_object('field', 'status', 'label', '资产状态', 'old', '在用', 'new', s.l))
      FROM ${t.assetArchive} a JOIN ${labels} ON s.v = a.status, ${who} u
     WHERE a.status <> 'inUse'`);
}
