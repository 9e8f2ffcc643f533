/**
 * 系统管理's demo data of one tenant, from its own master data: its constants (its city, which the
 * weather reads), parameters beside the password rule, the division tree over its streets with
 * grid leaders from its staff, 90 days of income of its units, the demo students and grades,
 * third-party applications (demo-app is the one the shell's
 * single sign-on serves), the WeChat bindings of its demo users and the HR system's snapshot.
 */
import type { Sql } from '../../db/types';
import { demoTenants, demoThirdPartyApp, demoUsers } from '../../seed/demo-data';
import { SEED_DAYS, SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { addDays, insertMany, prng } from '../../seed/seed-util';
import { tables } from '../../seed/tables';
import { wxIdentity, type BindType } from './wechat-identity';

const TID = `current_setting('app.tenant_id')`;

/** [type code, type name, [code, value, remark][]] — beside param_password_validate, which the shell seeds. */
const PARAMS: readonly [string, string, readonly [string, string, string][]][] = [
  ['garbage_disposal_price', '垃圾处置收费标准', [['other', '180', '其他垃圾，元/吨'], ['kitchen', '220', '厨余垃圾，元/吨'], ['hazardous', '2600', '有害垃圾，元/吨'], ['recyclable', '0', '可回收物免收处置费']]],
  ['work_shift', '作业班次', [['early', '05:00-09:00', '早班'], ['day', '09:00-17:00', '白班'], ['night', '21:00-03:00', '夜班（次日结束）']]],
  ['alarm_threshold', '报警阈值', [['overspeed', '60', '超速报警阈值，公里/小时'], ['offline', '30', '离线判定，分钟'], ['fuel_drop', '8', '油量骤降报警，升']]],
  ['file_retention', '附件保存期限', [['images', '730', '图片保存天数'], ['attachments', '1825', '附件保存天数']]],
];

const PAYERS: Record<string, readonly string[]> = {
  disposalFee: ['城西再生资源回收站', '杭州餐厨垃圾处理中心', '西溪湿地管委会', '文三路商户联合会'],
  collectionFee: ['翠苑街道办事处', '湖墅街道办事处', '绿城物业服务集团', '万科物业杭州分公司'],
  recyclableSale: ['浙江再生资源利用有限公司', '杭州纸业回收有限公司'],
  toiletSubsidy: ['区城市管理局', '区财政局'],
  advertising: ['城市之光传媒有限公司', '杭州公交广告有限公司'],
  other: ['区总工会', '保险理赔'],
};
const INCOME_TYPES = ['disposalFee', 'disposalFee', 'collectionFee', 'collectionFee', 'collectionFee', 'recyclableSale', 'toiletSubsidy', 'advertising', 'other'] as const;
const AMOUNT: Record<string, [number, number]> = {
  disposalFee: [8_000, 60_000], collectionFee: [5_000, 40_000], recyclableSale: [2_000, 18_000], toiletSubsidy: [20_000, 80_000], advertising: [3_000, 15_000], other: [500, 5_000],
};
const GRADES: readonly [string, string, number, string][] = [
  ['G-2024', '2024 级', 2024, '何老师'], ['G-2025', '2025 级', 2025, '杨老师'], ['G-2026', '2026 级', 2026, '沈老师'],
];
const STUDENTS = ['林子涵', '王一诺', '陈思远', '赵雨桐', '周梓轩', '吴可欣', '郑浩然', '孙语嫣', '钱博文', '冯欣怡', '朱俊杰', '许若曦', '何宇航', '高诗涵', '罗子墨', '梁佳怡'];

/** A small square around a point: the grid's boundary ([[lng,lat],…], closed). */
function square(lng: number, lat: number, half: number): string {
  const r = (v: number) => Math.round(v * 1e6) / 1e6;
  const ring = [[lng - half, lat - half], [lng + half, lat - half], [lng + half, lat + half], [lng - half, lat + half], [lng - half, lat - half]];
  return JSON.stringify(ring.map(([x, y]) => [r(x!), r(y!)]));
}

async function seedConstants(sql: Sql, p: TenantProfile, tenantName: string): Promise<void> {
  const t = tables('xtgl');
  const first = p.tenantId !== '2';
  await seedTable(sql, t.tenantConstant!,
    `INSERT INTO ${t.tenantConstant} (tenant_id, platform_name, org_name, city_name, city_code, city_centre, work_start, work_end, service_hotline, log_retention_days, default_page_size, weather_enabled)
     VALUES (${TID}, $1, $2, $3, $4, $5, '05:00', '21:30', $6, 365, '10', true)`,
    [first ? '示范市城市公共服务管理平台' : '滨江区智慧城管平台', tenantName, first ? '杭州市' : '杭州市滨江区',
      first ? '330100' : '330108', `${p.lng},${p.lat}`, first ? '0571-12319' : '0571-87702319'],
  );
}

async function seedParams(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('xtgl');
  // Tenant 2 keeps fewer parameter types; each type is added once (the table holds the shell's rows too).
  for (const [type, name, rows] of p.tenantId === '2' ? PARAMS.slice(0, 2) : PARAMS) {
    await sql.query(
      `INSERT INTO ${t.param} (tenant_id, param_type_code, param_type_name, parm_code, parm_name, sort, remark)
       SELECT ${TID}, $1, $2, x->>0, x->>1, i::int, x->>2 FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS r(x, i)
        WHERE NOT EXISTS (SELECT 1 FROM ${t.param} WHERE param_type_code = $1)`,
      [type, name, JSON.stringify(rows)],
    );
  }
  // The shell's password rule gets its type's name and remarks once (its rows predate the columns).
  await sql.query(
    `UPDATE ${t.param} SET param_type_name = '密码校验规则', remark = CASE parm_code WHEN 'regex' THEN '密码须匹配的正则表达式' ELSE '不符合时的提示' END
      WHERE param_type_code = 'param_password_validate' AND (param_type_name IS NULL OR param_type_name = '')`,
  );
}

async function seedDivisions(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('xtgl');
  const [has] = await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.division}) AS has`);
  if (has?.has) return;
  const pt = tables('platform');
  const regions = await sql.query<{ id: number; code: string; name: string; level: string; parent_id: number | null }>(`SELECT id, code, name, level, parent_id FROM ${pt.region} ORDER BY code`);
  const staff = (await sql.query<{ id: number }>(`SELECT id FROM ${pt.staff} ORDER BY id`)).map((r) => r.id);
  const districts = regions.filter((r) => r.level === 'district');
  const streets = regions.filter((r) => r.level === 'street');
  let n = 0;
  for (const [d, district] of districts.entries()) {
    const own = streets.filter((s) => s.parent_id === district.id);
    const lng = p.lng + (d - (districts.length - 1) / 2) * 0.05;
    const [area] = await insertMany(sql, t.division!, ['code', 'name', 'level', 'region_id', 'manager_id', 'area', 'boundary', 'status', 'remark'], [
      [`PQ-${p.tenantId}${String(d + 1).padStart(2, '0')}`, `${district.name}片区`, 'area', district.id, staff[d % staff.length], 12.5 + d * 3.2, square(lng, p.lat, 0.022), 'enabled', null],
    ]);
    for (const [s, street] of own.entries()) {
      const gx = lng + (s - 1) * 0.014;
      const grids = await insertMany(sql, t.division!, ['code', 'name', 'level', 'parent_id', 'region_id', 'manager_id', 'area', 'boundary', 'status', 'remark'], [1, 2].map((g) => {
        n += 1;
        return [`WG-${p.tenantId}${String(n).padStart(3, '0')}`, `${street.name}第${g === 1 ? '一' : '二'}网格`, 'grid', area, street.id, staff[(n + 2) % staff.length],
          1.2 + ((n * 37) % 20) / 10, square(gx, p.lat + (g - 1.5) * 0.012, 0.005), n % 9 === 0 ? 'disabled' : 'enabled', null];
      }));
      // The first grid of each street splits into two responsibility sections along its main road.
      await insertMany(sql, t.division!, ['code', 'name', 'level', 'parent_id', 'region_id', 'manager_id', 'area', 'status', 'remark'], [1, 2].map((k) => [
        `ZRD-${p.tenantId}${String(n).padStart(3, '0')}-${k}`, `${p.roads[(n + k) % p.roads.length]}责任段`, 'section', grids[0], street.id, staff[(n + k) % staff.length], 0.4 + k * 0.15, 'enabled', null,
      ]));
    }
  }
}

async function seedIncome(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('xtgl');
  const [has] = await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.incomeDetail}) AS has`);
  if (has?.has) return;
  const pt = tables('platform');
  const companies = (await sql.query<{ id: number }>(`SELECT id FROM ${pt.company} ORDER BY id`)).map((r) => r.id);
  const staff = (await sql.query<{ id: number }>(`SELECT id FROM ${pt.staff} ORDER BY id`)).map((r) => r.id);
  const random = prng(Number(p.tenantId) * 7_919 + 340);
  const rows: unknown[][] = [];
  const perDay = p.tenantId !== '2' ? 1.3 : 0.6;
  for (let d = SEED_DAYS - 1; d >= 0; d--) {
    const date = addDays(SEED_END, -d);
    const count = Math.floor(perDay + random());
    for (let k = 0; k < count; k++) {
      const type = INCOME_TYPES[Math.floor(random() * INCOME_TYPES.length)]!;
      const [lo, hi] = AMOUNT[type]!;
      const payers = PAYERS[type]!;
      rows.push([date, type, payers[Math.floor(random() * payers.length)], companies[Math.floor(random() * companies.length)], Math.round((lo + random() * (hi - lo)) * 100) / 100,
        type === 'toiletSubsidy' ? 'transfer' : ['transfer', 'transfer', 'wechat', 'alipay', 'cash', 'acceptance'][Math.floor(random() * 6)], `SR${p.tenantId}${date.replace(/-/g, '')}-${String(k + 1).padStart(2, '0')}`,
        staff[Math.floor(random() * staff.length)], d <= 6 ? 'pending' : 'booked', null]);
    }
  }
  await insertMany(sql, t.incomeDetail!, ['income_date', 'income_type', 'payer', 'company_id', 'amount', 'pay_method', 'invoice_no', 'handler_id', 'state', 'remark'], rows);
}

