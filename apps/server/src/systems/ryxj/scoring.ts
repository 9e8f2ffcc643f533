/**
 * An evaluation after each save or step (the engine's afterSave): its deductions checked against
 * their rules — the item applies to the facility's type and to a check category bound to it, and
 * one item takes off at most its maximum — then 扣分合计, 得分 = 100 − deductions (never below 0)
 * and the grade on the type's marks; the first score stays as the inspector's (初评得分). At
 * confirmation the system decides by the 复核设置 share of the inspector's grade whether the
 * evaluation is sampled for review; entering 待复核 opens its review. The facility then shows its
 * latest counted evaluation (最近考评, 最近得分).
 */
import { enumLabel, type ModuleDefinition } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { invalid, say } from '../../resources/messages';
import { ident, tableOf } from '../../resources/names';
import type { AfterSave } from '../types';
import { ryxjText } from './text';

export const FULL_SCORE = 100;
/** Marks used when a facility type has no binding. */
export const DEFAULT_MARKS = { pass: 80, good: 85, excellent: 95 } as const;

const table = (mod: ModuleDefinition, key: string) => ident(tableOf(mod.resources.find((r) => r.key === key)!));

interface Evaluation {
  id: number;
  state: string;
  facility_id: number | null;
  facility_type: string | null;
  dept_id: number | null;
  inspector_id: number | null;
  sampled: boolean | null;
  review_result: string | null;
  deduct_total: number | null;
}

interface Line {
  line_no: number;
  deduction: number;
  rule_id: number;
  item: string;
  max_deduct: number;
  rule_type: string | null;
  check_type: string;
  enabled: boolean | null;
}

export function gradeOf(score: number, marks: { pass: number; good: number; excellent: number }): string {
  if (score >= marks.excellent) return 'excellent';
  if (score >= marks.good) return 'good';
  if (score >= marks.pass) return 'pass';
  return 'fail';
}

/** The marks and the bound check categories of a facility type (none bound: every category, the default marks). */
async function bindingOf(sql: Sql, mod: ModuleDefinition, facilityType: string | null) {
  const [b] = await sql.query<{ pass: number; good: number; excellent: number; types: string[] }>(
    `SELECT pass_score AS pass, good_score AS good, excellent_score AS excellent, check_types AS types FROM ${table(mod, 'typeBindingInfo')}
      WHERE facility_type = $1 AND enabled IS NOT FALSE`,
    [facilityType],
  );
  return { marks: b ? { pass: b.pass, good: b.good, excellent: b.excellent } : DEFAULT_MARKS, checkTypes: b?.types ?? null };
}

/** Refuses (400) a deduction whose rule does not apply or that takes off more than the rule allows. */
function checkLines(mod: ModuleDefinition, e: Evaluation, lines: readonly Line[], checkTypes: readonly string[] | null): void {
  const typeLabel = enumLabel(mod.system, 'facilityType', e.facility_type);
  const taken = new Map<number, number>();
  for (const l of lines) {
    if (l.enabled === false) throw invalid(say(ryxjText.ruleDisabled, { line: l.line_no, item: l.item }));
    if (l.rule_type && l.rule_type !== e.facility_type) throw invalid(say(ryxjText.ruleNotForType, { line: l.line_no, item: l.item, type: typeLabel }));
    if (checkTypes && !checkTypes.includes(l.check_type)) {
      throw invalid(say(ryxjText.checkTypeNotBound, { line: l.line_no, item: l.item, check: enumLabel(mod.system, 'ryxjCheckType', l.check_type), type: typeLabel }));
    }
    const sum = Math.round(((taken.get(l.rule_id) ?? 0) + l.deduction) * 10) / 10;
    if (sum > l.max_deduct) throw invalid(say(ryxjText.overMax, { line: l.line_no, item: l.item, max: l.max_deduct }));
    taken.set(l.rule_id, sum);
  }
}

