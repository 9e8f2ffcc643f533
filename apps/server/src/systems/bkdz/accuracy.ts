/**
 * 分类准确率's reports (catalogue apps/catalogue/src/systems/bkdz/reports.ts): accuracy by estate,
 * street and district, the estates per level, the daily trend, the summary and the estates'
 * facility bindings. All are sums of the same per-estate figures (accuracy-query.ts).
 */
import type { Sql } from '../../db/types';
import { pagingOf } from '../../resources/unpack';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';
import { accuracyOf, estateFigures, estateScope, labelOf, LEVELS, levelOf, linesOf, periodOf, regionParam, type EstateFigures, type Lines } from './accuracy-query';

type Obj = Record<string, unknown>;

/** The engine's answer of an unpaged report: every row and their count. */
const whole = (rows: Obj[]) => ({ rows, total: rows.length });

/** A page of rows already in order (or up to `all` of them for exports). */
function page(rows: Obj[], payload: Obj, all?: number) {
  const { pageNum, pageSize } = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  return { rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length, pageNum, pageSize };
}

const figuresOf = (lines: Lines, total: number, correct: number) => {
  const level = levelOf(lines, total, correct);
  return { totalCount: total, correctCount: correct, accuracy: accuracyOf(total, correct), level, levelLabel: labelOf(level) };
};

/** Best first; estates without deliveries last. */
const byAccuracy = (a: { accuracy: number | null; name: string }, b: { accuracy: number | null; name: string }) =>
  (b.accuracy ?? -1) - (a.accuracy ?? -1) || a.name.localeCompare(b.name, 'zh-CN');

function estateRows(lines: Lines, rows: EstateFigures[]) {
  return rows
    .map((r) => ({ ...r, name: r.estateName, ...figuresOf(lines, r.totalCount, r.correctCount) }))
    .sort(byAccuracy)
    .map((r, i) => ({ ...r, rank: i + 1 }));
}

/** Estates summed by a place (street or district). */
function grouped(lines: Lines, rows: EstateFigures[], keyOf: (r: EstateFigures) => Obj) {
  const groups = new Map<string, { place: Obj; estateCount: number; total: number; correct: number }>();
  for (const r of rows) {
    const place = keyOf(r);
    const key = JSON.stringify(place);
    const g = groups.get(key) ?? { place, estateCount: 0, total: 0, correct: 0 };
    g.estateCount += 1;
    g.total += r.totalCount;
    g.correct += r.correctCount;
    groups.set(key, g);
  }
  return [...groups.values()]
    .map((g) => ({ ...g.place, name: String(Object.values(g.place)[0] ?? ''), estateCount: g.estateCount, ...figuresOf(lines, g.total, g.correct) }))
    .sort(byAccuracy);
}

const rangeText = (lines: Lines, level: string) => ({
  excellent: `≥${lines.excellentRate}%`,
  good: `${lines.goodRate}%–${lines.excellentRate}%`,
  pass: `${lines.passRate}%–${lines.goodRate}%`,
  fail: `<${lines.passRate}%`,
  insufficient: `投放不足 ${lines.minDeliveries} 次`,
})[level];

const sum = (rows: EstateFigures[], key: 'totalCount' | 'correctCount') => rows.reduce((s, r) => s + r[key], 0);

