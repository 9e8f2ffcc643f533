/**
 * 园林养护 demo data of one tenant, around its map centre: types and sub-types, group areas
 * (polygons), nursery documents of the last 90 days posted to the stock ledger as the engine
 * posts them (a draft and a cancelled one with its reversal included), trees inside their areas
 * and their care history. Areas use the tenant's own streets, units and staff (platform tables).
 * Removals never exceed what the area received before, so every balance stays ≥ 0.
 */
import type { Sql } from '../../db/types';
import { SEED_END, SEED_DAYS, type TenantProfile } from '../../seed/profiles';
import { tables } from '../../seed/tables';
import { appendEntries, type Entry } from '../../resources/stock';
import { addDays, insertMany, prng } from '../../seed/seed-util';
import { BOOK, INCREASE, REMOVE } from './reports';

/** [code, name, category, latin name, family]. */
const TYPES: [string, string, string, string, string][] = [
  ['XZ', '香樟', 'arbor', 'Cinnamomum camphora', '樟科樟属'], ['YX', '银杏', 'arbor', 'Ginkgo biloba', '银杏科银杏属'],
  ['GH', '桂花', 'arbor', 'Osmanthus fragrans', '木犀科木犀属'], ['XXS', '悬铃木', 'arbor', 'Platanus acerifolia', '悬铃木科悬铃木属'],
  ['NZ', '女贞', 'arbor', 'Ligustrum lucidum', '木犀科女贞属'], ['HYSN', '红叶石楠', 'shrub', 'Photinia × fraseri', '蔷薇科石楠属'],
  ['DJ', '杜鹃', 'shrub', 'Rhododendron simsii', '杜鹃花科杜鹃花属'], ['XYHY', '小叶黄杨', 'shrub', 'Buxus sinica', '黄杨科黄杨属'],
  ['MD', '麦冬', 'groundCover', 'Ophiopogon japonicus', '天门冬科沿阶草属'], ['BMD', '百慕大草坪', 'lawn', 'Cynodon dactylon', '禾本科狗牙根属'],
  ['YJ', '月季', 'flower', 'Rosa chinensis', '蔷薇科蔷薇属'], ['SZ', '淡竹', 'bamboo', 'Phyllostachys glauca', '禾本科刚竹属'],
];
/** [code, type code, name, specification, unit, price]. */
const SUBTYPES: [string, string, string, string, string, number][] = [
  ['XZ-08', 'XZ', '香樟 胸径8–10厘米', '胸径 8–10 厘米', 'plant', 680], ['XZ-15', 'XZ', '香樟 胸径15–18厘米', '胸径 15–18 厘米', 'plant', 2200],
  ['YX-10', 'YX', '银杏 胸径10–12厘米', '胸径 10–12 厘米', 'plant', 1500], ['GH-06', 'GH', '桂花 地径6–8厘米', '地径 6–8 厘米', 'plant', 520],
  ['GH-12', 'GH', '桂花 地径12–15厘米', '地径 12–15 厘米', 'plant', 1800], ['XXS-12', 'XXS', '悬铃木 胸径12–15厘米', '胸径 12–15 厘米', 'plant', 1200],
  ['NZ-08', 'NZ', '女贞 胸径8–10厘米', '胸径 8–10 厘米', 'plant', 420], ['HYSN-60', 'HYSN', '红叶石楠球 冠径60厘米', '冠径 60 厘米', 'plant', 45],
  ['HYSN-G', 'HYSN', '红叶石楠 色块苗', '高 40 厘米，25 株/平方米', 'sqm', 60], ['DJ-30', 'DJ', '毛鹃 冠径30厘米', '冠径 30 厘米', 'clump', 6],
  ['XYHY-G', 'XYHY', '小叶黄杨 绿篱苗', '高 30 厘米，36 株/平方米', 'sqm', 55], ['MD-G', 'MD', '麦冬 地被', '3–5 芽/丛，49 丛/平方米', 'sqm', 18],
  ['BMD-G', 'BMD', '百慕大 草皮', '满铺草皮卷', 'sqm', 12], ['YJ-P', 'YJ', '丰花月季 盆苗', '2 年生 3–5 分枝', 'pot', 15],
  ['SZ-3', 'SZ', '淡竹 3–5 杆/丛', '杆径 2–3 厘米', 'clump', 80],
];
/** [code, name, category, cycle days, standard]. */
const CURING_TYPES: [string, string, string, number, string][] = [
  ['YH-JG', '浇灌补水', 'water', 7, '高温季节早晚浇透，单株浇水量不少于 50 升，忌正午浇水'],
  ['YH-SF', '追肥', 'fertilize', 90, '环状沟施复合肥，沟深 20 厘米，施肥后浇透水'],
  ['YH-XJ', '整形修剪', 'prune', 180, '剪除枯枝、病虫枝、交叉枝，行道树分枝点不低于 2.8 米'],
  ['YH-BC', '病虫害防治', 'pest', 30, '以生物防治为主，药剂喷洒须提前公告并避开人流高峰'],
  ['YH-ZC', '支撑加固', 'support', 365, '台风季前检查支撑与拉索，松动及时加固'],
  ['YH-FZ', '古树复壮', 'rescue', 365, '土壤改良、透气铺装、营养液注射，全程记录影像'],
  ['YH-XC', '日常巡查', 'inspect', 15, '巡查长势、倾斜、病虫及周边施工影响，异常当日上报'],
];
const STREETS = ['文三路', '学院路', '北山路', '西溪路', '湖墅南路', '莫干山路', '江南大道', '滨盛路', '长河路'];
const AREA_NAMES = ['西湖北山街绿地', '西溪湿地东入口绿带', '文三路行道树片区', '湖墅南路滨河绿地', '大关公园', '清波门街头绿地', '江南大道中央分隔带', '长河公园', '浦沿街心公园'];

