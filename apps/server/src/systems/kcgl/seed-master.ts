/** 仓库管理 master data of one tenant: storehouses, locations, units, specs, the type tree, suppliers, materials. */
import type { Sql } from '../../db/types';
import { tables } from '../../seed/tables';
import { insertMany } from '../../seed/seed-util';

export interface Master {
  storehouses: { id: number; keeper: string }[];
  /** Location ids per storehouse id. */
  locations: Map<number, number[]>;
  materials: { id: number; price: number; typeKey: string; supplierId: number }[];
  suppliers: number[];
}

const UNITS = ['个', '把', '件', '升', '桶', '双', '套', '卷', '箱', '条', '只', '袋'];
const SPECS: [string, string[]][] = [
  ['尺码', ['S', 'M', 'L', 'XL', 'XXL']],
  ['容量', ['1 升', '4 升', '18 升', '200 升']],
  ['长度', ['1.2 米', '1.5 米', '1.8 米']],
  ['袋型', ['45×55 厘米', '80×100 厘米', '120×140 厘米']],
  ['轮胎型号', ['7.50R16', '8.25R20', '11R22.5']],
];
/** [key, name, parent key]: three levels under the roots. */
const TYPES: [string, string, string | null][] = [
  ['clean', '清扫工具', null], ['broom', '扫帚', 'clean'], ['shovel', '铲具', 'clean'], ['tongs', '垃圾夹', 'clean'],
  ['consume', '环卫耗材', null], ['bag', '垃圾袋', 'consume'], ['disinfect', '消杀用品', 'consume'],
  ['protect', '劳保用品', null], ['clothes', '工作服', 'protect'], ['vest', '反光背心', 'clothes'], ['gloves', '手套', 'protect'], ['rain', '雨具', 'protect'],
  ['parts', '车辆配件', null], ['tire', '轮胎', 'parts'], ['filter', '滤芯', 'parts'], ['brake', '刹车片', 'parts'], ['light', '灯具', 'parts'],
  ['oil', '油品', null], ['engineOil', '机油', 'oil'], ['hydraulic', '液压油', 'oil'], ['urea', '车用尿素', 'oil'],
  ['office', '办公用品', null],
];
/** [name, type key, unit, spec value or '', price]. */
const MATERIALS: [string, string, string, string, number][] = [
  ['竹扫帚', 'broom', '把', '1.5 米', 18], ['大竹扫帚', 'broom', '把', '1.8 米', 25], ['塑料扫帚', 'broom', '把', '1.2 米', 15], ['高粱扫帚', 'broom', '把', '1.2 米', 12],
  ['铁锹', 'shovel', '把', '', 32], ['铁簸箕', 'shovel', '个', '', 22], ['塑料簸箕', 'shovel', '个', '', 9.5], ['雪铲', 'shovel', '把', '', 45],
  ['不锈钢垃圾夹', 'tongs', '把', '', 16], ['长柄垃圾夹', 'tongs', '把', '1.2 米', 21],
  ['黑色垃圾袋（大）', 'bag', '卷', '120×140 厘米', 28], ['黑色垃圾袋（中）', 'bag', '卷', '80×100 厘米', 18], ['绿色厨余垃圾袋', 'bag', '卷', '45×55 厘米', 12], ['可降解垃圾袋', 'bag', '卷', '80×100 厘米', 26],
  ['84 消毒液', 'disinfect', '桶', '18 升', 85], ['除臭剂', 'disinfect', '桶', '4 升', 46], ['杀虫剂', 'disinfect', '桶', '4 升', 58], ['石灰粉', 'disinfect', '袋', '', 20],
  ['夏季工作服', 'clothes', '套', 'L', 120], ['冬季棉工作服', 'clothes', '套', 'XL', 260], ['春秋工作服', 'clothes', '套', 'L', 160], ['工作帽', 'clothes', '个', '', 15],
  ['反光背心（荧光黄）', 'vest', '件', 'XL', 22], ['反光背心（橙色）', 'vest', '件', 'L', 22], ['反光马甲（网眼）', 'vest', '件', 'XXL', 26],
  ['棉线手套', 'gloves', '双', '', 3.5], ['橡胶手套', 'gloves', '双', 'M', 8], ['防割手套', 'gloves', '双', 'L', 19], ['劳保皮手套', 'gloves', '双', 'L', 24],
  ['分体雨衣', 'rain', '套', 'XL', 68], ['长筒雨靴', 'rain', '双', '', 45], ['雨伞', 'rain', '把', '', 30], ['安全帽', 'protect', '个', '', 35], ['防尘口罩', 'protect', '个', '', 2.5],
  ['垃圾车轮胎', 'tire', '条', '8.25R20', 1350], ['洒水车轮胎', 'tire', '条', '11R22.5', 1680], ['电动三轮车轮胎', 'tire', '条', '', 180], ['小型清扫车轮胎', 'tire', '条', '7.50R16', 880],
  ['机油滤芯', 'filter', '个', '', 65], ['柴油滤芯', 'filter', '个', '', 78], ['空气滤芯', 'filter', '个', '', 120], ['液压油滤芯', 'filter', '个', '', 145],
  ['前刹车片', 'brake', '套', '', 420], ['后刹车片', 'brake', '套', '', 460],
  ['LED 警示灯', 'light', '个', '', 95], ['倒车灯', 'light', '个', '', 55], ['示廓灯', 'light', '个', '', 28],
  ['柴油机油 CI-4', 'engineOil', '桶', '18 升', 520], ['柴油机油 CK-4', 'engineOil', '桶', '18 升', 680], ['汽油机油 SN', 'engineOil', '桶', '4 升', 168],
  ['抗磨液压油 46#', 'hydraulic', '桶', '18 升', 390], ['抗磨液压油 68#', 'hydraulic', '桶', '200 升', 3900], ['车用尿素', 'urea', '桶', '18 升', 75], ['防冻液', 'oil', '桶', '4 升', 60], ['齿轮油', 'oil', '桶', '18 升', 460],
  ['A4 打印纸', 'office', '箱', '', 150], ['签字笔', 'office', '盒', '', 18], ['文件夹', 'office', '个', '', 6], ['工作记录本', 'office', '本', '', 5], ['硒鼓', 'office', '个', '', 260],
];
const SUPPLIERS: [string, string, string, string, string, string][] = [
  ['杭州城洁环卫用品有限公司', '91330104MA2B3C4D5E', '陈立群', '13857112345', '清扫工具、垃圾袋', 'A'],
  ['浙江安邦劳保用品有限公司', '91330106MA27XK9L3P', '周美华', '13905718822', '工作服、反光背心、手套', 'A'],
  ['杭州顺达汽车配件有限公司', '91330110MA2CJ7R81Q', '王志刚', '13706813366', '轮胎、滤芯、刹车片', 'B'],
  ['中石化杭州油品销售有限公司', '91330100143051234W', '刘建华', '0571-87651234', '机油、液压油、尿素', 'A'],
  ['杭州绿源消杀服务有限公司', '91330105MA28L6TE2N', '孙雅琴', '13588046677', '消毒液、除臭剂', 'B'],
  ['余杭区惠民日用品批发部', '92330110MA2D0QWE1K', '许国强', '13967152288', '扫帚、簸箕', 'C'],
  ['杭州文源办公用品有限公司', '91330102MA2H5B7Y8U', '方晓燕', '0571-86025511', '办公用品', 'B'],
  ['浙江路安交通设施有限公司', '91330108MA2GQ3KD6F', '钱卫东', '13819196655', '警示灯、雨具', 'B'],
];
const SUPPLIER_OF: Record<string, number> = { clean: 0, broom: 5, shovel: 5, tongs: 0, bag: 0, disinfect: 4, clothes: 1, vest: 1, gloves: 1, rain: 7, protect: 1, tire: 2, filter: 2, brake: 2, light: 7, engineOil: 3, hydraulic: 3, urea: 3, oil: 3, office: 6 };

