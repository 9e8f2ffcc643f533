/**
 * wtsb 配置 and 督查 demo data of one tenant, after the problem types and handling persons
 * (seed-config.ts): common types and persons, useful expressions, dept areas around the tenant's map
 * centre, the dept type tree, monthly dept reviews, check groups, subjects and columns.
 * Each table fills only while it is empty (seedTable), so the seed can run again.
 */
import type { Sql } from '../../db/types';
import { people, SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';
import { ident } from '../../resources/names';

const TID = `current_setting('app.tenant_id')`;

const EXPRESSIONS: readonly (readonly [string, string])[] = [
  ['请尽快安排人员到场处置，处置完成后上传现场照片。', 'dispatch'], ['该问题属于贵部门职责范围，请及时签收。', 'dispatch'],
  ['已安排保洁人员到场清理完毕。', 'handle'], ['已联系设施维修班组，预计今日内修复。', 'handle'], ['垃圾已清运，周边已冲洗干净。', 'handle'],
  ['不属于本部门管辖范围，请重新派遣。', 'refuse'], ['上报位置有误，请核实后重新上报。', 'refuse'],
  ['现场核查已处置到位，同意结案。', 'review'], ['现场仍有残留，请继续处置。', 'review'],
];

const DEPT_TYPES: readonly (readonly [string, string, string | null])[] = [
  ['CG', '城市管理部门', null], ['CGJ', '城管执法中队', 'CG'], ['HWS', '环卫所', 'CG'],
  ['JD', '街道', null], ['SQ', '社区', 'JD'], ['ZY', '作业单位', null], ['BJ', '保洁公司', 'ZY'], ['QY', '清运公司', 'ZY'],
];

async function ids(sql: Sql, table: string, order = 'id'): Promise<number[]> {
  return (await sql.query<{ id: number }>(`SELECT id FROM ${ident(table)} ORDER BY ${order}`)).map((r) => r.id);
}

export async function seedWtsbConfigLists(sql: Sql, profile: TenantProfile): Promise<void> {
  const t = tables('wtsb');
  const companyTable = tables('platform').company!;
  const regionTable = tables('platform').region!;
  const depts = await ids(sql, companyTable);
  const regions = await ids(sql, regionTable, 'code');
  if (!depts.length) return;

  await seedTable(sql, t.commonType!,
    `INSERT INTO ${t.commonType} (tenant_id, type_id, alias, sort)
     SELECT ${TID}, id, NULL, (row_number() OVER (ORDER BY code))::int FROM ${t.problemType} WHERE parent_id IS NOT NULL ORDER BY code LIMIT 6`,
  );
  await seedTable(sql, t.commonPerson!,
    `INSERT INTO ${t.commonPerson} (tenant_id, dept_id, member_id, scenes, sort)
     SELECT ${TID}, m.dept_id, m.id, CASE WHEN m.role = 'handler' THEN ARRAY['handle','dispatch'] ELSE ARRAY['review'] END, (row_number() OVER (ORDER BY m.id))::int
       FROM ${t.member} m WHERE m.role <> 'reporter' ORDER BY m.id LIMIT 8`,
  );
  await seedTable(sql, t.usefulExpression!,
    `INSERT INTO ${t.usefulExpression} (tenant_id, content, scene, sort) SELECT ${TID}, x.content, x.scene, x.n::int
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS x(content, scene, n)`,
    [EXPRESSIONS.map((e) => e[0]), EXPRESSIONS.map((e) => e[1])],
  );
  // Dept areas: two per department on a ring around the map centre; the second (a grid) has a drawn boundary.
  await seedTable(sql, t.deptArea!,
    `INSERT INTO ${t.deptArea} (tenant_id, name, dept_id, region_ids, center, radius, duty_start, duty_end, shape, boundary)
     SELECT ${TID}, c.name || CASE WHEN k = 0 THEN '责任区' ELSE '延伸区' END, c.id,
            ARRAY(SELECT r FROM unnest($1::int[]) WITH ORDINALITY AS u(r, o) WHERE (u.o + c.n + k) % 3 = 0 LIMIT 3),
            p.lng::text || ',' || p.lat::text,
            800 + 400 * ((c.n + k) % 4), CASE WHEN k = 0 THEN '07:00' ELSE '08:30' END, CASE WHEN k = 0 THEN '19:00' ELSE '17:30' END,
            CASE WHEN k = 0 THEN 'circle' ELSE 'grid' END,
            CASE WHEN k = 1 THEN json_build_array(json_build_array(p.lng - 0.008, p.lat - 0.006), json_build_array(p.lng + 0.008, p.lat - 0.006),
              json_build_array(p.lng + 0.008, p.lat + 0.006), json_build_array(p.lng - 0.008, p.lat + 0.006), json_build_array(p.lng - 0.008, p.lat - 0.006))::text END
       FROM (SELECT id, name, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM ${companyTable}) c, generate_series(0, 1) k,
            LATERAL (SELECT round((${profile.lng} + 0.03 * cos(radians(c.n * 70 + k * 35)))::numeric, 6) AS lng,
                            round((${profile.lat} + 0.02 * sin(radians(c.n * 70 + k * 35)))::numeric, 6) AS lat) p`,
    [regions],
  );
  if (await seedTable(sql, t.deptType!, `SELECT 1`)) {
    for (const [i, [code, name, parent]] of DEPT_TYPES.entries()) {
      await sql.query(
        `INSERT INTO ${t.deptType} (tenant_id, code, name, parent_id, dept_ids, sort) VALUES (${TID}, $1, $2, (SELECT id FROM ${t.deptType} WHERE code = $3), $4::int[], $5)`,
        [code, name, parent, parent ? depts.filter((_, j) => j % DEPT_TYPES.length === i % depts.length) : [], i + 1],
      );
    }
  }
  // Dept reviews: the last three months before the seed's end, every department.
  await seedTable(sql, t.deptReview!,
    `INSERT INTO ${t.deptReview} (tenant_id, month, dept_id, score, reviewer, remark)
     SELECT ${TID}, to_char(date_trunc('month', $1::date) - make_interval(months => m), 'YYYY-MM'), c.id,
            round((78 + ((c.n * 7 + m * 5) % 20) + 0.5 * ((c.n + m) % 2))::numeric, 1), '${people[0]}', '按月度考核细则评分'
       FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM ${companyTable}) c, generate_series(0, 2) m`,
    [SEED_END],
  );
  await seedTable(sql, t.checkGroup!,
    `INSERT INTO ${t.checkGroup} (tenant_id, name, leader, phone, region_ids, check_time, enabled)
     SELECT ${TID}, '第' || (ARRAY['一','二','三','四'])[g] || '检查组', (ARRAY[${people.slice(4, 8).map((p) => `'${p}'`).join(',')}])[g],
            '1380000' || lpad((g * 1111 + ${Number(profile.tenantId)})::text, 4, '0'),
            ARRAY(SELECT r FROM unnest($1::int[]) WITH ORDINALITY AS u(r, o) WHERE u.o % 4 = g - 1 OR u.o = g), (ARRAY['08:30','09:00','14:00','15:30'])[g], g <> 4
       FROM generate_series(1, 4) g`,
    [regions],
  );
  const groups = await ids(sql, t.checkGroup!);
  await seedTable(sql, t.subject!,
    `INSERT INTO ${t.subject} (tenant_id, name, subject_type, check_group_id, region_id, dept_id, weight)
     SELECT ${TID}, r.name || CASE WHEN r.level = 'street' THEN '街道' WHEN r.level = 'community' THEN '' ELSE '' END,
            CASE WHEN r.level = 'community' THEN 'community' ELSE 'street' END,
            ($1::int[])[1 + (r.n % cardinality($1::int[]))], r.id, ($2::int[])[1 + (r.n % cardinality($2::int[]))], 100 - (r.n % 3) * 10
       FROM (SELECT id, name, level, (row_number() OVER (ORDER BY code) - 1)::int AS n FROM ${regionTable} WHERE level IN ('street', 'community')) r
     UNION ALL
     SELECT ${TID}, c.name, 'company', ($1::int[])[1 + (c.n % cardinality($1::int[]))], NULL, c.id, 80
       FROM (SELECT id, name, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM ${companyTable}) c`,
    [groups, depts],
  );
  await seedTable(sql, t.column!,
    `INSERT INTO ${t.column} (tenant_id, name, code, type_ids, sort, visible)
     SELECT ${TID}, x.name, x.code, ARRAY(SELECT id FROM ${t.problemType} WHERE code LIKE x.prefix || '%' AND parent_id IS NOT NULL ORDER BY code), x.n::int, true
       FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS x(name, code, prefix, n)`,
    [['市容环境', '环卫设施', '街面秩序'], ['env', 'facility', 'order'], ['SRHJ', 'HWSS', 'JMZX']],
  );
}
