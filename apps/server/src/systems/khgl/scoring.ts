/**
 * Scores of a 考核记录, written by the server in the transaction of the record's save: each enabled
 * rule of the record's scheme evaluates its formula over the record's inputs (and its 基础分),
 * clamped to its limits; a dimension scores the mean of its rules; the record's 综合得分 is the sum of
 * dimension score × weight / 100, graded by the scheme's lines. One 考核得分 row per rule.
 * Also the write hooks keeping schemes, subjects and dimensions consistent.
 */
import type { Sql } from '../../db/types';
import { invalid } from '../../resources/messages';
import type { WriteHook } from '../../resources/system-hooks';
import { tables } from '../../seed/tables';
import { evaluate, FormulaError, parseFormula } from './formula';

type Obj = Record<string, unknown>;
const t = () => tables('khgl');

export const INPUTS = ['complaints', 'overdue', 'accidents', 'hazards', 'violations', 'praises', 'inspectionScore', 'attendanceRate', 'cleanRate'] as const;

const round1 = (x: number) => Math.round(x * 10) / 10;

interface Rule { id: number; dimensionId: number; dimensionName: string; weight: number; indicator: string; formula: string; variables: string[]; baseScore: number; minScore: number; maxScore: number }

/** A scheme's enabled rules with their dimensions, in the dimensions' order. */
async function rulesOf(sql: Sql, schemeId: number): Promise<Rule[]> {
  return sql.query<Rule>(
    `SELECT r.id, d.id AS "dimensionId", d.name AS "dimensionName", d.weight, r.indicator, r.formula, r.variables, r.base_score AS "baseScore",
            r.min_score AS "minScore", r.max_score AS "maxScore"
       FROM ${t().dimension} d JOIN ${t().rule} r ON r.dimension_id = d.id AND r.status = 'enabled'
      WHERE d.scheme_id = $1 ORDER BY d.sort_no, d.id, r.code, r.id`,
    [schemeId],
  );
}

/** One rule's score for the record's inputs: its formula's value clamped to its limits. */
export function ruleScore(rule: Pick<Rule, 'formula' | 'variables' | 'baseScore' | 'minScore' | 'maxScore' | 'indicator'>, inputs: Obj): { score: number; values: Record<string, number> } {
  const values: Record<string, number> = { base: Number(rule.baseScore) };
  for (const key of INPUTS) if (typeof inputs[key] === 'number') values[key] = inputs[key] as number;
  try {
    const value = evaluate(parseFormula(rule.formula, rule.variables ?? []), values);
    return { score: round1(Math.min(Number(rule.maxScore), Math.max(Number(rule.minScore), value))), values };
  } catch (error) {
    if (error instanceof FormulaError) throw invalid(`考核指标“${rule.indicator}”无法计分：${error.message}`);
    throw error;
  }
}

function gradeOf(total: number, scheme: { excellentLine: number; goodLine: number; passLine: number }): string {
  if (total >= scheme.excellentLine) return 'excellent';
  if (total >= scheme.goodLine) return 'good';
  return total >= scheme.passLine ? 'pass' : 'fail';
}

/**
 * Checks the record (its subject's scheme is complete, one record per subject and month, not a
 * future month), fills its scheme, period, number and scores. Refusals are 400s: the save is undone.
 */
