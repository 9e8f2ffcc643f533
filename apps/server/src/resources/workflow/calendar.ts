/** The tenant's holiday calendar (the workflow's holidays resource) and the database's clock. */
import type { ModuleDefinition, WorkflowDefinition } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { columnOf, ident, tableOf } from '../names';
import type { Calendar } from './clock';

export async function calendarOf(sql: Sql, mod: ModuleDefinition, wf: WorkflowDefinition): Promise<Calendar> {
  const h = wf.holidays;
  const resource = mod.resources.find((r) => r.key === h.resource);
  if (!resource) throw new Error(`${mod.system}: no holidays resource ${h.resource}`);
  const rows = await sql.query<{ day: string; kind: string }>(
    `SELECT to_char(${ident(columnOf(h.dateField))}, 'YYYY-MM-DD') AS day, ${ident(columnOf(h.kindField))} AS kind FROM ${ident(tableOf(resource))}`,
  );
  return { days: new Map(rows.map((r) => [r.day, r.kind === 'work' ? 'work' : 'rest'])) };
}

/** The database's local time (the clock of every timestamp column). */
export async function nowOf(sql: Sql): Promise<string> {
  const [row] = await sql.query<{ now: string }>(`SELECT to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS now`);
  return row!.now;
}