async function seedDemoSchool(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('xtgl');
  const [has] = await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.grade}) AS has`);
  if (has?.has) return;
  const grades = p.tenantId !== '2' ? GRADES : GRADES.slice(1);
  const ids = await insertMany(sql, t.grade!, ['code', 'name', 'entry_year', 'head_teacher', 'remark'], grades.map((g) => [g[0], g[1], g[2], g[3], null]));
  const count = p.tenantId !== '2' ? 16 : 8;
  await insertMany(sql, t.student!, ['student_no', 'name', 'gender', 'birth_date', 'grade_id', 'guardian_phone', 'enrol_date', 'status', 'remark'], Array.from({ length: count }, (_, i) => {
    const g = i % ids.length;
    const year = grades[g]![2];
    return [`${year}${p.tenantId}${String(i + 1).padStart(4, '0')}`, STUDENTS[(i + Number(p.tenantId)) % STUDENTS.length], i % 2 ? 'female' : 'male',
      `${year - 7}-${String(1 + (i * 5) % 12).padStart(2, '0')}-${String(1 + (i * 7) % 28).padStart(2, '0')}`, ids[g], `1385710${String(1000 + i * 37).slice(-4)}`,
      `${year}-09-01`, i === 5 ? 'suspended' : 'studying', null];
  }));
}

async function seedApps(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('xtgl');
  const apps: unknown[][] = p.tenantId === demoThirdPartyApp.tenantId
    ? [
      [demoThirdPartyApp.appId, '城市运行综合平台', 'sso', 'https://city-portal.example.com/', '示范市大数据发展管理局', '赵德明', '0571-88001234', 'enabled', '市级城市运行平台，以第三方应用用户单点登录本平台'],
      ['gov-data-hub', '城管数据共享交换平台', 'data', 'https://data-hub.example.com/', '示范市城市管理局', '钱卫东', '0571-88005678', 'enabled', '按日推送收运量、公厕运行等指标'],
      ['hw-mobile', '环卫作业 App', 'mobile', null, '杭州城东环境服务有限公司', '孙丽华', '13805710026', 'disabled', '旧版作业 App，已停用，待下线'],
    ]
    : [['bj-portal', '滨江城市大脑', 'sso', 'https://bj-brain.example.com/', '滨江区数据资源管理局', '周晓东', '0571-87701234', 'enabled', '区级城市大脑平台']];
  await seedTable(sql, t.appInfo!, `INSERT INTO ${t.appInfo} (tenant_id, app_id, app_name, app_type, homepage, vendor, contact, contact_phone, status, description)
    SELECT ${TID}, x[1], x[2], x[3], x[4], x[5], x[6], x[7], x[8], x[9] FROM jsonb_to_recordset($1::jsonb) AS r(x text[])`, [JSON.stringify(apps.map((x) => ({ x })))]);
}

/** The demo users' bindings: [username, type, channel, days before the seed's end]. */
const BINDINGS: readonly [string, BindType, string, number][] = [
  ['root', 'work', 'oauth', 120], ['manager', 'work', 'oauth', 96], ['inspector', 'mp', 'miniLogin', 75], ['handler', 'work', 'oauth', 70],
  ['handler', 'mp', 'miniBind', 64], ['dispatcher', 'work', 'oauth', 58], ['t2admin', 'work', 'oauth', 40],
];
const NICKNAMES = ['阳光', '清风', '行者', '城市守护者', '小周', '老陈', '静心'];

async function seedBindings(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('xtgl');
  const rows = BINDINGS.flatMap(([username, type, channel, days], i) => {
    const user = demoUsers.find((u) => u.username === username && u.tenantId === p.tenantId);
    if (!user) return [];
    const bindTime = `${addDays(SEED_END, -days)} ${String(8 + (i % 9)).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}:00`;
    const lastLogin = type === 'mp' ? `${addDays(SEED_END, -(i % 3))} 07:${String(10 + i * 5).padStart(2, '0')}:00` : null;
    return [[type, user.username, user.name, user.userId, wxIdentity(p.tenantId, user.userId, type), NICKNAMES[i % NICKNAMES.length], channel, bindTime, lastLogin]];
  });
  if (!rows.length) return;
  const [has] = await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.wechatBinding}) AS has`);
  if (has?.has) return;
  await insertMany(sql, t.wechatBinding!, ['bind_type', 'account', 'user_name', 'user_id', 'wx_user_id', 'nickname', 'bind_channel', 'bind_time', 'last_login_time'], rows);
}

