/**
 * 巡检考评's configuration per tenant: graded roles, the people who hold them (platform staff:
 * safety officers and clerks inspect and review, team leaders answer for their teams' facilities),
 * rule items per facility type, type bindings, review shares, the 2026 calendar, and what each
 * facility is under (responsible department, inspection type, frequency, inspector in charge).
 * The demo accounts: tenant 1 xjinspector, xjunit, xjreviewer, xjleader; tenant 2 t2admin.
 */
import type { Sql } from '../../db/types';
import { HOLIDAYS_2026 } from '../../seed/holidays';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';

const TID = `current_setting('app.tenant_id')`;

/** [code, name, kind, grade, duty]. */
const ROLES: readonly (readonly [string, string, string, number, string])[] = [
  ['INSPECTOR', '巡检员', 'inspector', 1, '按频次巡检设施、现场打卡、发起考评并确认提交'],
  ['UNIT', '被考评单位联络员', 'unit', 1, '对本部门设施的考评结果签认或在期限内申诉'],
  ['SENIOR', '资深巡检员', 'inspector', 2, '负责重点设施考评，带教巡检员'],
  ['REVIEWER', '复核员', 'reviewer', 2, '处理一级巡检员考评的申诉，复核抽检的考评'],
  ['LEADER', '考评负责人', 'leader', 3, '处理全部申诉与复核，超时督办，维护考评规则'],
];

/** [code, facility type (null: every type), check category, item, standard, per place, maximum]. */
const RULES: readonly (readonly [string, string | null, string, string, string, number, number])[] = [
  ['GEN-01', null, 'sanitation', '地面有垃圾、污水', '设施及周边 5 米内地面干净，无垃圾、无污水，每处扣 1 分', 1, 5],
  ['GEN-02', null, 'sanitation', '设施表面污渍、乱贴乱画', '设施外立面、桶身清洁，无污渍和小广告，每处扣 1 分', 1, 4],
  ['GEN-03', null, 'sanitation', '异味明显、蚊蝇滋生', '无明显异味，按时消杀，发现一处扣 2 分', 2, 6],
  ['GEN-04', null, 'facility', '设施破损未及时报修', '设施破损 24 小时内报修，每处扣 2 分', 2, 6],
  ['GEN-05', null, 'operation', '清运不及时、垃圾满溢', '按时清运，不得满溢，每次扣 3 分', 3, 10],
  ['GEN-06', null, 'safety', '消防器材缺失或过期', '灭火器在有效期内并按点位配置，每处扣 2 分', 2, 6],
  ['GEN-07', null, 'record', '作业台账记录不全', '每日作业记录完整、签字齐全，缺一项扣 1 分', 1, 4],
  ['SJD-01', 'communityPoint', 'sanitation', '分类桶周边散落垃圾', '投放点桶边无散落垃圾，每处扣 1 分', 1, 5],
  ['SJD-02', 'communityPoint', 'facility', '分类桶缺失、破损或标识不清', '四分类桶齐全、完好、标识清晰，每只扣 1 分', 1, 5],
  ['SJD-03', 'communityPoint', 'operation', '混装混运', '分类收集、分类运输，发现一次扣 5 分', 5, 10],
  ['LJF-01', 'garbageRoom', 'sanitation', '房内积水、渗滤液外溢', '地面无积水，渗滤液收集通畅，每处扣 2 分', 2, 6],
  ['LJF-02', 'garbageRoom', 'facility', '门窗、照明、冲洗设施损坏', '门窗完好、照明正常、冲洗设施可用，每项扣 1 分', 1, 5],
  ['LJF-03', 'garbageRoom', 'operation', '未按时开放或未落实桶边督导', '按公示时段开放并有人督导，每次扣 2 分', 2, 6],
  ['ZYZ-01', 'transferStation', 'sanitation', '卸料区及场地不洁', '卸料区每车次后清扫冲洗，每处扣 2 分', 2, 8],
  ['ZYZ-02', 'transferStation', 'facility', '除臭、喷淋设备未运行', '作业时段除臭、喷淋设备正常运行，每台扣 3 分', 3, 9],
  ['ZYZ-03', 'transferStation', 'operation', '车辆进出未冲洗', '车辆出站前冲洗车身车轮，每车次扣 2 分', 2, 6],
  ['ZYZ-04', 'transferStation', 'safety', '安全警示标识缺失', '危险区域警示标识齐全，每处扣 1 分', 1, 4],
  ['YSZ-01', 'compressionStation', 'facility', '压缩设备带病运行', '设备故障须停机报修，发现一次扣 4 分', 4, 12],
  ['YSZ-02', 'compressionStation', 'sanitation', '污水收集不规范', '污水经管网收集，不得外排，每处扣 2 分', 2, 8],
  ['YSZ-03', 'compressionStation', 'safety', '操作人员无证上岗', '压缩设备操作人员持证上岗，每人扣 5 分', 5, 10],
  ['YJ-01', 'streetShop', 'sanitation', '商铺门前垃圾外溢', '商铺收集点定时定点，无外溢，每处扣 1 分', 1, 5],
  ['YJ-02', 'streetShop', 'operation', '未按时段收集', '按公示时段上门收集，每次扣 2 分', 2, 6],
  ['GG-01', 'publicInstitution', 'operation', '分类投放指导缺失', '公共机构设分类指导员或指导标识，每处扣 1 分', 1, 4],
  ['GG-02', 'publicInstitution', 'record', '分类台账未建立', '建立分类投放、交接台账，缺失扣 2 分', 2, 4],
];

