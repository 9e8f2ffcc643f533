/**
 * 再生资源监管 statistics (recoverySupervise) and the category lists. Every weight and amount is a
 * sum of the confirmed customer records' lines (scope.ts), so the overview, the per-customer,
 * per-site, per-flow and per-category figures and the lists behind them agree.
 */
import { enumsOf, type ModuleDefinition } from '../../../../catalogue/src';
import { idValue } from '../../resources/records';
import type { CustomHandler } from '../types';
import { optionalId, paged, recordScope, siteScope, T } from './scope';
import { trajectoryHandlers } from './trajectory';

type Obj = Record<string, unknown>;

/** The Chinese label of an enum column (labels are the catalogue's own). */
function enumLabel(mod: ModuleDefinition, code: string, column: string): string {
  const options = enumsOf(mod).find((e) => e.code === code)?.options ?? [];
  const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
  return `CASE ${column} ${options.map((o) => `WHEN ${quote(o.value)} THEN ${quote(o.label)}`).join(' ')} ELSE ${column} END`;
}

/** Lines of the confirmed records in scope: r = record, l = line. */
function linesIn(where: string, joins = '') {
  const t = T();
  return `${t.customerRecord} r JOIN ${t.customerRecordDetail} l ON l.customer_record_id = r.id ${joins} ${where}`;
}

const flowMeasures = `count(DISTINCT r.id)::int AS records, round(coalesce(sum(l.weight), 0)::numeric, 1)::float8 AS weight, round(coalesce(sum(l.amount), 0)::numeric, 2)::float8 AS amount`;
const FLOW_SUMS = ['records', 'weight', 'amount'] as const;

/** Sorted and handled weights per site over the same period (and site). */
function siteWork(payload: Obj, params: unknown[]) {
  const t = T();
  return {
    sorted: `SELECT s.site_id, sum(s.sorted_weight) AS w FROM ${t.siteSortingRecord} s WHERE ${siteScope(payload, 'sort_date', params)} GROUP BY s.site_id`,
    handled: `SELECT s.site_id, sum(s.weight) AS w FROM ${t.siteHandleRecord} s WHERE ${siteScope(payload, 'handle_date', params)} GROUP BY s.site_id`,
  };
}