/** 抽中复核: the share of the inspector's grade (复核设置), decided once per evaluation by a hash of its id. */
async function sampled(sql: Sql, mod: ModuleDefinition, e: Evaluation): Promise<boolean> {
  const [row] = await sql.query<{ hit: boolean }>(
    `SELECT (abs(hashtext(current_setting('app.tenant_id') || ':' || $1::text)) % 100) < s.share AS hit
       FROM ${table(mod, 'roleStaff')} m JOIN ${table(mod, 'role')} r ON r.id = m.role_id JOIN ${table(mod, 'reviewSetting')} s ON s.grade = r.grade AND s.enabled IS NOT FALSE
      WHERE m.id = $2`,
    [e.id, e.inspector_id],
  );
  return row?.hit ?? false;
}

/** The facility's latest counted evaluation (not a draft), as 巡检设施 shows it. */
export async function refreshFacility(sql: Sql, mod: ModuleDefinition, facilityId: number | null): Promise<void> {
  if (facilityId === null) return;
  await sql.query(
    `UPDATE platform_facility f SET last_eval_date = l.eval_date, last_eval_score = l.score
       FROM (SELECT $1::int AS facility_id) k LEFT JOIN LATERAL (
         SELECT eval_date, score FROM ${table(mod, 'evaluation')} WHERE facility_id = k.facility_id AND state <> 'draft' ORDER BY eval_date DESC, id DESC LIMIT 1) l ON true
      WHERE f.id = k.facility_id`,
    [facilityId],
  );
}

export const scoreEvaluation: AfterSave = async (sql, { mod }, id, step, before) => {
  const evaluations = table(mod, 'evaluation');
  const [e] = await sql.query<Evaluation>(
    `SELECT id, state, facility_id, facility_type, dept_id, inspector_id, sampled, review_result, deduct_total FROM ${evaluations} WHERE id = $1`, [id]);
  if (!e) return;
  // The facility decides type, unit and responsible department; only a draft may change its facility.
  if (step === 'update' && e.state !== 'draft' && before && before.facilityId !== e.facility_id) throw invalid(ryxjText.facilityFixed);
  if (e.state === 'draft') {
    const [f] = await sql.query<{ facility_type: string; company_id: number | null; dept_id: number | null }>(
      `SELECT facility_type, company_id, eval_dept_id AS dept_id FROM platform_facility WHERE id = $1`, [e.facility_id]);
    if (f) {
      await sql.query(`UPDATE ${evaluations} SET facility_type = $2, company_id = $3, dept_id = $4 WHERE id = $1`, [id, f.facility_type, f.company_id, f.dept_id]);
      e.facility_type = f.facility_type;
    }
  }
  const binding = await bindingOf(sql, mod, e.facility_type);
  const lines = await sql.query<Line>(
    `SELECT l.line_no, l.deduction, l.rule_id, r.item, r.max_deduct, r.facility_type AS rule_type, r.check_type, r.enabled
       FROM ${table(mod, 'evalScore')} l JOIN ${table(mod, 'ruleScore')} r ON r.id = l.rule_id WHERE l.evaluation_id = $1 ORDER BY l.line_no, l.id`,
    [id],
  );
  // Deductions are checked when they were written (a rule disabled later does not break old evaluations' steps).
  if (step === 'create' || step === 'update') checkLines(mod, e, lines, binding.checkTypes);
  const sample = step === 'confirm' ? await sampled(sql, mod, e) : e.sampled;
  // An evaluation of the previous version had its score typed in and no deductions: it keeps it until it gets some.
  const typedIn = e.deduct_total === null && !lines.length && step !== 'create';
  const total = Math.round(lines.reduce((s, l) => s + l.deduction, 0) * 10) / 10;
  const score = Math.max(0, Math.round((FULL_SCORE - total) * 10) / 10);
  await sql.query(
    `UPDATE ${evaluations} SET sampled = $2, review_result = CASE WHEN state = 'toReview' AND review_result IS NULL THEN 'pending' ELSE review_result END WHERE id = $1`,
    [id, sample ?? false],
  );
  if (!typedIn) {
    await sql.query(
      `UPDATE ${evaluations} SET deduct_total = $2, score = $3, grade = $4, original_score = CASE WHEN state = 'draft' OR original_score IS NULL THEN $3 ELSE original_score END WHERE id = $1`,
      [id, total, score, gradeOf(score, binding.marks)],
    );
  }
  await refreshFacility(sql, mod, e.facility_id);
  if (before && before.facilityId !== e.facility_id) await refreshFacility(sql, mod, (before.facilityId as number | null) ?? null);
};