const ring = (lng: number, lat: number, w: number, h: number): [number, number][] => {
  const pts: [number, number][] = [[lng - w, lat - h], [lng + w, lat - h * 0.8], [lng + w * 1.1, lat + h], [lng - w * 0.2, lat + h * 1.2], [lng - w * 1.05, lat + h * 0.4]];
  const r = pts.map(([x, y]) => [Number(x.toFixed(6)), Number(y.toFixed(6))] as [number, number]);
  return [...r, r[0]!];
};

export async function seedYlyh(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('ylyh');
  const [has] = await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.groupAreaManage}) AS has`);
  if (has?.has) return;
  const pt = tables('platform');
  const rnd = prng(Number(p.tenantId) * 7919 + 2026);
  const staff = (await sql.query<{ id: number }>(`SELECT id FROM ${pt.staff} ORDER BY id`)).map((r) => r.id);
  const companies = (await sql.query<{ id: number }>(`SELECT id FROM ${pt.company} ORDER BY id`)).map((r) => r.id);
  const streets = (await sql.query<{ id: number }>(`SELECT id FROM ${pt.region} WHERE level = 'street' ORDER BY code`)).map((r) => r.id);
  if (!staff.length || !companies.length || !streets.length) return;

  const typeIds = await insertMany(sql, t.nurseryStockType, ['code', 'name', 'category', 'latin_name', 'family', 'status'], TYPES.map(([c, n, cat, l, f]) => [c, n, cat, l, f, 'enabled']));
  const typeOf = new Map(TYPES.map(([c], i) => [c, typeIds[i]!]));
  const subIds = await insertMany(sql, t.nurseryStockSubtype, ['type_id', 'code', 'name', 'specification', 'unit', 'unit_price', 'status'],
    SUBTYPES.map(([c, ty, n, s, u, price]) => [typeOf.get(ty), c, n, s, u, price, 'enabled']));
  const subs = SUBTYPES.map(([, ty, , , unit, price], i) => ({ id: subIds[i]!, type: ty, unit, price }));
  const curingIds = await insertMany(sql, t.treeCuringType, ['code', 'name', 'category', 'cycle_days', 'standard', 'status'], CURING_TYPES.map(([c, n, cat, d, s]) => [c, n, cat, d, s, 'enabled']));

  // Group areas: tenant 1 six, tenant 2 three, spread around the tenant's centre.
  const count = p.tenantId === '1' ? 6 : 3;
  const names = p.tenantId === '1' ? AREA_NAMES.slice(0, 6) : AREA_NAMES.slice(6);
  const areas = names.slice(0, count).map((name, i) => {
    const lng = p.lng + ((i % 3) - 1) * 0.018;
    const lat = p.lat + (Math.floor(i / 3) - 0.5) * 0.016;
    return { name, lng, lat, w: 0.004 + (i % 2) * 0.002, h: 0.003 + (i % 3) * 0.001 };
  });
  const areaIds = await insertMany(sql, t.groupAreaManage, ['code', 'name', 'region_id', 'company_id', 'manager_id', 'care_level', 'green_area', 'boundary', 'status'],
    areas.map((a, i) => [`GA-${p.tenantId}${String(i + 1).padStart(2, '0')}`, a.name, streets[i % streets.length], companies[i % companies.length], staff[i % staff.length],
      (['first', 'second', 'third'] as const)[i % 3], Math.round(a.w * a.h * 4 * 111_000 * 96_000), JSON.stringify(ring(a.lng, a.lat, a.w, a.h)), 'enabled']));

  // Documents: an opening purchase per area (submitted), replants, removals; a draft and a cancelled one.
  const start = addDays(SEED_END, -(SEED_DAYS - 1));
  const held = new Map<string, number>(); // area|subtype → balance so far
  const entries: Entry[] = [];
  let seq = 0;
  const docs: { kind: 'in' | 'out'; area: number; date: string; state: string; type: string; lines: { sub: typeof subs[number]; qty: number }[] }[] = [];
  areaIds.forEach((area, i) => {
    const chosen = subs.filter((_, k) => (k + i) % 3 !== 0);
    docs.push({ kind: 'in', area, date: addDays(start, i), state: 'submitted', type: 'purchase', lines: chosen.map((sub) => ({ sub, qty: sub.unit === 'sqm' ? 200 + Math.floor(rnd() * 300) : 20 + Math.floor(rnd() * 60) })) });
    for (let k = 0; k < 3; k++) {
      const day = 15 + k * 25 + Math.floor(rnd() * 10);
      const pick = chosen.slice(k, k + 3);
      docs.push({ kind: 'in', area, date: addDays(start, day), state: 'submitted', type: k === 1 ? 'transferIn' : 'replant', lines: pick.map((sub) => ({ sub, qty: 2 + Math.floor(rnd() * 10) })) });
      docs.push({ kind: 'out', area, date: addDays(start, day + 3), state: 'submitted', type: (['dead', 'pest', 'typhoon'] as const)[k], lines: chosen.slice(k + 1, k + 3).map((sub) => ({ sub, qty: 1 + Math.floor(rnd() * 4) })) });
    }
    if (i === 0) {
      docs.push({ kind: 'in', area, date: addDays(SEED_END, -2), state: 'draft', type: 'purchase', lines: chosen.slice(0, 2).map((sub) => ({ sub, qty: 10 })) });
      docs.push({ kind: 'out', area, date: addDays(SEED_END, -20), state: 'cancelled', type: 'construction', lines: chosen.slice(0, 1).map((sub) => ({ sub, qty: 3 })) });
    }
  });
  docs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.kind === 'in' ? -1 : 1));
  const handler = () => staff[Math.floor(rnd() * staff.length)]!;
  for (const d of docs) {
    const prefix = d.kind === 'in' ? 'MZ' : 'MJ';
    const code = `${prefix}${d.date.replaceAll('-', '')}-${String(++seq).padStart(3, '0')}`;
    const total = d.lines.reduce((s, l) => s + l.qty, 0);
    const amount = d.lines.reduce((s, l) => s + l.qty * l.sub.price, 0);
    const [id] = d.kind === 'in'
      ? await insertMany(sql, t.increaseNursery, ['code', 'increase_type', 'group_area_id', 'increase_date', 'handler_id', 'source', 'total_quantity', 'total_amount', 'state'],
        [[code, d.type, d.area, d.date, handler(), d.type === 'transferIn' ? '市园林苗圃调拨' : '萧山花木城', total, amount, d.state]])
      : await insertMany(sql, t.removeNursery, ['code', 'remove_type', 'group_area_id', 'remove_date', 'handler_id', 'reason', 'total_quantity', 'state'],
        [[code, d.type, d.area, d.date, handler(), { dead: '养护巡查发现枯死', pest: '天牛危害严重，整株清除', typhoon: '台风过境倒伏无法扶正', construction: '管线施工占用绿地' }[d.type] ?? '其他', total, d.state]]);
    const lineIds = d.kind === 'in'
      ? await insertMany(sql, t.increaseNurseryLine, ['increase_nursery_id', 'line_no', 'subtype_id', 'quantity', 'unit_price', 'amount'], d.lines.map((l, n) => [id, n + 1, l.sub.id, l.qty, l.sub.price, l.qty * l.sub.price]))
      : await insertMany(sql, t.removeNurseryLine, ['remove_nursery_id', 'line_no', 'subtype_id', 'quantity'], d.lines.map((l, n) => [id, n + 1, l.sub.id, l.qty]));
    if (d.state === 'draft') continue;
    const posted = d.lines.map((l, n): Entry => ({
      book: BOOK, storehouseId: d.area, locationId: 0, itemId: l.sub.id, quantity: d.kind === 'in' ? l.qty : -l.qty, bizDate: d.date,
      kind: d.kind, docResource: d.kind === 'in' ? INCREASE : REMOVE, docId: id!, lineId: lineIds[n]!, docCode: code,
    }));
    for (const e of posted) held.set(`${e.storehouseId}|${e.itemId}`, (held.get(`${e.storehouseId}|${e.itemId}`) ?? 0) + e.quantity);
    entries.push(...posted);
    if (d.state === 'cancelled') entries.push(...posted.map((e): Entry => ({ ...e, quantity: -e.quantity, kind: 'reverse' })));
  }
  await appendEntries(sql, entries);

  // Trees: tenant 1 about 20 per area, tenant 2 about 12, inside the area's box.
  const perArea = p.tenantId === '1' ? 20 : 12;
  const arbors = TYPES.filter(([, , cat]) => cat === 'arbor').map(([c]) => typeOf.get(c)!);
  const treeRows: unknown[][] = [];
  areas.forEach((a, i) => {
    for (let k = 0; k < perArea; k++) {
      const n = i * perArea + k;
      const level = n % 17 === 0 ? 'ancient1' : n % 11 === 0 ? 'ancient2' : n % 7 === 0 ? 'ancient3' : n % 13 === 0 ? 'famous' : 'street';
      const ancient = level.startsWith('ancient');
      const age = level === 'ancient1' ? 520 + (n % 80) : level === 'ancient2' ? 320 + (n % 150) : level === 'ancient3' ? 120 + (n % 150) : level === 'famous' ? 60 + (n % 40) : 8 + (n % 25);
      const lng = a.lng + (rnd() - 0.5) * a.w * 1.2;
      const lat = a.lat + (rnd() - 0.3) * a.h * 1.2;
      treeRows.push([`SM-${p.tenantId}${String(n + 1).padStart(4, '0')}`, arbors[n % arbors.length], areaIds[i], level, `${lng.toFixed(6)},${lat.toFixed(6)}`,
        `${STREETS[(i + k) % STREETS.length]}${10 + k * 6} 号旁`, ancient ? 80 + (n % 120) : 12 + (n % 30), ancient ? 15 + (n % 12) : 6 + (n % 8), ancient ? 12 + (n % 10) : 4 + (n % 5), age,
        addDays('2015-03-01', (n * 97) % 3000), (['good', 'good', 'normal', 'good', 'weak', 'normal', 'good', 'dying'] as const)[n % 8]]);
    }
  });
  const treeIds = await insertMany(sql, t.tree, ['code', 'type_id', 'group_area_id', 'tree_level', 'position', 'address', 'dbh', 'height', 'crown_width', 'tree_age', 'plant_date', 'health'], treeRows);

  // Care history: each tree cared for every few weeks over the 90 days (one statement).
  await sql.query(
    `INSERT INTO ${t.treeCuringHistory} (tenant_id, tree_id, curing_type_id, curing_date, staff_id, work_hours, cost, content, health_after)
     SELECT current_setting('app.tenant_id'), tr, ($2::int[])[1 + (g + k) % cardinality($2::int[])], $4::date - ((g * 37 + k * 23) % $5::int)::int,
            ($3::int[])[1 + (g * 3 + k) % cardinality($3::int[])], 0.5 + ((g + k) % 6) * 0.5, round((80 + ((g * 53 + k * 29) % 420))::numeric, 2),
            (ARRAY['树穴松土并浇透水', '环沟施复合肥 2 千克', '剪除枯枝及下垂枝', '喷洒生物农药防治天牛', '检查支撑并加固拉索', '土壤改良并注射营养液', '巡查长势正常，无倾斜'])[1 + (g + k) % 7],
            (ARRAY['good', 'good', 'normal', 'weak'])[1 + (g + k) % 4]
       FROM unnest($1::int[]) WITH ORDINALITY AS x(tr, g), generate_series(0, $6::int - 1) k`,
    [treeIds, curingIds, staff, SEED_END, SEED_DAYS, p.tenantId === '1' ? 4 : 3],
  );
}
