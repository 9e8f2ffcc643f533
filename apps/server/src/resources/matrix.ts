/**
 * Month matrices (catalogue model/matrix.ts): one row per value of the row field, a column per
 * day of the month (or month of the year), the measure in each cell, a total per row, and a
 * totals row computed by the database over the same rows (so non-additive measures such as a
 * distinct count stay right). Tenant-scoped by RLS like every report.
 */
import { enumLabel, enumsOf, lookupTarget, matrixColumns, moduleOf, MONTH, YEAR, MATRIX_TOTAL, type FieldDefinition, type MatrixSummary, type ModuleDefinition, type ReportDefinition } from '../../../catalogue/src';
import { config } from '../../../../src/i18n/messages/config';
import { fill as say } from '../../../../src/i18n/fill';
import type { Sql } from '../db/types';
import { invalid } from './messages';
import { columnOf, ident, readExpr, tableOf } from './names';
import { reportWhere } from './report-engine';
import { bind, whereSql } from './select';

type Obj = Record<string, unknown>;

export interface MatrixAnswer {
  /** YYYY-MM or YYYY. */
  period: string;
  columns: { key: string; label: string }[];
  rows: Obj[];
  total: number;
  totals: Obj;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The period asked for (month=YYYY-MM or year=YYYY), this one when not given; 400 when malformed. */
export function periodOf(report: ReportDefinition, payload: Obj, now = new Date()): string {
  const spec = report.matrix!;
  const raw = spec.period === 'month' ? payload.month : payload.year;
  if (raw === undefined || raw === null || raw === '') return spec.period === 'month' ? `${now.getFullYear()}-${pad(now.getMonth() + 1)}` : String(now.getFullYear());
  const text = String(raw).trim();
  if (spec.period === 'month' && !MONTH.test(text)) throw invalid(config.badMonth);
  if (spec.period === 'year' && !YEAR.test(text)) throw invalid(config.badYear);
  return text;
}

/** The source module of a matrix: its own system's, or the one the spec names (垃圾收运's weighings). */
function sourceModule(mod: ModuleDefinition, report: ReportDefinition): ModuleDefinition {
  return report.matrix?.system ? moduleOf(report.matrix.system)! : mod;
}

function measureSql(report: ReportDefinition, fieldOf: (k: string) => FieldDefinition): string {
  const m = report.matrix!.measure;
  const col = m.field ? `t.${ident(columnOf(fieldOf(m.field).key))}` : '';
  const base = m.agg === 'count' ? 'count(*)' : m.agg === 'countDistinct' ? `count(DISTINCT ${col})` : `${m.agg}(${col})`;
  const scaled = m.scale !== undefined ? `(${base}) * ${Number(m.scale)}` : base;
  return `coalesce(round((${scaled})::numeric, ${Number(m.digits ?? 2)})::float8, 0)`;
}

/** Labels of the row values (enum labels, lookup targets' label fields). */
async function rowLabels(sql: Sql, system: string, f: FieldDefinition, values: unknown[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (f.type === 'enum') for (const v of values) out.set(String(v), enumLabel(system, f.enum!, v));
  else if (f.type === 'lookup') {
    const to = lookupTarget(system, f);
    const label = to.fields.find((x) => x.key === to.labelField)!;
    const ids = values.filter((v) => v !== null).map(Number);
    const found = await sql.query<{ id: number; label: string }>(`SELECT l.id, (${readExpr(label, 'l')})::text AS label FROM ${ident(tableOf(to))} l WHERE l.id = ANY($1::int[])`, [ids]);
    for (const r of found) out.set(String(r.id), r.label);
  } else for (const v of values) out.set(String(v), String(v ?? ''));
  return out;
}

/**
 * The row values of a roster sheet (MatrixSpec.everyRow) that `present` lacks: an enum's options,
 * or the values the source holds under the report's filters in any period.
 */
async function missingRows(sql: Sql, scope: MatrixScope, report: ReportDefinition, payload: Obj, present: readonly unknown[]): Promise<unknown[]> {
  const { spec, src, resource, fieldOf } = scope;
  if (!spec.everyRow) return [];
  const field = fieldOf(spec.row);
  const seen = new Set(present.map(String));
  let values: unknown[];
  if (field.type === 'enum') values = enumsOf(src).find((e) => e.code === field.enum)?.options.map((o) => o.value) ?? [];
  else {
    const where = reportWhere(resource, { ...report, dateField: undefined }, payload);
    const rowCol = `t.${ident(columnOf(spec.row))}`;
    where.clauses.push(`${rowCol} IS NOT NULL`);
    values = (await sql.query<{ r: unknown }>(`SELECT DISTINCT ${rowCol} AS r FROM ${ident(tableOf(resource))} t ${whereSql(where)}`, where.params)).map((r) => r.r);
  }
  return values.filter((v) => !seen.has(String(v)));
}

/** Rows in the label order of the sheet's readers (by pinyin), then by value. */
const byLabel = (a: Obj, b: Obj) => String(a.rowLabel).localeCompare(String(b.rowLabel), 'zh-CN') || Number(a.row) - Number(b.row);

export async function runMatrix(sql: Sql, mod: ModuleDefinition, report: ReportDefinition, payload: Obj): Promise<MatrixAnswer> {
  if (report.matrix!.codes) return runCodeMatrix(sql, mod, report, payload);
  const scope = matrixScope(mod, report, payload);
  const { spec, src, resource, fieldOf, period, where, dateCol } = scope;
  const unit = spec.period === 'month' ? 'day' : 'month';
  const rowCol = `t.${ident(columnOf(spec.row))}`;
  const table = `${ident(tableOf(resource))} t`;
  const measure = measureSql(report, fieldOf);
  const w = whereSql(where);
  const cells = await sql.query<{ r: unknown; i: number; v: number }>(`SELECT ${rowCol} AS r, extract(${unit} FROM ${dateCol})::int AS i, ${measure} AS v FROM ${table} ${w} GROUP BY 1, 2`, where.params);
  const perRow = await sql.query<{ r: unknown; v: number }>(`SELECT ${rowCol} AS r, ${measure} AS v FROM ${table} ${w} GROUP BY 1 ORDER BY 2 DESC, 1`, where.params);
  const perColumn = await sql.query<{ i: number; v: number }>(`SELECT extract(${unit} FROM ${dateCol})::int AS i, ${measure} AS v FROM ${table} ${w} GROUP BY 1`, where.params);
  const [grand] = await sql.query<{ v: number }>(`SELECT ${measure} AS v FROM ${table} ${w}`, where.params);

  const columns = matrixColumns(spec, period);
  const keyOf = new Map(columns.map((c) => [c.index, c.key]));
  const quiet = await missingRows(sql, scope, report, payload, perRow.map((r) => r.r));
  const labels = await rowLabels(sql, src.system, fieldOf(spec.row), [...perRow.map((r) => r.r), ...quiet]);
  const rowOf = (value: unknown, total: number) => {
    const row: Obj = { row: value, rowLabel: labels.get(String(value)) ?? String(value ?? ''), [MATRIX_TOTAL]: total };
    for (const c of columns) row[c.key] = 0;
    return row;
  };
  // The rows without records in the period come last (totals descending).
  const rows = [...perRow.map((r) => rowOf(r.r, r.v)), ...quiet.map((v) => rowOf(v, 0)).sort(byLabel)];
  const byValue = new Map(rows.map((row) => [String(row.row), row]));
  for (const c of cells) byValue.get(String(c.r))![keyOf.get(c.i)!] = c.v;
  const totals: Obj = { row: null, rowLabel: config.rowTotal, [MATRIX_TOTAL]: grand?.v ?? 0 };
  for (const c of columns) totals[c.key] = 0;
  for (const c of perColumn) totals[keyOf.get(c.i)!] = c.v;
  const headerOf = (index: number) => (spec.period === 'month' ? say(config.dayColumn, { day: index }) : say(config.monthColumn, { month: index }));
  return { period, columns: columns.map((c) => ({ key: c.key, label: headerOf(c.index) })), rows, total: rows.length, totals };
}

type MatrixScope = ReturnType<typeof matrixScope>;

/** The source, the period and its WHERE (the report's filters and the period's days) of a matrix. */
function matrixScope(mod: ModuleDefinition, report: ReportDefinition, payload: Obj) {
  const spec = report.matrix!;
  const src = sourceModule(mod, report);
  const resource = src.resources.find((r) => r.key === report.source)!;
  const fieldOf = (k: string) => resource.fields.find((f) => f.key === k)!;
  const period = periodOf(report, payload);
  const where = reportWhere(resource, { ...report, dateField: undefined }, payload);
  const dateCol = `t.${ident(columnOf(spec.column))}`;
  const start = spec.period === 'month' ? `${period}-01` : `${period}-01-01`;
  const step = spec.period === 'month' ? '1 month' : '1 year';
  const cast = fieldOf(spec.column).type === 'datetime' ? '::timestamp' : '';
  where.clauses.push(`${dateCol} >= ${bind(where, start)}::date${cast}`, `${dateCol} < (${bind(where, start)}::date + interval '${step}')${cast}`);
  return { spec, src, resource, fieldOf, period, where, dateCol };
}

/**
 * A sheet of marks (MatrixSpec.codes): each cell the enum value of its records (the one listed
 * first in the enum when several fall on one cell), per row the summaries — counts of the cells
 * holding some values (counted from the cells themselves, so they always agree) or measures of
 * the row's records — and the totals row summing the summaries.
 */
async function runCodeMatrix(sql: Sql, mod: ModuleDefinition, report: ReportDefinition, payload: Obj): Promise<MatrixAnswer> {
  const scope = matrixScope(mod, report, payload);
  const { spec, src, fieldOf, period, where, dateCol, resource } = scope;
  const codes = spec.codes!;
  const codeField = fieldOf(codes.field);
  const order = enumsOf(src).find((e) => e.code === codeField.enum)?.options.map((o) => o.value) ?? [];
  const unit = spec.period === 'month' ? 'day' : 'month';
  const rowCol = `t.${ident(columnOf(spec.row))}`;
  const table = `${ident(tableOf(resource))} t`;
  const w = whereSql(where);
  // The enum's order as the cells' tie-break: a parameter of this query alone (the others do not use it).
  const rank = `$${where.params.length + 1}`;
  const cells = await sql.query<{ r: unknown; i: number; v: string }>(
    `SELECT ${rowCol} AS r, extract(${unit} FROM ${dateCol})::int AS i,
            (array_agg(t.${ident(columnOf(codes.field))}::text ORDER BY coalesce(array_position(${rank}::text[], t.${ident(columnOf(codes.field))}::text), 999)))[1] AS v
       FROM ${table} ${w} GROUP BY 1, 2`, [...where.params, order]);
  const measures = codes.summary.filter((s) => s.measure);
  const perRow = await sql.query<Obj & { r: unknown }>(
    `SELECT ${rowCol} AS r${measures.map((s) => `, ${measureOf(s.measure!, fieldOf)} AS "${s.key}"`).join('')} FROM ${table} ${w} GROUP BY 1`, where.params);
  const columns = matrixColumns(spec, period);
  const keyOf = new Map(columns.map((c) => [c.index, c.key]));
  const quiet = await missingRows(sql, scope, report, payload, perRow.map((r) => r.r));
  const labels = await rowLabels(sql, src.system, fieldOf(spec.row), [...perRow.map((r) => r.r), ...quiet]);
  const rows = [...perRow, ...quiet.map((r) => ({ r }) as Obj & { r: unknown })].map((r) => {
    const row: Obj = { row: r.r, rowLabel: labels.get(String(r.r)) ?? String(r.r ?? '') };
    for (const c of columns) row[c.key] = null;
    for (const s of measures) row[s.key] = r[s.key] ?? 0;
    return row;
  });
  const byValue = new Map(rows.map((row) => [String(row.row), row]));
  for (const c of cells) byValue.get(String(c.r))![keyOf.get(c.i)!] = c.v;
  for (const row of rows) {
    for (const s of codes.summary.filter((x) => x.values)) row[s.key] = columns.filter((c) => s.values!.includes(String(row[c.key]))).length;
  }
  rows.sort(byLabel);
  const totals: Obj = { row: null, rowLabel: config.rowTotal };
  for (const c of columns) totals[c.key] = null;
  for (const s of codes.summary) totals[s.key] = Math.round(rows.reduce((sum, r) => sum + Number(r[s.key] ?? 0), 0) * 100) / 100;
  const headerOf = (index: number) => (spec.period === 'month' ? say(config.dayColumn, { day: index }) : say(config.monthColumn, { month: index }));
  return { period, columns: columns.map((c) => ({ key: c.key, label: headerOf(c.index) })), rows, total: rows.length, totals };
}

function measureOf(m: NonNullable<MatrixSummary['measure']>, fieldOf: (k: string) => FieldDefinition): string {
  const col = m.field ? `t.${ident(columnOf(fieldOf(m.field).key))}` : '';
  const base = m.agg === 'count' ? 'count(*)' : m.agg === 'countDistinct' ? `count(DISTINCT ${col})` : `${m.agg}(${col})`;
  return `coalesce(round((${base})::numeric, ${Number(m.digits ?? 2)})::float8, 0)`;
}
