/**
 * 应急保障 demo data of one tenant, around its map centre, from the tenant's own master data:
 * storehouses in its streets kept by its staff, teams of its units, emergency people from its
 * staff (drivers ride the cars they drive), emergency cars from its fleet (a vehicle under repair
 * stays 维修), the supplies catalogue, and supply documents of the last 90 days posted to the
 * stock ledger (book yjwz.supplies) as the engine posts them — a draft and a cancelled one with
 * its reversal included. Outflows never exceed what the storehouse received before; a few leave
 * items below their safety stock so the board's 库存预警 has something to show.
 */
import type { Sql } from '../../db/types';
import { SEED_END, SEED_DAYS, type TenantProfile } from '../../seed/profiles';
import { tables } from '../../seed/tables';
import { appendEntries, type Entry } from '../../resources/stock';
import { addDays, insertMany } from '../../seed/seed-util';
import { BOOK, STOCK_IN, STOCK_OUT } from './util';

/** [code, name, category, specification, unit, safety stock, unit price, shelf life months]. */
const MATERIALS: [string, string, string, string, string, number, number, number | null][] = [
  ['WZ-FX01', '防汛沙袋', 'flood', '编织袋 50×80 厘米，装沙 25 千克', 'bag', 500, 6, null],
  ['WZ-FX02', '移动排水泵', 'flood', '汽油机 流量 100 立方米/时', 'unit', 4, 3800, null],
  ['WZ-FX03', '排水软管', 'flood', 'PVC 口径 100 毫米', 'meter', 300, 18, null],
  ['WZ-FX04', '挡水板', 'flood', '铝合金 1.2 米', 'piece', 40, 260, null],
  ['WZ-XX01', '融雪剂', 'snow', '氯化钙环保型 25 千克/袋', 'bag', 200, 65, 24],
  ['WZ-XX02', '推雪铲', 'snow', '加宽 60 厘米', 'piece', 60, 45, null],
  ['WZ-ZM01', '移动照明灯塔', 'lighting', '4×400 瓦 升降 9 米', 'unit', 2, 9600, null],
  ['WZ-ZM02', '发电机组', 'lighting', '柴油 10 千瓦', 'unit', 2, 12800, null],
  ['WZ-FH01', '雨衣雨裤', 'protection', '分体反光 L/XL', 'set', 120, 85, null],
  ['WZ-FH02', '救生衣', 'protection', '成人 浮力 ≥ 100 牛', 'item', 40, 120, 60],
  ['WZ-FH03', '反光锥', 'protection', '70 厘米 PVC', 'piece', 150, 28, null],
  ['WZ-GJ01', '油锯', 'tools', '汽油 20 英寸导板', 'unit', 4, 1650, null],
  ['WZ-XS01', '84 消毒液', 'disinfection', '5 升/桶，4 桶/箱', 'box', 30, 96, 12],
  ['WZ-SH01', '瓶装饮用水', 'living', '550 毫升×24 瓶', 'box', 80, 28, 12],
];
const HOUSES: [string, string, number, number][] = [
  ['综合应急物资储备库', 'general', 1200, 0], ['城北防汛物资库', 'flood', 600, 1], ['城西除雪物资库', 'snow', 450, 2], ['运河前置储备点', 'forward', 120, 3],
  ['城南综合储备库', 'general', 900, 0], ['江滨防汛前置点', 'forward', 150, 1],
];
const TEAMS: [string, string, number][] = [
  ['防汛排涝一队', 'flood', 30], ['应急清运队', 'clearance', 45], ['除雪破冰队', 'snow', 40], ['抢险突击队', 'rescue', 20],
  ['综合应急队', 'rescue', 30], ['江滨防汛队', 'flood', 25],
];
const EQUIPMENT: Record<string, string> = {
  drainage: '移动排水泵 2 台、排水软管 100 米、沙袋 100 袋', clearance: '折叠铲 6 把、编织袋 200 个、反光锥 10 个', snow: '推雪铲 6 把、融雪剂 20 袋、防滑链 1 套',
  transport: '绑带 10 根、油锯 1 台、照明灯 2 盏', command: '对讲机 6 部、卫星电话 1 部、便携照明 2 盏', washing: '高压水枪 2 套、消毒液 4 箱',
};
const ROLES = ['leader', 'member', 'driver', 'member', 'logistics', 'medic', 'member', 'driver'] as const;
const SKILLS = ['抢险指挥', '排水泵操作', 'C1/B2 驾驶', '电工证', '急救员证', '油锯操作', '叉车操作', '无人机巡查'];
const EVENTS = ['“桑达”台风防御', '11·02 暴雨积水抢排', '运河路段倒伏树木清理', '寒潮道路结冰处置', '防汛综合演练'];

type Doc = { kind: 'in' | 'out'; house: number; date: string; state: string; type: string; event?: string; lines: { m: number; qty: number }[] };

