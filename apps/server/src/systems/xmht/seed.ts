/**
 * 项目合同 of one tenant: cooperating units with their shareholders (shares of each unit add up
 * to at most 100 %), projects for the owner units, contracts of each project between the
 * tenant's companies (signed over three years before SEED_END, a PDF attached to every other
 * one), some ending soon after SEED_END and some soon after today (到期提醒), and the services
 * each contract delivers.
 */
import type { Sql } from '../../db/types';
import { SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { addDays, insertMany, prng } from '../../seed/seed-util';
import { tables } from '../../seed/tables';

/** [name, kind, legal person]. */
const UNITS: readonly (readonly [string, string, string])[] = [
  ['区城市管理局', 'owner', '周建华'], ['区环境卫生管理处', 'owner', '吴志刚'], ['街道办事处', 'owner', '孙伟'], ['区交通运输局', 'owner', '郑明'],
  ['城投集团有限公司', 'owner', '钱国强'], ['绿源环境科技有限公司', 'subcontractor', '李春'], ['洁美保洁服务有限公司', 'subcontractor', '王芳'],
  ['宏达运输有限公司', 'subcontractor', '赵磊'], ['环卫机械设备有限公司', 'supplier', '陈斌'], ['安达劳保用品有限公司', 'supplier', '许丽'],
  ['新能源汽车销售有限公司', 'supplier', '冯军'], ['园林绿化工程有限公司', 'partner', '何勇'], ['市政工程建设有限公司', 'partner', '沈涛'],
  ['智慧城市科技有限公司', 'supplier', '韩雪'], ['物业管理有限公司', 'subcontractor', '杨光'], ['再生资源回收有限公司', 'partner', '朱敏'],
];
const CATEGORIES = ['cleaning', 'collection', 'toilet', 'greening', 'integrated'] as const;
const ITEM_NAMES: Record<(typeof CATEGORIES)[number], string> = { cleaning: '道路清扫保洁项目', collection: '生活垃圾收运项目', toilet: '公厕管养项目', greening: '绿地养护项目', integrated: '城乡环卫一体化项目' };
/** [content, service type, frequency, times, unit, unit price]. */
const SERVICES: readonly (readonly [string, string, string, number, string, number])[] = [
  ['主次干道机械化清扫', 'cleaning', 'daily', 2, '平方米', 1.8], ['人行道人工保洁', 'cleaning', 'daily', 1, '平方米', 2.4], ['生活垃圾清运', 'collection', 'daily', 1, '吨', 118],
  ['餐厨垃圾收运', 'collection', 'daily', 1, '吨', 260], ['公厕保洁', 'toilet', 'daily', 3, '座', 980], ['绿地修剪养护', 'greening', 'monthly', 2, '平方米', 3.5],
  ['垃圾桶清洗消杀', 'maintenance', 'weekly', 1, '只', 6], ['果壳箱维护', 'maintenance', 'monthly', 1, '只', 15],
];

const credit = (tenant: string, i: number) => `9133010${tenant}MA2${String(1_000_000 + i * 7919).slice(-7)}`;

async function seedUnits(sql: Sql, p: TenantProfile, rand: () => number): Promise<number[]> {
  const t = tables('xmht');
  const prefix = p.tenantId === '1' ? '示范市' : '滨江区';
  const count = p.tenantId === '1' ? UNITS.length : 9;
  const rows = UNITS.slice(0, count).map(([name, kind, legal], i) => [
    `${prefix}${name}`, credit(p.tenantId, i + 1), kind, legal, [5000, 2000, 800, 3000, 50000, 1000, 500, 800, 2000, 300][i % 10]!,
    addDays('2005-03-01', i * 311), legal.slice(0, 1) + '经理', `1390571${String(1000 + i * 37).slice(-4)}`, `${prefix}${['文一路', '学院路', '江南大道', '滨盛路'][i % 4]} ${10 + i * 3} 号`,
    i % 8 === 7 ? 'paused' : 'active',
  ]);
  const ids = await insertMany(sql, t.organisation, ['name', 'credit_code', 'kind', 'legal_person', 'registered_capital', 'established_date', 'contact', 'phone', 'address', 'state'], rows);
  const holders: unknown[][] = [];
  ids.forEach((orgId, i) => {
    const capital = Number(rows[i]![4]);
    const n = 1 + (i % 4);
    // Shares: the first units' shares add up to 100 %, every fourth leaves some unassigned.
    const whole = i % 4 === 3 ? 90 : 100;
    let left = whole;
    for (let k = 0; k < n; k++) {
      const share = k === n - 1 ? left : Math.round((whole / n) * (0.6 + rand() * 0.5) * 100) / 100;
      left = Math.round((left - share) * 100) / 100;
      const subscribed = Math.round(capital * share) / 100;
      holders.push([orgId, k === 0 ? `${prefix}国有资产投资有限公司` : ['张建', '李敏', '王强', '赵丽'][k % 4]!, k === 0 ? (i % 2 ? 'state' : 'legal') : 'person', share, subscribed, Math.round(subscribed * (k % 2 ? 0.6 : 1) * 100) / 100, addDays('2006-01-01', i * 97 + k * 30)]);
    }
  });
  await insertMany(sql, t.shareholder, ['organisation_id', 'name', 'holder_type', 'share_percent', 'subscribed_capital', 'paid_capital', 'contribution_date'], holders);
  return ids;
}

export async function seedXmht(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('xmht');
  const pt = tables('platform');
  const [{ has }] = (await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.organisation}) AS has`)) as [{ has: boolean }];
  if (has) return;
  const rand = prng(Number(p.tenantId) * 15_485_863 + 7);
  const units = await seedUnits(sql, p, rand);
  const owners = (await sql.query<{ id: number; name: string }>(`SELECT id, name FROM ${t.organisation} WHERE kind = 'owner' ORDER BY id`));
  const regions = (await sql.query<{ id: number }>(`SELECT id FROM ${pt.region} WHERE level = 'street' ORDER BY code`)).map((r) => r.id);
  const staff = (await sql.query<{ id: number }>(`SELECT id FROM ${pt.staff} ORDER BY id`)).map((r) => r.id);
  const companies = (await sql.query<{ id: number }>(`SELECT id FROM ${pt.company} ORDER BY id`)).map((r) => r.id);
  if (!units.length || !owners.length || !regions.length || !companies.length) return;
  const [{ today }] = (await sql.query<{ today: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS today`)) as [{ today: string }];
  const itemCount = p.tenantId === '1' ? 14 : 6;
  const items: unknown[][] = [];
  for (let i = 0; i < itemCount; i++) {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const start = addDays(SEED_END, -(120 + i * 67));
    const years = 1 + (i % 3);
    const end = addDays(start, years * 365 - 1);
    const state = end < SEED_END ? 'finished' : i === itemCount - 1 ? 'preparing' : i % 9 === 5 ? 'stopped' : 'running';
    const owner = owners[i % owners.length]!;
    items.push([`XM-${start.slice(0, 4)}-${String(i + 1).padStart(3, '0')}`, `${owner.name.replace(/^(示范市|滨江区)/, '')}${ITEM_NAMES[category]}`, owner.id, category, regions[i % regions.length],
      start, end, Math.round((300 + rand() * 2700) * 10_000), staff.length ? staff[i % staff.length] : null, state, `${ITEM_NAMES[category]}，服务期 ${years} 年。`]);
  }
  const itemIds = await insertMany(sql, t.item, ['code', 'name', 'owner_id', 'category', 'region_id', 'start_date', 'end_date', 'amount', 'manager_id', 'state', 'description'], items);
  const contracts: unknown[][] = [];
  const files: { id: string; name: string }[] = [];
  let n = 0;
  itemIds.forEach((itemId, i) => {
    const item = items[i]!;
    const per = 2 + (i % 3);
    for (let k = 0; k < per; k++) {
      n++;
      const sign = addDays(String(item[5]), -10 + k * 40);
      const start = addDays(sign, 5);
      // Every seventh ends soon after SEED_END, every eleventh soon after today; others run their term.
      const end = n % 7 === 3 ? addDays(SEED_END, 5 + (n % 20)) : n % 11 === 4 ? addDays(today, 3 + (n % 25)) : n % 13 === 6 ? addDays(SEED_END, -(5 + (n % 15))) : addDays(start, 365 * (1 + (k % 2)) - 1);
      const itemState = String(item[9]);
      const state = k === per - 1 && itemState === 'preparing' ? 'drafting' : itemState === 'stopped' && k === 0 ? 'terminated' : end < SEED_END && n % 13 !== 6 ? 'completed' : 'performing';
      const amount = Math.round((Number(item[7]) / per) * (0.7 + rand() * 0.5) / 100) * 100;
      const fileId = n % 2 === 1 ? `xmht-${p.tenantId}-${String(n).padStart(3, '0')}` : null;
      const name = `${String(item[1]).replace(/项目$/, '')}${['服务合同', '车辆租赁合同', '设备采购合同', '劳务分包合同'][k % 4]}`;
      if (fileId) files.push({ id: fileId, name: `${name}.pdf` });
      contracts.push([`HT-${sign.slice(0, 4)}-${String(n).padStart(4, '0')}`, name, itemId, ['service', 'lease', 'purchase', 'subcontract'][k % 4], companies[k % companies.length], companies[(k + 1 + i) % companies.length],
        amount, state === 'completed' ? amount : Math.round(amount * rand() * 0.8 / 100) * 100, sign, start, end, ['monthly', 'quarterly', 'milestone', 'once'][n % 4], '每期验收合格后 15 个工作日内支付',
        staff.length ? staff[n % staff.length] : null, state, fileId, state === 'terminated' ? '业主调整服务范围，双方协商终止' : null]);
    }
  });
  for (const f of files) {
    const pdf = Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%${f.id}\n%%EOF\n`);
    await sql.query(`INSERT INTO files (tenant_id, file_id, file_name, mime_type, content, size, kind, uploaded_by) VALUES (current_setting('app.tenant_id'), $1, $2, 'application/pdf', $3, $4, 'attachments', 'seed') ON CONFLICT DO NOTHING`, [f.id, f.name, pdf, pdf.length]);
  }
  const contractIds = await insertMany(sql, t.contract, ['code', 'name', 'item_id', 'contract_type', 'party_a_id', 'party_b_id', 'amount', 'paid_amount', 'sign_date', 'start_date', 'end_date',
    'payment_terms', 'payment_note', 'handler_id', 'state', 'attachments', 'terminate_reason'], contracts);
  const services: unknown[][] = [];
  contractIds.forEach((contractId, i) => {
    for (let k = 0; k < 1 + (i % 3); k++) {
      const [content, type, frequency, times, unit, price] = SERVICES[(i + k * 3) % SERVICES.length]!;
      services.push([contractId, content, type, `${p.roads[(i + k) % p.roads.length]}沿线`, regions[(i + k) % regions.length], frequency, times, Math.round(200 + rand() * 20_000), unit, price]);
    }
  });
  await insertMany(sql, t.service, ['contract_id', 'content', 'service_type', 'place', 'region_id', 'frequency', 'times', 'quantity', 'unit', 'unit_price'], services);
  // 金额 is derived (服务量 × 单价): computed as the engine computes it on save.
  await sql.query(`UPDATE ${t.service} SET amount = round((quantity * unit_price)::numeric, 2)`);
  await seedTable(sql, t.reminder, `INSERT INTO ${t.reminder} (tenant_id, remind_days, notice) VALUES (current_setting('app.tenant_id'), 30, true)`);
}