export async function scoreRecord(sql: Sql, row: Obj): Promise<void> {
  const k = t();
  const [subject] = await sql.query<{ name: string; schemeId: number; status: string }>(`SELECT name, scheme_id AS "schemeId", status FROM ${k.subject} WHERE id = $1`, [row.subjectId]);
  if (!subject) throw invalid('考核对象不存在');
  if (subject.status !== 'enabled') throw invalid(`考核对象“${subject.name}”已停用，不能考核`);
  const [scheme] = await sql.query<{ name: string; status: string; weightTotal: number; excellentLine: number; goodLine: number; passLine: number }>(
    `SELECT name, status, coalesce((SELECT sum(weight) FROM ${k.dimension} d WHERE d.scheme_id = s.id), 0)::float8 AS "weightTotal",
            excellent_line AS "excellentLine", good_line AS "goodLine", pass_line AS "passLine"
       FROM ${k.scheme} s WHERE s.id = $1`, [subject.schemeId]);
  if (!scheme) throw invalid('考核方案不存在');
  if (scheme.status !== 'enabled') throw invalid(`考核方案“${scheme.name}”已停用，不能考核`);
  if (Math.abs(scheme.weightTotal - 100) > 1e-6) throw invalid(`考核方案“${scheme.name}”的维度权重合计为 ${round1(scheme.weightTotal)}%，须为 100% 才能考核`);
  const month = String(row.month);
  const now = new Date();
  const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  if (month > thisMonth) throw invalid('考核月份不能晚于本月');
  const [twin] = await sql.query<{ code: string }>(`SELECT code FROM ${k.record} WHERE subject_id = $1 AND month = $2 AND id <> $3`, [row.subjectId, month, row.id]);
  if (twin) throw invalid(`考核对象“${subject.name}”${month} 已有考核记录（${twin.code}）`);

  const rules = await rulesOf(sql, subject.schemeId);
  const perDimension = new Map<number, Rule[]>();
  for (const r of rules) perDimension.set(r.dimensionId, [...(perDimension.get(r.dimensionId) ?? []), r]);
  const [missing] = await sql.query<{ name: string }>(
    `SELECT d.name FROM ${k.dimension} d WHERE d.scheme_id = $1 AND d.id <> ALL($2::int[]) ORDER BY d.sort_no, d.id LIMIT 1`, [subject.schemeId, [...perDimension.keys()]]);
  if (missing) throw invalid(`考核维度“${missing.name}”没有启用的考核规则，不能计分`);

  await sql.query(`DELETE FROM ${k.score} WHERE record_id = $1`, [row.id]);
  let total = 0;
  for (const [, list] of perDimension) {
    for (const r of list) {
      const { score, values } = ruleScore(r, row);
      const share = r.weight / list.length;
      const weighted = Math.round(score * share) / 100;
      total += weighted;
      const inputs = parseFormula(r.formula, r.variables).used.map((v) => `${v}=${values[v]}`).join('，');
      await sql.query(
        `INSERT INTO ${k.score} (tenant_id, record_id, subject_id, month, period_start, dimension_id, rule_id, formula, inputs, score, weight, weighted_score)
         VALUES (current_setting('app.tenant_id'), $1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10, $11)`,
        [row.id, row.subjectId, month, `${month}-01`, r.dimensionId, r.id, r.formula, inputs, score, round1(share), weighted],
      );
    }
  }
  const totalScore = round1(total);
  const code = typeof row.code === 'string' && row.code ? row.code : await nextCode(sql, month);
  await sql.query(
    `UPDATE ${k.record} SET scheme_id = $2, period_start = $3::date, total_score = $4, grade = $5, code = $6 WHERE id = $1`,
    [row.id, subject.schemeId, `${month}-01`, totalScore, gradeOf(totalScore, scheme), code],
  );
}

/** KH<yyyyMM>-<nnn>: the month's next number (serialised per tenant). */
async function nextCode(sql: Sql, month: string): Promise<string> {
  const k = t();
  await sql.query(`SELECT pg_advisory_xact_lock(hashtext(current_setting('app.tenant_id') || '|khgl.record.code'))`);
  const stem = `KH${month.replace('-', '')}-`;
  const [row] = await sql.query<{ n: number | null }>(`SELECT max(substring(code from ${stem.length + 1})::int) AS n FROM ${k.record} WHERE code LIKE $1 AND code ~ $2`, [`${stem}%`, `^${stem}\\d+$`]);
  return `${stem}${String((row?.n ?? 0) + 1).padStart(3, '0')}`;
}