export async function seedYjwz(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('yjwz');
  const [has] = await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.esStorehouse}) AS has`);
  if (has?.has) return;
  const pt = tables('platform');
  const staff = await sql.query<{ id: number; phone: string; post: string }>(`SELECT id, phone, post FROM ${pt.staff} ORDER BY id`);
  const companies = (await sql.query<{ id: number }>(`SELECT id FROM ${pt.company} ORDER BY id`)).map((r) => r.id);
  const streets = (await sql.query<{ id: number }>(`SELECT id FROM ${pt.region} WHERE level = 'street' ORDER BY code`)).map((r) => r.id);
  const vehicles = await sql.query<{ id: number; status: string }>(`SELECT id, status FROM ${pt.vehicle} ORDER BY car_no`);
  if (!staff.length || !companies.length || !streets.length || !vehicles.length) return;
  const big = p.tenantId === '1';
  const tag = p.tenantId;

  // Storehouses: tenant 1 four, tenant 2 two, spread around the tenant's centre.
  const houses = big ? HOUSES.slice(0, 4) : HOUSES.slice(4);
  const houseIds = await insertMany(sql, t.esStorehouse, ['code', 'name', 'storehouse_type', 'region_id', 'address', 'location', 'floor_area', 'manager_id', 'phone', 'status'],
    houses.map(([name, type, area], i) => [`CK-${tag}${String(i + 1).padStart(2, '0')}`, name, type, streets[i % streets.length], `${p.roads[i % p.roads.length]}${18 + i * 36} 号`,
      `${(p.lng + ((i % 2) * 2 - 1) * 0.021).toFixed(6)},${(p.lat + (i < 2 ? 1 : -1) * 0.014).toFixed(6)}`, area, staff[i % staff.length]!.id, `0571-8${tag}6${String(1000 + i * 111)}`, 'enabled']));
  const materialIds = await insertMany(sql, t.esMaterial, ['code', 'name', 'category', 'specification', 'unit', 'safety_stock', 'shelf_life_months', 'status'],
    MATERIALS.map(([c, n, cat, s, u, safety, , life]) => [c, n, cat, s, u, big ? safety : Math.ceil(safety / 2), life, 'enabled']));

  // Teams, each standing by in a storehouse and led by one of the staff.
  const teams = big ? TEAMS.slice(0, 4) : TEAMS.slice(4);
  const teamIds = await insertMany(sql, t.esTeam, ['code', 'name', 'team_type', 'company_id', 'leader_id', 'duty_phone', 'storehouse_id', 'response_minutes', 'status'],
    teams.map(([name, type, minutes], i) => [`DW-${tag}${String(i + 1).padStart(2, '0')}`, name, type, companies[i % companies.length], staff[i % staff.length]!.id,
      `0571-8${tag}7${String(2000 + i * 13)}`, houseIds[i % houseIds.length], minutes, 'enabled']));

  // Cars: tenant 1 six, tenant 2 three of its fleet; each driven by a driver of the staff.
  const drivers = staff.filter((s) => s.post === '驾驶员');
  const usages = ['drainage', 'clearance', 'transport', 'snow', 'command', 'washing'];
  const cars = vehicles.filter((_, i) => i % 4 === 0).slice(0, big ? 6 : 3);
  const carDriver = cars.map((_, i) => (drivers.length ? drivers[i % drivers.length]! : staff[i % staff.length]!).id);
  await insertMany(sql, t.esCar, ['car_id', 'team_id', 'usage', 'equipment', 'storehouse_id', 'driver_id', 'car_status', 'remark'],
    cars.map((v, i) => [v.id, teamIds[i % teamIds.length], usages[i % usages.length], EQUIPMENT[usages[i % usages.length]!], houseIds[i % houseIds.length], carDriver[i],
      v.status === 'repair' ? 'repair' : i % 3 === 1 ? 'onDuty' : 'standby', null]));

  // People: the first ten of the workforce (tenant 2: six) stand by for emergencies; a driver rides the first car they drive.
  const people = staff.slice(0, big ? 10 : 6);
  await insertMany(sql, t.esStaff, ['staff_id', 'team_id', 'role', 'duty_phone', 'skills', 'car_id', 'duty_status', 'join_date'],
    people.map((s, i) => {
      const car = carDriver.indexOf(s.id);
      const leader = i < teamIds.length;
      return [s.id, teamIds[i % teamIds.length], i === 0 ? 'commander' : leader ? 'leader' : car >= 0 ? 'driver' : ROLES[i % ROLES.length], s.phone, SKILLS[i % SKILLS.length],
        car >= 0 ? cars[car]!.id : null, i % 7 === 6 ? 'leave' : i % 3 === 1 ? 'onDuty' : 'standby', addDays('2024-03-01', i * 41)];
    }));

  // Supply documents: an opening purchase per storehouse, top-ups, outflows for events; a draft and a cancelled one.
  const start = addDays(SEED_END, -(SEED_DAYS - 1));
  const qtyOf = (k: number) => { const [, , , , , safety] = MATERIALS[k]!; return big ? safety : Math.ceil(safety / 2); };
  const docs: Doc[] = [];
  houseIds.forEach((house, i) => {
    const stocked = MATERIALS.map((_, k) => k).filter((k) => (k + i) % 4 !== 3);
    docs.push({ kind: 'in', house, date: addDays(start, i), state: 'submitted', type: 'purchase', lines: stocked.map((k) => ({ m: k, qty: Math.ceil(qtyOf(k) * 1.5) })) });
    docs.push({ kind: 'in', house, date: addDays(start, 30 + i * 3), state: 'submitted', type: i % 2 ? 'donation' : 'transferIn', lines: stocked.slice(0, 3).map((k) => ({ m: k, qty: Math.ceil(qtyOf(k) * 0.3) })) });
    // Event outflows: the second leaves its items below the safety stock (1.5 + 0.3 − 0.4 − 0.9 = 0.5).
    docs.push({ kind: 'out', house, date: addDays(start, 45 + i * 4), state: 'submitted', type: 'emergency', event: EVENTS[i % EVENTS.length], lines: stocked.slice(0, 4).map((k) => ({ m: k, qty: Math.ceil(qtyOf(k) * 0.4) })) });
    docs.push({ kind: 'out', house, date: addDays(start, 70 + i * 3), state: 'submitted', type: i % 2 ? 'drill' : 'emergency', event: EVENTS[(i + 1) % EVENTS.length], lines: stocked.slice(i % 2, (i % 2) + 2).map((k) => ({ m: k, qty: Math.floor(qtyOf(k) * 0.9) })) });
    if (i === 0) {
      docs.push({ kind: 'in', house, date: addDays(SEED_END, -2), state: 'draft', type: 'purchase', lines: stocked.slice(0, 2).map((k) => ({ m: k, qty: 10 })) });
      docs.push({ kind: 'out', house, date: addDays(SEED_END, -12), state: 'cancelled', type: 'transferOut', event: '误录冲销', lines: stocked.slice(5, 6).map((k) => ({ m: k, qty: 2 })) });
    }
  });
  docs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.kind === 'in' ? -1 : 1));
  const entries: Entry[] = [];
  let seq = 0;
  for (const d of docs) {
    const code = `${d.kind === 'in' ? 'YR' : 'YC'}${d.date.replaceAll('-', '')}-${String(++seq).padStart(3, '0')}`;
    const handler = staff[seq % staff.length]!.id;
    const total = d.lines.reduce((s, l) => s + l.qty, 0);
    const [id] = d.kind === 'in'
      ? await insertMany(sql, t.esStockIn, ['code', 'in_type', 'storehouse_id', 'in_date', 'handler_id', 'supplier', 'total_quantity', 'total_amount', 'state'],
        [[code, d.type, d.house, d.date, handler, d.type === 'purchase' ? '浙江安防应急装备有限公司' : d.type === 'donation' ? '市慈善总会' : '市应急物资中心库', total,
          d.lines.reduce((s, l) => s + l.qty * MATERIALS[l.m]![6], 0), d.state]])
      : await insertMany(sql, t.esStockOut, ['code', 'out_type', 'storehouse_id', 'out_date', 'handler_id', 'event_name', 'receiver_id', 'total_quantity', 'state'],
        [[code, d.type, d.house, d.date, handler, d.event, staff[(seq + 3) % staff.length]!.id, total, d.state]]);
    const lineIds = d.kind === 'in'
      ? await insertMany(sql, t.esStockInLine, ['es_stock_in_id', 'line_no', 'material_id', 'quantity', 'unit_price', 'amount'], d.lines.map((l, n) => [id, n + 1, materialIds[l.m], l.qty, MATERIALS[l.m]![6], l.qty * MATERIALS[l.m]![6]]))
      : await insertMany(sql, t.esStockOutLine, ['es_stock_out_id', 'line_no', 'material_id', 'quantity'], d.lines.map((l, n) => [id, n + 1, materialIds[l.m], l.qty]));
    if (d.state === 'draft') continue;
    const posted = d.lines.map((l, n): Entry => ({
      book: BOOK, storehouseId: d.house, locationId: 0, itemId: materialIds[l.m]!, quantity: d.kind === 'in' ? l.qty : -l.qty, bizDate: d.date,
      kind: d.kind, docResource: d.kind === 'in' ? STOCK_IN : STOCK_OUT, docId: id!, lineId: lineIds[n]!, docCode: code,
    }));
    entries.push(...posted);
    if (d.state === 'cancelled') entries.push(...posted.map((e): Entry => ({ ...e, quantity: -e.quantity, kind: 'reverse' })));
  }
  await appendEntries(sql, entries);
}
