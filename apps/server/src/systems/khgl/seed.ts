/**
 * 考核管理's demo data per tenant: schemes for the collection and cleaning teams (departments), the
 * service units (companies) and, in tenant 1, the team leaders (people), each with dimensions
 * weighing 100, rules with formulas, and five months of records up to SEED_END's month for every
 * subject — older months confirmed, last month submitted, this month drafts — scored by the same
 * code as a save (scoring.ts), plus a few remarks. Runs again safely (empty tables only).
 */
import type { Sql } from '../../db/types';
import { SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { insertMany, prng } from '../../seed/seed-util';
import { tables } from '../../seed/tables';
import { scoreRecord } from './scoring';

type Obj = Record<string, unknown>;

interface RuleDef { code: string; indicator: string; variables: string[]; formula: string; min?: number; max?: number; description: string }
interface DimensionDef { name: string; weight: number; description: string; rules: RuleDef[] }
interface SchemeDef { code: string; name: string; kind: 'dept' | 'company' | 'staff'; subjects: (sql: Sql) => Promise<{ id: number; name: string; leader: string | null }[]>; dimensions: DimensionDef[] }

const quality: DimensionDef = {
  name: '作业质量', weight: 35, description: '道路、收集点作业质量巡检与作业达标情况',
  rules: [{ code: 'Q', indicator: '巡检与作业达标', variables: ['inspectionScore', 'cleanRate'], formula: '0.6 * inspectionScore + 0.4 * cleanRate', description: '巡检得分占 60%，作业达标率占 40%' }],
};
const safety: DimensionDef = {
  name: '安全生产', weight: 25, description: '安全事故、隐患与违规作业',
  rules: [{ code: 'S', indicator: '安全事故与隐患', variables: ['base', 'accidents', 'hazards', 'violations'], formula: 'base - 20 * accidents - 5 * hazards - 3 * violations', description: '每起事故扣 20 分，每处隐患扣 5 分，每次违规扣 3 分' }],
};
const service: DimensionDef = {
  name: '服务投诉', weight: 25, description: '群众投诉、处置时效与表扬',
  rules: [{ code: 'C', indicator: '投诉与超时处置', variables: ['base', 'complaints', 'overdue', 'praises'], formula: 'base - 2 * complaints - 5 * overdue + min(praises, 5)', description: '每次投诉扣 2 分，每次超时扣 5 分，表扬每次加 1 分（最多 5 分）' }],
};
const discipline: DimensionDef = {
  name: '出勤纪律', weight: 15, description: '出勤率',
  rules: [{ code: 'A', indicator: '出勤率', variables: ['base', 'attendanceRate'], formula: 'attendanceRate >= 98 ? base : base - (98 - attendanceRate) * 4', description: '出勤率 98% 及以上得满分，每低 1 个百分点扣 4 分' }],
};

const p = () => tables('platform');
const depts = (codes: readonly string[]) => async (sql: Sql) =>
  sql.query<{ id: number; name: string; leader: string | null }>(`SELECT id, name, leader FROM ${p().department} WHERE code = ANY($1::text[]) ORDER BY sort_no, id`, [codes]);
const companies = async (sql: Sql) => sql.query<{ id: number; name: string; leader: string | null }>(`SELECT id, name, contact AS leader FROM ${p().company} ORDER BY id`);
const leaders = async (sql: Sql) => sql.query<{ id: number; name: string; leader: string | null }>(`SELECT id, name, NULL AS leader FROM ${p().staff} WHERE post = '班组长' AND status = 'onJob' ORDER BY id`);

function schemes(tenantId: string): SchemeDef[] {
  const teams = tenantId === '1' ? ['d111', 'd112', 'd113', 'd121', 'd122', 'd123', 'd14', 'd151'] : ['d211', 'd212', 'd22'];
  const list: SchemeDef[] = [
    { code: 'KH-BZ', name: '作业班组月度考核', kind: 'dept', subjects: depts(teams), dimensions: [quality, safety, service, discipline] },
    {
      code: 'KH-DW', name: '环卫服务单位考核', kind: 'company', subjects: companies,
      dimensions: [{ ...quality, weight: 50 }, { ...safety, weight: 20 }, { ...service, weight: 30 }],
    },
  ];
  if (tenantId === '1') {
    list.push({
      code: 'KH-RY', name: '班组长个人考核', kind: 'staff', subjects: leaders,
      dimensions: [
        { name: '履职表现', weight: 60, description: '巡检与出勤', rules: [{ code: 'P', indicator: '巡检与出勤', variables: ['inspectionScore', 'attendanceRate'], formula: 'round(0.5 * inspectionScore + 0.5 * attendanceRate, 1)', description: '巡检得分与出勤率各占一半' }] },
        { name: '服务投诉', weight: 40, description: '投诉与表扬', rules: [{ code: 'C', indicator: '投诉与表扬', variables: ['base', 'complaints', 'praises'], formula: 'base - 3 * complaints + 2 * praises', max: 100, description: '每次投诉扣 3 分，每次表扬加 2 分，最高 100 分' }] },
      ],
    });
  }
  return list;
}

/** The five months up to SEED_END's, oldest first. */
function months(): string[] {
  const [y, m] = SEED_END.split('-').map(Number);
  return Array.from({ length: 5 }, (_, i) => {
    const d = new Date(Date.UTC(y!, m! - 1 - (4 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

const INPUT_COLUMNS = ['complaints', 'overdue', 'accidents', 'hazards', 'violations', 'praises', 'inspection_score', 'attendance_rate', 'clean_rate'];

const one = (x: number) => Math.round(x * 10) / 10;

/**
 * A subject's month: `level` (0 weak … 1 strong) is the subject's own, so some teams stay ahead;
 * now and then a complaint wave or an accident.
 */
function inputs(r: () => number, level: number): number[] {
  const weak = 1 - level;
  const accidents = r() < 0.04 + 0.08 * weak ? 1 : 0;
  return [
    Math.floor(r() * (2 + 8 * weak)), Math.floor(r() * (1 + 4 * weak)), accidents, Math.floor(r() * (1 + 4 * weak)), Math.floor(r() * (1 + 3 * weak)), Math.floor(r() * (1 + 4 * level)),
    one(70 + 20 * level + r() * 9), one(88 + 8 * level + r() * 4), one(76 + 18 * level + r() * 6),
  ];
}

async function seedConfig(sql: Sql, tenantId: string): Promise<{ schemeId: number; subjects: { id: number; name: string }[] }[]> {
  const k = tables('khgl');
  const out: { schemeId: number; subjects: { id: number; name: string }[] }[] = [];
  for (const def of schemes(tenantId)) {
    const [schemeId] = await insertMany(sql, k.scheme!, ['code', 'name', 'subject_kind', 'weight_total', 'excellent_line', 'good_line', 'pass_line', 'status'],
      [[def.code, def.name, def.kind, 100, 90, 80, 60, 'enabled']]);
    for (const [i, dim] of def.dimensions.entries()) {
      const [dimensionId] = await insertMany(sql, k.dimension!, ['scheme_id', 'name', 'weight', 'sort_no', 'description'], [[schemeId, dim.name, dim.weight, i + 1, dim.description]]);
      await insertMany(sql, k.rule!, ['dimension_id', 'scheme_id', 'code', 'indicator', 'variables', 'formula', 'base_score', 'min_score', 'max_score', 'description', 'status'],
        dim.rules.map((r) => [dimensionId, schemeId, `${def.code}-${r.code}`, r.indicator, r.variables, r.formula, 100, r.min ?? 0, r.max ?? 100, r.description, 'enabled']));
    }
    const people = await def.subjects(sql);
    const column = { dept: 'dept_id', company: 'company_id', staff: 'staff_id' }[def.kind];
    const ids = await insertMany(sql, k.subject!, ['scheme_id', 'subject_kind', column, 'name', 'leader', 'status'], people.map((s) => [schemeId, def.kind, s.id, s.name, s.leader, 'enabled']));
    out.push({ schemeId: schemeId!, subjects: people.map((s, i) => ({ id: ids[i]!, name: s.name })) });
  }
  return out;
}

async function seedRecords(sql: Sql, tenantId: string, config: { subjects: { id: number; name: string }[] }[]): Promise<void> {
  const k = tables('khgl');
  const list = months();
  const r = prng(9_311 + Number(tenantId));
  const assessors = ['周敏', '陈国平', '方婷'];
  for (const { subjects } of config) {
    for (const subject of subjects) {
      const level = r();
      for (const [i, month] of list.entries()) {
        const state = i === list.length - 1 ? 'draft' : i === list.length - 2 ? 'submitted' : 'confirmed';
        const [id] = await insertMany(sql, k.record!, ['subject_id', 'month', 'state', 'assessor', ...INPUT_COLUMNS], [[subject.id, month, state, assessors[(subject.id + i) % 3], ...inputs(r, level)]]);
        const [row] = await sql.query<Obj>(
          `SELECT id, code, subject_id AS "subjectId", month, complaints, overdue, accidents, hazards, violations, praises,
                  inspection_score AS "inspectionScore", attendance_rate AS "attendanceRate", clean_rate AS "cleanRate" FROM ${k.record} WHERE id = $1`, [id]);
        await scoreRecord(sql, row!);
        if (state !== 'draft') {
          await sql.query(`UPDATE ${k.record} SET submit_time = ($2 || '-28 17:30:00')::timestamp, confirm_time = CASE WHEN state = 'confirmed' THEN ($2 || '-28 17:30:00')::timestamp + interval '3 days' END WHERE id = $1`, [id, month]);
        }
      }
    }
  }
}

/** Remarks on the lowest-scoring confirmed records and on last month's submitted ones. */
async function seedRemarks(sql: Sql): Promise<void> {
  const k = tables('khgl');
  await seedTable(sql, k.remark!,
    `INSERT INTO ${k.remark} (tenant_id, record_id, kind, content, author)
     SELECT current_setting('app.tenant_id'), r.id, x.kind, x.content, x.author
       FROM (SELECT id, row_number() OVER (ORDER BY total_score, id) AS n FROM ${k.record} WHERE state = 'confirmed') r
       JOIN (VALUES (1, 'appeal', '本月两起投诉系居民误报，已附现场照片，申请复核服务投诉得分。', '班组长'),
                    (1, 'review', '经复核，一起投诉属实、一起误报，维持原评分。', '考核组'),
                    (2, 'rectify', '已对隐患点位加装警示标识并组织安全培训，下月复查。', '安全员'),
                    (3, 'note', '本月台风天气影响作业，巡检得分已酌情考虑。', '考核组')) AS x(n, kind, content, author) ON x.n = r.n`);
}

export async function seedKhgl(sql: Sql, profile: TenantProfile): Promise<void> {
  const k = tables('khgl');
  const [has] = await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${k.scheme}) AS has`);
  if (has?.has) return;
  const config = await seedConfig(sql, profile.tenantId);
  await seedRecords(sql, profile.tenantId, config);
  await seedRemarks(sql);
}