const NEW_PEOPLE: readonly [string, 'male' | 'female', string][] = [['钱晓峰', 'male', '调度员'], ['沈佳怡', 'female', '信息员'], ['陆志远', 'male', '数据分析员']];

/**
 * The HR system's snapshot: the platform's departments and people as HR knows them, a few
 * changes ahead — a new command centre with new people in it, a renamed office, two promotions,
 * a transfer and a resignation — so the first 立即同步 has something to reconcile; and the
 * earlier run that imported the organisation.
 */
async function seedHrSnapshot(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('xtgl');
  const pt = tables('platform');
  const [has] = await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.hrDept}) AS has`);
  if (has?.has) return;
  const depts = await sql.query<{ code: string; name: string; parent: string | null; leader: string | null; sort: number | null }>(
    `SELECT d.code, d.name, p.code AS parent, d.leader, d.sort_no AS sort FROM ${pt.department} d LEFT JOIN ${pt.department} p ON p.id = d.parent_id ORDER BY d.sort_no, d.id`,
  );
  const root = depts.find((d) => d.parent === null);
  if (!root) return;
  const people = await sql.query<{ name: string; phone: string; gender: string; dept: string; post: string; entry: string; status: string }>(
    `SELECT s.name, s.phone, coalesce(s.gender, 'male') AS gender, d.code AS dept, s.post, to_char(s.entry_date, 'YYYY-MM-DD') AS entry, coalesce(s.status, 'onJob') AS status
       FROM ${pt.staff} s JOIN ${pt.department} d ON d.id = s.dept_id ORDER BY s.id`,
  );
  const centre = `${root.code}9`;
  const office = depts.filter((d) => d.parent === root.code).at(-1);
  const hrDepts = [
    ...depts.map((d) => [d.code, d === office ? `${d.name}（党群工作部）` : d.name, d.parent, d.leader, d.sort ?? 0]),
    [centre, p.tenantId === '2' ? '数字城管指挥中心' : '智慧环卫指挥中心', root.code, NEW_PEOPLE[0]![0], depts.length + 1],
  ];
  await insertMany(sql, t.hrDept!, ['code', 'name', 'parent_code', 'leader', 'sort_no'], hrDepts);
  const staffRows = people.map((s, i) => [
    `E${p.tenantId}${String(i + 1).padStart(4, '0')}`, s.name, s.phone, s.gender, i === 12 ? centre : s.dept, i === 10 || i === 11 ? '班组长' : s.post, s.entry,
    i === 13 || s.status === 'left' ? 'left' : 'active',
  ]);
  const fresh = NEW_PEOPLE.slice(0, p.tenantId === '2' ? 2 : 3).map(([name, gender, post], i) => [
    `E${p.tenantId}${String(people.length + i + 1).padStart(4, '0')}`, name, `1390571${p.tenantId}${String(i * 37 + 101).padStart(3, '0')}`, gender, centre, post, addDays(SEED_END, -3 + i), 'active',
  ]);
  await insertMany(sql, t.hrStaff!, ['employee_no', 'name', 'phone', 'gender', 'dept_code', 'post', 'entry_date', 'status'], [...staffRows, ...fresh]);
  await insertMany(sql, t.syncLog!, ['sync_time', 'sync_scope', 'operator_name', 'result', 'dept_added', 'dept_updated', 'staff_added', 'staff_updated', 'staff_left', 'skipped', 'detail'], [[
    `${addDays(SEED_END, -30)} 08:30:00`, 'all', demoUsers.find((u) => u.tenantId === p.tenantId && (u.systems === 'all' || u.systems.includes('xtgl')))?.name ?? '系统管理员',
    'changed', depts.length, 0, people.length, 0, 0, 0, `首次同步：导入人事系统的组织机构 ${depts.length} 个部门、${people.length} 名人员`,
  ]]);
}

export async function seedXtgl(sql: Sql, p: TenantProfile): Promise<void> {
  await seedConstants(sql, p, demoTenants.find((x) => x.tenantId === p.tenantId)?.name ?? demoTenants[1]!.name);
  await seedParams(sql, p);
  await seedDivisions(sql, p);
  await seedIncome(sql, p);
  await seedDemoSchool(sql, p);
  await seedApps(sql, p);
  await seedBindings(sql, p);
  await seedHrSnapshot(sql, p);
}

