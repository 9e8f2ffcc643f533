/**
 * The tenant's organisation and workforce: one department tree and the people who work in it
 * (drivers and loaders in the collection teams, sweepers in the cleaning teams, mechanics,
 * safety officers, clerks). Every system that shows a person or a department shows these rows.
 * The first ten people are the ones earlier versions seeded (same names, phones and posts),
 * so other systems' demo data keeps pointing at the same people.
 */
import type { Sql } from '../../db/types';
import { people } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';

const TID = `current_setting('app.tenant_id')`;

/** [code, name, parent code, index of the profile's company it belongs to]. */
type Dept = readonly [code: string, name: string, parent: string | null, company: number | null];

/** Each post's departments, in turn: a post fills its teams round-robin. */
type Posts = Readonly<Record<string, readonly string[]>>;

interface Workforce {
  departments: readonly Dept[];
  /** How many people in all (the first ten keep the posts earlier versions gave them). */
  size: number;
  /** Posts of the people after the first ten, cycled in this order. */
  postCycle: readonly string[];
  posts: Posts;
}

const WORKFORCE: Record<string, Workforce> = {
  '1': {
    departments: [
      ['d1', '示范市环境卫生管理中心', null, null],
      ['d11', '收运事业部', 'd1', 0],
      ['d111', '东区收运队', 'd11', 0], ['d112', '西区收运队', 'd11', 0], ['d113', '餐厨收运队', 'd11', 0],
      ['d12', '道路保洁事业部', 'd1', 2],
      ['d121', '保洁一中队', 'd12', 2], ['d122', '保洁二中队', 'd12', 2], ['d123', '机扫作业队', 'd12', 2],
      ['d14', '公厕管理所', 'd1', 1],
      ['d15', '车辆设备保障中心', 'd1', 3], ['d151', '车辆维修班', 'd15', 3],
      ['d16', '安全生产科', 'd1', null],
      ['d13', '综合办公室', 'd1', null],
    ],
    size: 80,
    postCycle: ['保洁员', '驾驶员', '装卸工', '保洁员', '机扫司机', '保洁员', '装卸工', '驾驶员', '公厕保洁员', '保洁员', '维修工', '班组长', '安全员', '调度员', '文员'],
    posts: {
      驾驶员: ['d111', 'd112', 'd113'], 装卸工: ['d111', 'd112', 'd113'], 保洁员: ['d121', 'd122'], 机扫司机: ['d123'],
      公厕保洁员: ['d14'], 维修工: ['d151'], 班组长: ['d111', 'd121', 'd112', 'd122', 'd113', 'd123'], 安全员: ['d16'], 调度员: ['d11'], 文员: ['d13'],
    },
  },
  '2': {
    departments: [
      ['d2', '滨江区城市管理局', null, null],
      ['d21', '环境卫生所', 'd2', 0],
      ['d211', '保洁一队', 'd21', 1], ['d212', '收运班', 'd21', 2],
      ['d22', '市容执法大队', 'd2', null],
      ['d23', '综合科', 'd2', null],
    ],
    size: 40,
    postCycle: ['保洁员', '驾驶员', '装卸工', '保洁员', '班组长', '保洁员', '安全员', '文员'],
    posts: { 驾驶员: ['d212'], 装卸工: ['d212'], 保洁员: ['d211'], 班组长: ['d211', 'd212'], 安全员: ['d22'], 文员: ['d23'] },
  },
};

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗', '郑', '梁', '谢', '宋'];
const MALE = ['建华', '国强', '志刚', '卫国', '海峰', '永明', '德胜', '春雷', '明亮', '振东', '文涛', '小军', '宏伟', '立平', '金宝', '家兴'];
const FEMALE = ['秀英', '桂兰', '美玲', '红梅', '丽娟', '玉珍', '晓燕', '凤英', '春燕', '雪芳'];
/** Women among the names earlier versions seeded (`people`). */
const FEMALE_PEOPLE = new Set(['孙丽华', '朱雪梅', '施红英']);