/** [facility type, check categories, frequency, pass, good, excellent]. */
const BINDINGS: readonly (readonly [string, readonly string[], string, number, number, number])[] = [
  ['communityPoint', ['sanitation', 'facility', 'operation'], 'weekly', 80, 85, 95],
  ['garbageRoom', ['sanitation', 'facility', 'operation', 'safety'], 'weekly', 80, 85, 95],
  ['transferStation', ['sanitation', 'facility', 'operation', 'safety', 'record'], 'biweekly', 80, 88, 95],
  ['compressionStation', ['sanitation', 'facility', 'operation', 'safety', 'record'], 'biweekly', 80, 88, 95],
  ['streetShop', ['sanitation', 'operation'], 'monthly', 75, 85, 95],
  ['publicInstitution', ['sanitation', 'operation', 'record'], 'monthly', 75, 85, 95],
];

/** The share of each inspector grade's evaluations sampled for review. */
const REVIEW_SHARES: readonly (readonly [number, number, string])[] = [
  [1, 30, '一级巡检员的考评抽检 30%'],
  [2, 15, '资深巡检员的考评抽检 15%'],
  [3, 0, '考评负责人亲自考评的不再抽检'],
];

/** Who holds which role: [post, which of that post in staff order (0: all the rest), role code]. */
const HOLDERS: readonly (readonly [string, number, string])[] = [
  ['文员', 1, 'LEADER'], ['文员', 2, 'REVIEWER'], ['文员', 0, 'INSPECTOR'],
  ['安全员', -1, 'SENIOR'], ['安全员', 0, 'INSPECTOR'],
  ['班组长', 0, 'UNIT'], ['调度员', 1, 'UNIT'],
];

/** Sign-in accounts of demo users: [tenant, role code, department code or null, account]. */
const ACCOUNTS: readonly (readonly [string, string, string | null, string])[] = [
  ['1', 'INSPECTOR', 'd16', 'xjinspector'], ['1', 'UNIT', 'd111', 'xjunit'], ['1', 'REVIEWER', null, 'xjreviewer'], ['1', 'LEADER', null, 'xjleader'],
  ['2', 'LEADER', null, 't2admin'],
];

const json = (rows: unknown) => [JSON.stringify(rows)];

export async function seedMaster(sql: Sql, tenantId: string): Promise<void> {
  const t = tables('ryxj');
  await seedTable(sql, t.role, `INSERT INTO ${t.role} (tenant_id, code, name, kind, grade, duty, enabled)
    SELECT ${TID}, x.code, x.name, x.kind, x.grade, x.duty, true FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, kind text, grade int, duty text)`,
  json(ROLES.map(([code, name, kind, grade, duty]) => ({ code, name, kind, grade, duty }))));
  await seedTable(sql, t.holiday, `INSERT INTO ${t.holiday} (tenant_id, day, name, kind) SELECT ${TID}, x.d::date, x.n, x.k FROM jsonb_to_recordset($1::jsonb) AS x(d text, n text, k text)`,
    json(HOLIDAYS_2026.map(([d, n, k]) => ({ d, n, k }))));
  await seedTable(sql, t.ruleScore, `INSERT INTO ${t.ruleScore} (tenant_id, code, facility_type, check_type, item, standard, unit_deduct, max_deduct, enabled)
    SELECT ${TID}, x.code, x.type, x."check", x.item, x.standard, x.unit, x.max, true
      FROM jsonb_to_recordset($1::jsonb) AS x(code text, type text, "check" text, item text, standard text, unit float8, max float8)`,
  json(RULES.map(([code, type, check, item, standard, unit, max]) => ({ code, type, check, item, standard, unit, max }))));
  await seedTable(sql, t.typeBindingInfo, `INSERT INTO ${t.typeBindingInfo} (tenant_id, facility_type, check_types, frequency, pass_score, good_score, excellent_score, enabled)
    SELECT ${TID}, x.type, ARRAY(SELECT jsonb_array_elements_text(x.checks)), x.freq, x.pass, x.good, x.excellent, true
      FROM jsonb_to_recordset($1::jsonb) AS x(type text, checks jsonb, freq text, pass float8, good float8, excellent float8)`,
  json(BINDINGS.map(([type, checks, freq, pass, good, excellent]) => ({ type, checks, freq, pass, good, excellent }))));
  await seedTable(sql, t.reviewSetting, `INSERT INTO ${t.reviewSetting} (tenant_id, grade, share, remark, enabled)
    SELECT ${TID}, x.grade, x.share, x.remark, true FROM jsonb_to_recordset($1::jsonb) AS x(grade int, share int, remark text)`,
  json(REVIEW_SHARES.map(([grade, share, remark]) => ({ grade, share, remark }))));
  if (await seedPeople(sql, tenantId)) await assignFacilities(sql);
}

