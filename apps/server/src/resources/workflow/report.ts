/**
 * A report of kind `workflow` (model/workflow-report.ts): a workflow's live figures counted
 * with the very conditions of the list tabs (read.ts), so 已超时 on a board equals the total of
 * the list with scope=overdue. Figures are of now: the board's period does not apply.
 */
import type { ModuleDefinition, ReportDefinition } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { columnOf, ident, tableOf } from '../names';
import { listFilters, lookupLabelExpr, newWhere, whereSql } from '../select';
import { centerSql, escalatedSql, lit, openSql, overdueSql } from './read';

type Obj = Record<string, unknown>;

export async function workflowReport(sql: Sql, mod: ModuleDefinition, report: ReportDefinition, payload: Obj): Promise<{ rows: Obj[]; total: number }> {
  const resource = mod.resources.find((r) => r.key === report.source);
  const spec = report.workflow;
  if (!resource?.workflow || !spec) throw new Error(`${mod.system}.${report.key}: not a workflow report`);
  const wf = resource.workflow;
  const ctx = { mod, resource };
  const col = (key: string) => `t.${ident(columnOf(key))}`;
  const hours = Math.max(0, Math.floor(spec.dueWithinHours));
  const open = openSql(wf);
  const figures = [
    `count(*) FILTER (WHERE ${open})::int AS open`,
    `count(*) FILTER (WHERE ${overdueSql(wf)})::int AS overdue`,
    `count(*) FILTER (WHERE ${escalatedSql(wf)})::int AS escalated`,
    `count(*) FILTER (WHERE ${spec.raisedState ? `${col(wf.stateField)} = ${lit(spec.raisedState)} OR ` : ''}${escalatedSql(wf)})::int AS raised`,
    `count(*) FILTER (WHERE ${centerSql(wf)})::int AS "centerQueue"`,
    `count(*) FILTER (WHERE ${open} AND ${col(wf.deadlineField)} >= localtimestamp(0) AND ${col(wf.deadlineField)} < localtimestamp(0) + interval '${hours} hours')::int AS "dueSoon"`,
    // lit() admits letters, digits and _ only, so the quoted alias is safe too.
    ...spec.states.map((s) => `count(*) FILTER (WHERE ${col(wf.stateField)} = ${lit(s.value)})::int AS "${s.value}"`),
  ];
  const where = listFilters(ctx, payload, newWhere());
  const table = `${ident(tableOf(resource))} t`;
  if (!spec.groupBy) {
    const rows = await sql.query<Obj>(`SELECT ${figures.join(', ')} FROM ${table} ${whereSql(where)}`, where.params);
    return { rows, total: rows.length };
  }
  const g = resource.fields.find((f) => f.key === spec.groupBy!.field);
  if (!g) throw new Error(`${mod.system}.${report.key}: no field ${spec.groupBy.field}`);
  const label = g.type === 'lookup' ? `, ${lookupLabelExpr(mod, g, 't')} AS "${g.key}Label"` : '';
  // Groups with open cases only, most overdue first (the ranking a board shows).
  where.clauses.push(open);
  const rows = await sql.query<Obj>(
    `SELECT ${col(g.key)} AS "${g.key}"${label}, ${figures.join(', ')} FROM ${table} ${whereSql(where)}
      GROUP BY t.tenant_id, ${col(g.key)} ORDER BY overdue DESC, open DESC, 1 LIMIT 200`,
    where.params,
  );
  return { rows, total: rows.length };
}