interface Person { k: number; name: string; phone: string; gender: 'male' | 'female'; post: string; dept: string; entryDate: string }

/** The tenant's people, deterministic: the k-th person is the same on every run. */
export function workforceOf(tenantId: string): Person[] {
  const w = WORKFORCE[tenantId];
  if (!w) return [];
  const filled = new Map<string, number>();
  const deptFor = (post: string) => {
    const teams = w.posts[post] ?? [w.departments[0]![0]];
    const n = filled.get(post) ?? 0;
    filled.set(post, n + 1);
    return teams[n % teams.length]!;
  };
  const out: Person[] = [];
  for (let k = 1; k <= w.size; k++) {
    const early = k <= 10;
    const post = early ? ['驾驶员', '装卸工', '保洁员'][k % 3]! : w.postCycle[(k - 11) % w.postCycle.length]!;
    const female = early ? FEMALE_PEOPLE.has(people[k - 1]!) : ['保洁员', '公厕保洁员', '文员'].includes(post) && k % 3 !== 0;
    const given = female ? FEMALE[(k * 7) % FEMALE.length]! : MALE[(k * 5) % MALE.length]!;
    const name = early ? people[k - 1]! : SURNAMES[(k * 11) % SURNAMES.length]! + given;
    // Every 45 days since 2022-01-10 (as earlier versions), wrapping before 2026-09.
    const entryDate = new Date(Date.UTC(2022, 0, 10) + ((k * 45) % 1700) * 86_400_000).toISOString().slice(0, 10);
    out.push({ k, name, phone: `1370571${String(k * 71).padStart(4, '0')}`, gender: female ? 'female' : 'male', post, dept: deptFor(post), entryDate });
  }
  return out;
}

/** Departments (top-down, so each parent exists), then the people, then each team's leader. */
export async function seedWorkforce(sql: Sql, tenantId: string): Promise<void> {
  const w = WORKFORCE[tenantId];
  if (!w) return;
  const t = tables('platform');
  const depts = JSON.stringify(w.departments.map(([code, name, parent, company], i) => ({ code, name, parent, company, sort: i + 1 })));
  if (await seedTable(sql, t.department,
    `WITH c AS (SELECT array_agg(id ORDER BY id) a FROM ${t.company})
     INSERT INTO ${t.department} (tenant_id, code, name, company_id, sort_no)
     SELECT ${TID}, code, name, CASE WHEN company IS NULL THEN NULL ELSE c.a[company + 1] END, sort
     FROM jsonb_to_recordset($1::jsonb) AS r(code text, name text, parent text, company int, sort int), c`, [depts])) {
    await sql.query(
      `UPDATE ${t.department} d SET parent_id = p.id FROM ${t.department} p, jsonb_to_recordset($1::jsonb) AS r(code text, parent text)
       WHERE d.code = r.code AND p.code = r.parent`, [depts]);
  }
  const staff = JSON.stringify(workforceOf(tenantId));
  await seedTable(sql, t.staff,
    `INSERT INTO ${t.staff} (tenant_id, name, phone, gender, dept_id, post, entry_date, status)
     SELECT ${TID}, r.name, r.phone, r.gender, d.id, r.post, r."entryDate"::date, 'onJob'
     FROM jsonb_to_recordset($1::jsonb) AS r(k int, name text, phone text, gender text, post text, dept text, "entryDate" text)
     JOIN ${t.department} d ON d.code = r.dept ORDER BY r.k`, [staff]);
  // A team's leader is its 班组长, or else its first member; divisions are led by their first team's.
  await sql.query(
    `UPDATE ${t.department} d SET leader = s.name, phone = s.phone
     FROM (SELECT DISTINCT ON (dept_id) dept_id, name, phone FROM ${t.staff} ORDER BY dept_id, (post = '班组长') DESC, id) s
     WHERE s.dept_id = d.id AND d.leader IS NULL`);
}