export const bkdzHandlers: Record<string, CustomHandler> = {
  /** accuracyRate/calculateSummary: the period's whole figures and the estates per level. */
  async calculateSummary(sql, mod, payload) {
    const lines = await linesOf(sql, mod);
    const { rows, start, end } = await estateFigures(sql, payload);
    const levels = rows.map((r) => levelOf(lines, r.totalCount, r.correctCount));
    const count = (l: string) => levels.filter((x) => x === l).length;
    const reached = rows.filter((r, i) => levels[i] !== 'insufficient' && (accuracyOf(r.totalCount, r.correctCount) ?? 0) >= lines.targetRate).length;
    const counts = Object.fromEntries(LEVELS.map((l) => [l.value, count(l.value)]));
    return whole([{ period: `${start} 至 ${end}`, startDate: start, endDate: end, estateCount: rows.length, ...figuresOf(lines, sum(rows, 'totalCount'), sum(rows, 'correctCount')), ...counts, reached, targetRate: lines.targetRate }]);
  },

  /** accuracyRate/getList (and its export): every estate in scope, best first, with its level. */
  async estateList(sql, mod, payload, { all }) {
    const lines = await linesOf(sql, mod);
    const { rows } = await estateFigures(sql, payload);
    const list = estateRows(lines, rows);
    const answer = page(list, payload, all);
    return { ...answer, totals: { totalCount: sum(rows, 'totalCount'), correctCount: sum(rows, 'correctCount'), accuracy: accuracyOf(sum(rows, 'totalCount'), sum(rows, 'correctCount')) } };
  },

  async streetList(sql, mod, payload) {
    const lines = await linesOf(sql, mod);
    const { rows } = await estateFigures(sql, payload);
    return whole(grouped(lines, rows, (r) => ({ streetName: r.streetName ?? '未划分街道', districtName: r.districtName ?? '' })));
  },

  async districtList(sql, mod, payload) {
    const lines = await linesOf(sql, mod);
    const { rows } = await estateFigures(sql, payload);
    return whole(grouped(lines, rows, (r) => ({ districtName: r.districtName ?? '未划分区县' })));
  },

  /** accuracyRate/getLevelList: the estates per level of 参数配置, each level's sums. */
  async levelList(sql, mod, payload) {
    const lines = await linesOf(sql, mod);
    const { rows } = await estateFigures(sql, payload);
    return whole(LEVELS.map((l) => {
      const mine = rows.filter((r) => levelOf(lines, r.totalCount, r.correctCount) === l.value);
      return {
        level: l.value, levelLabel: l.label, range: rangeText(lines, l.value), estateCount: mine.length,
        share: rows.length ? Math.round((mine.length * 10_000) / rows.length) / 100 : 0,
        totalCount: sum(mine, 'totalCount'), correctCount: sum(mine, 'correctCount'), accuracy: accuracyOf(sum(mine, 'totalCount'), sum(mine, 'correctCount')),
        estates: mine.map((r) => r.estateName).join('、'),
      };
    }));
  },

  /** accuracyRate/getTrendList: one row per day of the period (days without records too). */
  async trendList(sql, _mod, payload) {
    const { start, end } = await periodOf(sql, payload);
    const params: unknown[] = [start, end];
    const scope = estateScope(regionParam(payload), params);
    const rows = await sql.query<{ date: string; estateCount: number; totalCount: number; correctCount: number }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS date, count(DISTINCT r.housing_estate_id)::int AS "estateCount",
              coalesce(sum(r.total_count), 0)::int AS "totalCount", coalesce(sum(r.correct_count), 0)::int AS "correctCount"
         FROM generate_series($1::date, $2::date, interval '1 day') d
         LEFT JOIN (SELECT r.* FROM ${tables('bkdz').record} r JOIN ${tables('platform').housingEstate} e ON e.id = r.housing_estate_id WHERE ${scope}) r ON r.check_date = d::date
        GROUP BY d ORDER BY d`,
      params,
    );
    return whole(rows.map((r) => ({ ...r, accuracy: accuracyOf(r.totalCount, r.correctCount) })));
  },

  /** summary/getSummary: the 工作台's figures. */
  async summary(sql, _mod, payload) {
    const { rows } = await estateFigures(sql, { startDate: payload.startDate, endDate: payload.endDate });
    const p = tables('platform');
    const [row] = await sql.query<{ bound: number; unbound: number; pending: number }>(
      `SELECT (SELECT count(*)::int FROM ${p.facility} WHERE housing_estate_id IS NOT NULL) AS bound,
              (SELECT count(*)::int FROM ${p.facility} WHERE housing_estate_id IS NULL AND facility_type IN ('garbageRoom', 'communityPoint') AND status = 'enabled') AS unbound,
              (SELECT count(*)::int FROM ${tables('bkdz').record} WHERE alloc_state = 'pending') AS pending`,
    );
    return whole([{ estates: rows.length, boundFacilities: row!.bound, unboundFacilities: row!.unbound, pendingRecords: row!.pending, accuracy: accuracyOf(sum(rows, 'totalCount'), sum(rows, 'correctCount')) }]);
  },

  /** facility/bandingHousingEstateList: estates with the facilities bound to them. */
  async bandingList(sql, _mod, payload, { all }) {
    return page(await bindings(sql, payload), payload, all);
  },
};

async function bindings(sql: Sql, payload: Obj): Promise<Obj[]> {
  const params: unknown[] = [];
  const scope = estateScope(regionParam(payload), params);
  const p = tables('platform');
  return sql.query(
    `SELECT e.id, e.code, e.name, s.name AS "streetName", e.households, count(f.id)::int AS "facilityCount", coalesce(string_agg(f.name, '、' ORDER BY f.code), '') AS facilities
       FROM ${p.housingEstate} e LEFT JOIN ${p.region} s ON s.id = e.region_id LEFT JOIN ${p.facility} f ON f.housing_estate_id = e.id
      WHERE ${scope} GROUP BY e.id, e.code, e.name, s.name, e.households ORDER BY e.code`,
    params,
  );
}
