/**
 * The generic report engine: aggregate and records reports of the catalogue as SQL over one
 * resource table (tenant-scoped by RLS), with date range, filters, paging, totals and labels.
 */
import { displayCell, enumLabel, fieldTitle, groupKey, reportColumns, shownValue, type FieldDefinition, type GroupBy, type Measure, type ModuleDefinition, type ReportDefinition, type ResourceDefinition } from '../../../catalogue/src';
import type { Sql } from '../db/types';
import { invalid, messages } from './messages';
import { columnOf, ident, readExpr, tableOf } from './names';
import { addDateRange, bind, newWhere, selectList, target, whereSql, type Where } from './select';
import { addRowScope } from './row-scope';
import { pagingOf } from './unpack';
import { coerce } from '../../../catalogue/src/model/validate';
import type { XlsxColumn } from './xlsx-stream';
import { withPeriod } from './report-periods';

type Obj = Record<string, unknown>;

export interface ReportAnswer {
  rows: Obj[];
  total: number;
  pageNum?: number;
  pageSize?: number;
  totals?: Obj;
}

function sourceOf(mod: ModuleDefinition, report: ReportDefinition): ResourceDefinition {
  return mod.resources.find((r) => r.key === report.source)!;
}

function fieldOf(resource: ResourceDefinition, key: string): FieldDefinition {
  return resource.fields.find((f) => f.key === key)!;
}

function col(key: string): string {
  return `t.${ident(columnOf(key))}`;
}

export function reportWhere(resource: ResourceDefinition, report: ReportDefinition, payload: Obj): Where {
  // Only the rows of the caller's data scope count (row-scope.ts).
  const where = addRowScope(resource, payload, newWhere());
  for (const c of report.where ?? []) {
    const ops = { eq: '=', ne: '<>', gte: '>=', lte: '<=' } as const;
    if (c.op === 'in') where.clauses.push(`${col(c.field)} = ANY(${bind(where, c.value)})`);
    else if (c.op === 'ne') where.clauses.push(`${col(c.field)} IS DISTINCT FROM ${bind(where, c.value)}`);
    else where.clauses.push(`${col(c.field)} ${ops[c.op]} ${bind(where, c.value)}`);
  }
  if (report.dateField) addDateRange(where, fieldOf(resource, report.dateField), payload.startDate, payload.endDate);
  for (const key of report.filters ?? []) {
    const raw = payload[key];
    if (raw === undefined || raw === null || raw === '') continue;
    const f = fieldOf(resource, key);
    const typed = coerce(f, raw);
    if ('error' in typed) throw invalid(typed.error);
    where.clauses.push(`${col(key)} = ${bind(where, typed.value)}`);
  }
  return where;
}

function groupExpr(resource: ResourceDefinition, g: GroupBy): string {
  const f = fieldOf(resource, g.field);
  if (g.bucket === 'day') return `to_char(${col(g.field)}, 'YYYY-MM-DD')`;
  if (g.bucket === 'month') return `to_char(${col(g.field)}, 'YYYY-MM')`;
  if (g.bucket === 'year') return `to_char(${col(g.field)}, 'YYYY')`;
  if (g.bucket === 'weekday') return `extract(isodow from ${col(g.field)})::int`;
  return readExpr(f);
}

function measureExpr(resource: ResourceDefinition, m: Measure): string {
  const f = m.field ? fieldOf(resource, m.field) : undefined;
  const c = f ? (f.type === 'boolean' ? `(${col(f.key)})::int` : col(f.key)) : '';
  const base = m.agg === 'count' ? 'count(*)' : m.agg === 'countDistinct' ? `count(DISTINCT ${c})` : `${m.agg}(${c})`;
  const scaled = m.scale !== undefined ? `(${base}) * ${Number(m.scale)}` : base;
  return m.digits !== undefined ? `coalesce(round((${scaled})::numeric, ${Number(m.digits)})::float8, 0)` : `coalesce((${scaled})::float8, 0)`;
}

/** Adds `<key>Label` for lookup and enum group columns. */
async function addLabels(sql: Sql, mod: ModuleDefinition, resource: ResourceDefinition, report: ReportDefinition, rows: Obj[]): Promise<void> {
  for (const g of report.groupBy ?? []) {
    if (g.bucket) continue;
    const f = fieldOf(resource, g.field);
    const key = groupKey(g);
    if (f.type === 'enum') for (const row of rows) row[`${key}Label`] = enumLabel(mod.system, f.enum!, row[key]);
    if (f.type === 'lookup') {
      const to = target(mod, f);
      const label = fieldOf(to, to.labelField);
      const ids = rows.map((r) => r[key]).filter((v) => v !== null);
      const found = ids.length ? await sql.query<{ id: number; label: string }>(`SELECT l.id, (${readExpr(label, 'l')})::text AS label FROM ${ident(tableOf(to))} l WHERE l.id = ANY($1::int[])`, [ids]) : [];
      const byId = new Map(found.map((r) => [r.id, r.label]));
      for (const row of rows) row[`${key}Label`] = byId.get(row[key] as number) ?? null;
    }
  }
}