/** 角色人员 from the workforce by post (HOLDERS), with the demo accounts. */
async function seedPeople(sql: Sql, tenantId: string): Promise<boolean> {
  const t = tables('ryxj');
  const holders = JSON.stringify(HOLDERS.map(([post, nth, role], order) => ({ post, nth, role, order })));
  const filled = await seedTable(sql, t.roleStaff, `
    WITH s AS (SELECT s.id, s.name, s.phone, s.dept_id, s.post, row_number() OVER (PARTITION BY s.post ORDER BY s.id)::int AS n, count(*) OVER (PARTITION BY s.post)::int AS total
                 FROM platform_staff s WHERE s.status = 'onJob'),
         pick AS (SELECT DISTINCT ON (s.id) s.*, h.role FROM s JOIN jsonb_to_recordset($1::jsonb) AS h(post text, nth int, role text, "order" int)
                   ON h.post = s.post AND (h.nth = 0 OR h.nth = s.n OR (h.nth = -1 AND s.n = s.total AND s.total > 2))
                 ORDER BY s.id, CASE WHEN h.nth = 0 THEN 1 ELSE 0 END, h."order")
    INSERT INTO ${t.roleStaff} (tenant_id, staff_id, name, role_id, dept_id, phone, enabled)
    SELECT ${TID}, p.id, p.name, r.id, p.dept_id, p.phone, true FROM pick p JOIN ${t.role} r ON r.code = p.role ORDER BY p.id`, [holders]);
  if (!filled) return false;
  for (const [, role, dept, account] of ACCOUNTS.filter(([tid]) => tid === tenantId)) {
    await sql.query(
      `UPDATE ${t.roleStaff} m SET account = $3 WHERE m.id = (
         SELECT m2.id FROM ${t.roleStaff} m2 JOIN ${t.role} r ON r.id = m2.role_id JOIN platform_department d ON d.id = m2.dept_id
          WHERE r.code = $1 AND ($2::text IS NULL OR d.code = $2) ORDER BY m2.staff_id LIMIT 1)`,
      [role, dept, account],
    );
  }
  return true;
}

/**
 * Each facility's responsible department (stations: the division a dispatcher answers for; other
 * points: the teams whose leaders answer, in turn), inspection type, frequency of its type, and
 * the inspector in charge (inspectors in turn). Only facilities never set up are touched.
 */
async function assignFacilities(sql: Sql): Promise<void> {
  const t = tables('ryxj');
  await sql.query(`
    WITH units AS (SELECT DISTINCT m.dept_id, d.code, s.post FROM ${t.roleStaff} m JOIN ${t.role} r ON r.id = m.role_id AND r.code = 'UNIT'
                    JOIN platform_staff s ON s.id = m.staff_id JOIN platform_department d ON d.id = m.dept_id),
         teams AS (SELECT dept_id, row_number() OVER (ORDER BY code)::int AS n, count(*) OVER ()::int AS total FROM units WHERE post = '班组长'),
         division AS (SELECT dept_id FROM units WHERE post = '调度员' LIMIT 1),
         inspectors AS (SELECT m.id, row_number() OVER (ORDER BY m.staff_id)::int AS n, count(*) OVER ()::int AS total FROM ${t.roleStaff} m
                          JOIN ${t.role} r ON r.id = m.role_id WHERE r.kind = 'inspector'),
         f AS (SELECT f.id, f.facility_type, f.status, row_number() OVER (ORDER BY f.code, f.id)::int AS n FROM platform_facility f WHERE f.eval_enabled IS NULL)
    UPDATE platform_facility x SET
      eval_dept_id = CASE WHEN f.facility_type IN ('transferStation', 'compressionStation') AND (SELECT dept_id FROM division) IS NOT NULL
                          THEN (SELECT dept_id FROM division) ELSE (SELECT dept_id FROM teams WHERE n = 1 + (f.n - 1) % total) END,
      eval_inspect_type = CASE WHEN f.facility_type IN ('transferStation', 'compressionStation') THEN 'key' WHEN f.n % 7 = 0 THEN 'special' ELSE 'routine' END,
      eval_frequency = COALESCE((SELECT b.frequency FROM ${t.typeBindingInfo} b WHERE b.facility_type = f.facility_type), 'monthly'),
      eval_inspector_id = (SELECT id FROM inspectors WHERE n = 1 + (f.n - 1) % total),
      eval_enabled = f.status IS DISTINCT FROM 'disabled'
    FROM f WHERE x.id = f.id`);
}