export const zyhsjgHandlers: Record<string, CustomHandler> = {
  async customerSiteCount(sql, _mod, payload) {
    const t = T();
    const w = recordScope(payload);
    const params = [...w.params];
    const work = siteWork(payload, params);
    const [row] = await sql.query<Obj>(
      `SELECT (SELECT count(*)::int FROM ${t.customer}) AS customers, (SELECT count(*)::int FROM ${t.site}) AS sites,
              f."activeCustomers", f.records, f.weight, f.amount,
              (SELECT round(coalesce(sum(w), 0)::numeric, 1)::float8 FROM (${work.sorted}) x) AS "sortedWeight",
              (SELECT round(coalesce(sum(w), 0)::numeric, 1)::float8 FROM (${work.handled}) x) AS "handledWeight"
       FROM (SELECT count(DISTINCT r.customer_id)::int AS "activeCustomers", ${flowMeasures} FROM ${linesIn(w.sql)}) f`,
      params,
    );
    return { rows: [row], total: 1 };
  },

  async customerStatistical(sql, mod, payload, { all }) {
    const t = T();
    const w = recordScope(payload);
    const query = `SELECT c.id AS "customerId", c.code AS "customerCode", c.name AS "customerName", ${enumLabel(mod, 'zyCustomerType', 'c.customer_type')} AS "customerTypeLabel",
        count(DISTINCT r.site_id)::int AS sites, ${flowMeasures}
      FROM ${linesIn(w.sql, `JOIN ${t.customer} c ON c.id = r.customer_id`)}
      GROUP BY c.id, c.code, c.name, c.customer_type ORDER BY weight DESC, c.code`;
    return paged(sql, payload, query, w.params, all, FLOW_SUMS);
  },

  async siteStatistical(sql, mod, payload, { all }) {
    const t = T();
    const w = recordScope(payload);
    const params = [...w.params];
    const work = siteWork(payload, params);
    const siteId = optionalId(payload, 'siteId');
    const query = `WITH f AS (SELECT r.site_id, count(DISTINCT r.customer_id)::int AS customers, ${flowMeasures} FROM ${linesIn(w.sql)} GROUP BY r.site_id)
      SELECT s.id AS "siteId", s.code AS "siteCode", s.name AS "siteName", ${enumLabel(mod, 'zySiteType', 's.site_type')} AS "siteTypeLabel",
        coalesce(f.customers, 0) AS customers, coalesce(f.records, 0) AS records, coalesce(f.weight, 0) AS weight, coalesce(f.amount, 0) AS amount,
        round(coalesce(so.w, 0)::numeric, 1)::float8 AS "sortedWeight", round(coalesce(h.w, 0)::numeric, 1)::float8 AS "handledWeight",
        round((coalesce(f.weight, 0) - coalesce(h.w, 0))::numeric, 1)::float8 AS "stockWeight"
      FROM ${t.site} s LEFT JOIN f ON f.site_id = s.id LEFT JOIN (${work.sorted}) so ON so.site_id = s.id LEFT JOIN (${work.handled}) h ON h.site_id = s.id
      ${siteId !== null ? `WHERE s.id = $${params.push(siteId)}` : ''}
      ORDER BY weight DESC, s.code`;
    return paged(sql, payload, query, params, all, [...FLOW_SUMS, 'sortedWeight', 'handledWeight', 'stockWeight']);
  },

  async customerSiteData(sql, _mod, payload, { all }) {
    const t = T();
    const w = recordScope(payload);
    const query = `SELECT r.customer_id AS "customerId", r.site_id AS "siteId", c.name AS "customerName", s.name AS "siteName", ${flowMeasures},
        to_char(max(r.record_date), 'YYYY-MM-DD') AS "lastDate"
      FROM ${linesIn(w.sql, `JOIN ${t.customer} c ON c.id = r.customer_id JOIN ${t.site} s ON s.id = r.site_id`)}
      GROUP BY r.customer_id, r.site_id, c.name, s.name ORDER BY weight DESC, c.name, s.name`;
    return paged(sql, payload, query, w.params, all, FLOW_SUMS);
  },

  async customerSiteDataDetail(sql, _mod, payload, { all }) {
    const t = T();
    const w = recordScope(payload);
    const query = `SELECT l.id, to_char(r.record_date, 'YYYY-MM-DD') AS "recordDate", r.code, c.name AS "customerName", s.name AS "siteName", k.name AS "categoryName",
        l.weight::float8 AS weight, l.unit_price::float8 AS "unitPrice", round(l.amount::numeric, 2)::float8 AS amount
      FROM ${linesIn(w.sql, `JOIN ${t.customer} c ON c.id = r.customer_id JOIN ${t.site} s ON s.id = r.site_id JOIN ${t.resourcesCategory} k ON k.id = l.category_id`)}
      ORDER BY r.record_date DESC, r.code, l.line_no`;
    return paged(sql, payload, query, w.params, all, ['weight', 'amount']);
  },

  async categoryStatistical(sql, _mod, payload, { all }) {
    const t = T();
    const w = recordScope(payload);
    const query = `SELECT k.id AS "categoryId", k.name AS "categoryName", coalesce(p.name, k.name) AS "parentName", ${flowMeasures}
      FROM ${linesIn(w.sql, `JOIN ${t.resourcesCategory} k ON k.id = l.category_id LEFT JOIN ${t.resourcesCategory} p ON p.id = k.parent_id`)}
      GROUP BY k.id, k.name, p.name ORDER BY weight DESC, k.name`;
    return paged(sql, payload, query, w.params, all, FLOW_SUMS);
  },

  async dailyTrend(sql, _mod, payload) {
    const w = recordScope(payload);
    const rows = await sql.query<Obj>(
      `SELECT to_char(r.record_date, 'YYYY-MM-DD') AS date, round(sum(l.weight)::numeric, 1)::float8 AS weight, round(sum(l.amount)::numeric, 2)::float8 AS amount
       FROM ${linesIn(w.sql)} GROUP BY r.record_date ORDER BY r.record_date LIMIT 400`,
      w.params,
    );
    return { rows, total: rows.length };
  },

  async dataRange(sql) {
    const [row] = await sql.query<{ start: string | null; end: string | null }>(
      `SELECT to_char(min(record_date), 'YYYY-MM-DD') AS start, to_char(max(record_date), 'YYYY-MM-DD') AS end FROM ${T().customerRecord}`,
    );
    return row;
  },

  async categoryList(sql) {
    const t = T().resourcesCategory;
    const rows = await sql.query<Obj>(
      `SELECT k.id, k.code, k.name, k.guide_price::float8 AS "guidePrice", (SELECT count(*)::int FROM ${t} c WHERE c.parent_id = k.id) AS children
       FROM ${t} k WHERE k.parent_id IS NULL ORDER BY k.sort, k.id`,
    );
    return { rows, total: rows.length };
  },

  async subCategoryList(sql, _mod, payload) {
    const t = T().resourcesCategory;
    const parent = parentOf(payload);
    const params: unknown[] = [];
    const rows = await sql.query<Obj>(
      `SELECT k.id, k.code, k.name, k.parent_id AS "parentId", k.guide_price::float8 AS "guidePrice" FROM ${t} k
       WHERE ${parent === null ? 'k.parent_id IS NOT NULL' : `k.parent_id = $${params.push(parent)}`} ORDER BY k.sort, k.id`,
      params,
    );
    return { rows, total: rows.length };
  },

  async subPageList(sql, _mod, payload, { all }) {
    const t = T().resourcesCategory;
    const parent = parentOf(payload);
    const params: unknown[] = [];
    const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim().slice(0, 30) : null;
    const query = `SELECT k.id, k.code, k.name, k.parent_id AS "parentId", p.name AS "parentName", k.guide_price::float8 AS "guidePrice"
      FROM ${t} k JOIN ${t} p ON p.id = k.parent_id
      WHERE ${parent === null ? 'true' : `k.parent_id = $${params.push(parent)}`} ${name ? `AND k.name LIKE '%' || $${params.push(name)} || '%'` : ''}
      ORDER BY p.sort, k.sort, k.id`;
    return paged(sql, payload, query, params, all);
  },

  ...trajectoryHandlers,
};

/** The parent category asked (parentId or categoryId); it must exist in the tenant. */
function parentOf(payload: Obj): number | null {
  const raw = payload.parentId ?? payload.categoryId;
  if (raw === undefined || raw === null || raw === '') return null;
  return idValue(raw);
}