export interface RunOptions {
  /** Export: every row up to the cap, no paging. */
  all?: number;
}

export async function runReport(sql: Sql, mod: ModuleDefinition, report: ReportDefinition, raw: Obj, options: RunOptions = {}): Promise<ReportAnswer> {
  const payload = withPeriod(report, raw);
  const resource = sourceOf(mod, report);
  const where = reportWhere(resource, report, payload);
  const table = ident(tableOf(resource));
  const paging = report.paged && !options.all ? pagingOf(payload) : undefined;
  const limit = options.all ?? paging?.pageSize ?? report.limit ?? 1000;
  const offset = paging ? (paging.pageNum - 1) * paging.pageSize : 0;
  const dir = report.orderBy?.dir === 'asc' ? 'ASC' : 'DESC';

  if (report.kind === 'records') {
    const ctx = { mod, resource };
    const order = report.orderBy ? `ORDER BY ${col(report.orderBy.key)} ${dir} NULLS LAST, t.id ${dir}` : 'ORDER BY t.id DESC';
    const rows = await sql.query<Obj>(`SELECT ${selectList(ctx, report.fields)} FROM ${table} t ${whereSql(where)} ${order} LIMIT ${limit} OFFSET ${offset}`, where.params);
    const total = paging ? (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} t ${whereSql(where)}`, where.params))[0]!.n : rows.length;
    return { rows, total, ...paging };
  }

  const groups = report.groupBy ?? [];
  const measures = report.measures ?? [];
  const select = [...groups.map((g) => `${groupExpr(resource, g)} AS "${groupKey(g)}"`), ...measures.map((m) => `${measureExpr(resource, m)} AS "${m.key}"`)].join(', ');
  const groupSql = groups.length ? `GROUP BY ${groups.map((_, i) => i + 1).join(', ')}` : '';
  const order = report.orderBy ? `ORDER BY "${report.orderBy.key}" ${dir} NULLS LAST${groups.length ? `, 1` : ''}` : '';
  const rows = await sql.query<Obj>(`SELECT ${select} FROM ${table} t ${whereSql(where)} ${groupSql} ${order} LIMIT ${limit} OFFSET ${offset}`, where.params);
  await addLabels(sql, mod, resource, report, rows);
  const total = paging && groups.length
    ? (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT ${groups.map((g) => groupExpr(resource, g)).join(', ')} FROM ${table} t ${whereSql(where)} ${groupSql}) s`, where.params))[0]!.n
    : rows.length;
  const answer: ReportAnswer = { rows, total, ...paging };
  if (report.totals && groups.length) {
    const [totals] = await sql.query<Obj>(`SELECT ${measures.map((m) => `${measureExpr(resource, m)} AS "${m.key}"`).join(', ')} FROM ${table} t ${whereSql(where)}`, where.params);
    answer.totals = totals;
  }
  return answer;
}

/** Columns and display rows of a report for its .xlsx export. */
export function reportSheet(mod: ModuleDefinition, report: ReportDefinition, answer: ReportAnswer): { columns: XlsxColumn[]; rows: Obj[]; totals?: Obj } {
  if (report.kind === 'custom') return { columns: reportColumns(report).map((c) => ({ header: c.label, key: c.key })), rows: answer.rows };
  const resource = sourceOf(mod, report);
  if (report.kind === 'records') {
    const fields = (report.fields ?? []).map((k) => fieldOf(resource, k));
    return { columns: fields.map((f) => ({ header: fieldTitle(f), key: f.key })), rows: answer.rows.map((r) => Object.fromEntries(fields.map((f) => [f.key, displayCell(mod.system, f, shownValue(f, r))]))) };
  }
  const columns = reportColumns(report).map((c) => ({ header: c.label, key: c.key }));
  const groupKeys = (report.groupBy ?? []).map(groupKey);
  const rows = answer.rows.map((r) => Object.fromEntries(columns.map((c) => [c.key, groupKeys.includes(c.key) ? (r[`${c.key}Label`] ?? r[c.key]) : r[c.key]])));
  const totals = answer.totals && groupKeys.length ? { ...answer.totals, [groupKeys[0]!]: messages.totalRow } : undefined;
  return { columns, rows, totals };
}