export async function seedKcglMaster(sql: Sql): Promise<Master> {
  const t = tables('kcgl');
  let storehouses = await sql.query<{ id: number; keeper: string }>(`SELECT id, keeper FROM ${t.storehouse} ORDER BY code`);
  if (!storehouses.length) {
    const ids = await insertMany(sql, t.storehouse, ['code', 'name', 'keeper', 'phone', 'area', 'address', 'status'], [
      ['CK-01', '城东物资仓库', '王建国', '13857100101', 860, '上城区艮山东路 88 号', 'enabled'],
      ['CK-02', '城西备件仓库', '李海军', '13857100102', 420.5, '西湖区留和路 219 号', 'enabled'],
      ['CK-03', '应急物资仓库', '张志强', '13857100103', 300, '拱墅区石祥路 66 号', 'enabled'],
      ['CK-04', '油品库', '赵春燕', '13857100104', 180, '上城区九堡大道 12 号', 'enabled'],
    ]);
    storehouses = ids.map((id, i) => ({ id, keeper: ['王建国', '李海军', '张志强', '赵春燕'][i]! }));
  }
  const locations = new Map<number, number[]>();
  const zones = ['A 区', 'B 区', 'C 区'];
  for (const [si, s] of storehouses.entries()) {
    const rows = [1, 2, 3, 4, 5].map((n) => [s.id, `K${si + 1}-${String(n).padStart(2, '0')}`, `${zones[(n - 1) % 3]}${n} 号货架`, zones[(n - 1) % 3], 200 * n, n === 5 ? 'disabled' : n <= 2 ? 'inUse' : 'free']);
    locations.set(s.id, (await insertMany(sql, t.storageLocation, ['storehouse_id', 'code', 'name', 'zone', 'capacity', 'status'], rows)).slice(0, 4));
  }
  const unitIds = await insertMany(sql, t.materialUnit, ['name', 'symbol', 'sort'], [...UNITS, '盒', '本'].map((u, i) => [u, null, i + 1]));
  const unitOf = (name: string) => unitIds[[...UNITS, '盒', '本'].indexOf(name)]!;
  const specIds = await insertMany(sql, t.materialSpec, ['name'], SPECS.map(([n]) => [n]));
  const details = new Map<string, number>();
  for (const [i, [, values]] of SPECS.entries()) {
    const ids = await insertMany(sql, t.materialSpecDetail, ['spec_id', 'value', 'sort'], values.map((v, j) => [specIds[i], v, j + 1]));
    values.forEach((v, j) => details.set(v, ids[j]!));
  }
  const typeIds = new Map<string, number>();
  for (const [key, name, parent] of TYPES) {
    const [id] = await insertMany(sql, t.materialType, ['name', 'parent_id', 'code', 'sort'], [[name, parent ? typeIds.get(parent)! : null, `T${String(typeIds.size + 1).padStart(2, '0')}`, typeIds.size + 1]]);
    typeIds.set(key, id!);
  }
  const suppliers = await insertMany(sql, t.supplier, ['name', 'credit_code', 'contact', 'phone', 'supply_scope', 'level', 'status', 'address'],
    SUPPLIERS.map(([n, c, p, ph, scope, level]) => [n, c, p, ph, scope, level, 'enabled', '杭州市']));
  const materialRows = MATERIALS.map(([name, type, unit, spec, price], i) => [`WL${String(i + 1).padStart(4, '0')}`, name, typeIds.get(type)!, spec ? details.get(spec)! : null, unitOf(unit), price, suppliers[SUPPLIER_OF[type] ?? 0]!, 'enabled']);
  const materialIds = await insertMany(sql, t.material, ['code', 'name', 'material_type_id', 'spec_detail_id', 'unit_id', 'reference_price', 'supplier_id', 'status'], materialRows);
  const materials = materialIds.map((id, i) => ({ id, price: MATERIALS[i]![4], typeKey: MATERIALS[i]![1], supplierId: suppliers[SUPPLIER_OF[MATERIALS[i]![1]] ?? 0]! }));
  const goods = materials.filter((_, i) => i % 2 === 0).map((m, i) => [m.id, ['金鹰', '洁宝', '安邦', '路安', '长城'][i % 5], `${MATERIALS[materials.indexOf(m)]![0]} 标准款`, `69${String(10_000_000_000 + i * 7919).slice(0, 11)}`, m.supplierId, m.price, i % 3 === 0 ? 365 : null]);
  await insertMany(sql, t.materialGoods, ['material_id', 'brand', 'model', 'barcode', 'supplier_id', 'price', 'shelf_life_days'], goods);
  return { storehouses, locations, materials, suppliers };
}
