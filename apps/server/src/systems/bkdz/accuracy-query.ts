/**
 * The accuracy figures' shared parts: the period and region of a request, the tenant's level
 * lines (参数配置, defaults until saved) and the per-estate figures every report sums up, so
 * summary totals always equal the sums of the lists.
 */
import type { ModuleDefinition } from '../../../../catalogue/src';
import { validDate } from '../../../../catalogue/src/model/validate';
import type { Sql } from '../../db/types';
import { invalid, messages } from '../../resources/messages';
import { idValue } from '../../resources/records';
import { tables } from '../../seed/tables';

type Obj = Record<string, unknown>;

export interface Lines {
  excellentRate: number;
  goodRate: number;
  passRate: number;
  targetRate: number;
  minDeliveries: number;
}

export interface EstateFigures {
  id: number;
  code: string;
  estateName: string;
  streetName: string | null;
  districtName: string | null;
  households: number;
  facilityCount: number;
  recordCount: number;
  totalCount: number;
  correctCount: number;
}

export const LEVELS = [
  { value: 'excellent', label: '优秀' },
  { value: 'good', label: '良好' },
  { value: 'pass', label: '合格' },
  { value: 'fail', label: '不合格' },
  { value: 'insufficient', label: '样本不足' },
] as const;
export type Level = (typeof LEVELS)[number]['value'];

/** The catalogue's defaults of 参数配置 (field defaultValue), overridden by the saved row. */
export async function linesOf(sql: Sql, mod: ModuleDefinition): Promise<Lines> {
  const config = mod.resources.find((r) => r.key === 'config')!;
  const defaults = Object.fromEntries(config.fields.map((f) => [f.key, f.defaultValue])) as unknown as Lines;
  const [row] = await sql.query<Partial<Lines>>(
    `SELECT excellent_rate AS "excellentRate", good_rate AS "goodRate", pass_rate AS "passRate", target_rate AS "targetRate", min_deliveries AS "minDeliveries"
       FROM ${tables('bkdz').config} ORDER BY id LIMIT 1`,
  );
  const out = { ...defaults };
  for (const [k, v] of Object.entries(row ?? {})) if (v !== null && v !== undefined) (out as unknown as Obj)[k] = Number(v);
  return out;
}

export function levelOf(lines: Lines, total: number, correct: number): Level {
  if (total <= 0 || total < lines.minDeliveries) return 'insufficient';
  const rate = (correct * 100) / total;
  if (rate >= lines.excellentRate) return 'excellent';
  if (rate >= lines.goodRate) return 'good';
  if (rate >= lines.passRate) return 'pass';
  return 'fail';
}

export const labelOf = (level: Level) => LEVELS.find((l) => l.value === level)!.label;

/** 正确投放次数 / 投放次数 in percent with two decimals; null without deliveries. */
export const accuracyOf = (total: number, correct: number): number | null => (total > 0 ? Math.round((correct * 10_000) / total) / 100 : null);

function dateParam(payload: Obj, name: string): string | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !validDate(v)) throw invalid(messages.badDateRange);
  return v;
}

/** The period asked for; without one, the 30 days up to the last record. */
export async function periodOf(sql: Sql, payload: Obj): Promise<{ start: string; end: string }> {
  let start = dateParam(payload, 'startDate');
  let end = dateParam(payload, 'endDate');
  if (start && end && start > end) throw invalid(messages.badDateRange);
  if (!end) {
    const [row] = await sql.query<{ d: string }>(`SELECT to_char(coalesce(max(check_date), current_date), 'YYYY-MM-DD') AS d FROM ${tables('bkdz').record}`);
    end = start && start > row!.d ? start : row!.d;
  }
  if (!start) {
    const [row] = await sql.query<{ d: string }>(`SELECT to_char($1::date - 29, 'YYYY-MM-DD') AS d`, [end]);
    start = row!.d;
  }
  return { start, end };
}

export function regionParam(payload: Obj): number | undefined {
  const v = payload.regionId;
  return v === undefined || v === null || v === '' ? undefined : idValue(v);
}

/** The estates under a region (any depth; all without one), as an SQL condition on `e`. */
export function estateScope(region: number | undefined, params: unknown[]): string {
  if (region === undefined) return 'TRUE';
  const t = tables('platform');
  return `e.region_id IN (WITH RECURSIVE sub AS (SELECT id FROM ${t.region} WHERE id = $${params.push(region)} UNION SELECT c.id FROM ${t.region} c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub)`;
}

/** Every estate in scope with its street, district and its records' sums in the period. */
export async function estateFigures(sql: Sql, payload: Obj): Promise<{ rows: EstateFigures[]; start: string; end: string }> {
  const { start, end } = await periodOf(sql, payload);
  const params: unknown[] = [start, end];
  const scope = estateScope(regionParam(payload), params);
  const t = tables('platform');
  const rows = await sql.query<EstateFigures>(
    `SELECT e.id, e.code, e.name AS "estateName", s.name AS "streetName", d.name AS "districtName", e.households,
            coalesce(a.facilities, 0)::int AS "facilityCount", coalesce(a.records, 0)::int AS "recordCount",
            coalesce(a.total, 0)::int AS "totalCount", coalesce(a.correct, 0)::int AS "correctCount"
       FROM ${t.housingEstate} e
       LEFT JOIN ${t.region} s ON s.id = e.region_id
       LEFT JOIN ${t.region} d ON d.id = s.parent_id
       LEFT JOIN (SELECT housing_estate_id, count(DISTINCT facility_id) AS facilities, count(*) AS records, sum(total_count) AS total, sum(correct_count) AS correct
                    FROM ${tables('bkdz').record}
                   WHERE housing_estate_id IS NOT NULL AND check_date BETWEEN $1::date AND $2::date
                   GROUP BY housing_estate_id) a ON a.housing_estate_id = e.id
      WHERE ${scope}
      ORDER BY e.code`,
    params,
  );
  return { rows, start, end };
}