/** Draft records of a scheme scored again (a rule or a weight changed); submitted and confirmed ones keep their scores. */
async function rescoreDrafts(sql: Sql, schemeId: number): Promise<void> {
  const k = t();
  const drafts = await sql.query<Obj>(
    `SELECT r.id, r.code, r.subject_id AS "subjectId", r.month, ${INPUTS.map((i) => `r.${i.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)} AS "${i}"`).join(', ')}
       FROM ${k.record} r JOIN ${k.subject} s ON s.id = r.subject_id WHERE s.scheme_id = $1 AND r.state = 'draft' ORDER BY r.id`,
    [schemeId],
  );
  for (const d of drafts) await scoreRecord(sql, d);
}

async function weightTotal(sql: Sql, schemeId: number): Promise<number> {
  const k = t();
  const [row] = await sql.query<{ total: number }>(`SELECT coalesce(sum(weight), 0)::float8 AS total FROM ${k.dimension} WHERE scheme_id = $1`, [schemeId]);
  await sql.query(`UPDATE ${k.scheme} SET weight_total = $2 WHERE id = $1`, [schemeId, round1(row!.total)]);
  return row!.total;
}

const schemeOfRule = async (sql: Sql, dimensionId: unknown) =>
  (await sql.query<{ schemeId: number }>(`SELECT scheme_id AS "schemeId" FROM ${t().dimension} WHERE id = $1`, [dimensionId]))[0]?.schemeId;

export const writeHooks: Record<string, WriteHook> = {
  record: { afterWrite: (sql, _ctx, row) => scoreRecord(sql, row) },
  dimension: {
    afterWrite: async (sql, _ctx, row) => {
      await sql.query(`UPDATE ${t().rule} SET scheme_id = $2 WHERE dimension_id = $1`, [row.id, row.schemeId]);
      const total = await weightTotal(sql, row.schemeId as number);
      if (total > 100 + 1e-6) {
        const [scheme] = await sql.query<{ name: string }>(`SELECT name FROM ${t().scheme} WHERE id = $1`, [row.schemeId]);
        throw invalid(`考核方案“${scheme?.name ?? ''}”的维度权重合计将为 ${round1(total)}%，不能超过 100%`);
      }
      if (Math.abs(total - 100) < 1e-6) await rescoreDrafts(sql, row.schemeId as number);
    },
    afterDelete: async (sql, _ctx, rows) => {
      for (const id of new Set(rows.map((r) => r.schemeId as number))) await weightTotal(sql, id);
    },
  },
  rule: {
    afterWrite: async (sql, _ctx, row) => {
      const schemeId = await schemeOfRule(sql, row.dimensionId);
      await sql.query(`UPDATE ${t().rule} SET scheme_id = $2 WHERE id = $1`, [row.id, schemeId ?? null]);
      if (schemeId !== undefined && Math.abs((await weightTotal(sql, schemeId)) - 100) < 1e-6) await rescoreDrafts(sql, schemeId);
    },
  },
  subject: {
    afterWrite: async (sql, _ctx, row) => {
      const [scheme] = await sql.query<{ name: string; subjectKind: string }>(`SELECT name, subject_kind AS "subjectKind" FROM ${t().scheme} WHERE id = $1`, [row.schemeId]);
      if (scheme && scheme.subjectKind !== row.subjectKind) throw invalid(`考核方案“${scheme.name}”考核的是${KIND_LABEL[scheme.subjectKind] ?? ''}，对象类别须一致`);
      // Only the lookup of the object's own kind is kept.
      const keep = { dept: 'dept_id', company: 'company_id', staff: 'staff_id' } as Record<string, string>;
      const clear = Object.entries(keep).filter(([kind]) => kind !== row.subjectKind).map(([, col]) => `${col} = NULL`);
      await sql.query(`UPDATE ${t().subject} SET ${clear.join(', ')} WHERE id = $1`, [row.id]);
    },
  },
};

const KIND_LABEL: Record<string, string> = { dept: '部门', company: '单位', staff: '人员' };
