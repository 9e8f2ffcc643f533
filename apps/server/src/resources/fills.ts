/**
 * Form fills (issue 15): `GET <base>/fill?field=carId&id=5` answers the values that picking
 * record 5 in the lookup `carId` puts into other fields of the form, as the catalogue declares
 * them (FieldDefinition.fills): `{ companyId: 3, tareWeight: 9800 }`. Values not found are left out.
 */
import { lookupTarget, moduleOf, type FieldDefinition, type FillRule, type ModuleDefinition, type ResourceDefinition } from '../../../catalogue/src';
import { lists } from '../../../../src/i18n/messages/lists';
import type { Sql } from '../db/types';
import { invalid, say } from './messages';
import { columnOf, ident, storedFields, tableOf } from './names';
import { idOf } from './records';
import { selectList, type Ctx } from './select';

/** The resource a rule reads: the lookup's target, or the named resource. */
function sourceOf(mod: ModuleDefinition, f: FieldDefinition, rule: FillRule): ResourceDefinition {
  if (!rule.from) return lookupTarget(mod.system, f);
  return lookupTarget(mod.system, { ...f, lookup: { resource: rule.from.resource, system: rule.from.system, labelField: '' } });
}

/** Start-up check: every mapped field exists on both sides (a typo fails loudly, not silently). */
export function checkFills({ mod, resource }: Ctx): void {
  for (const f of resource.fields) {
    for (const rule of f.fills ?? []) {
      const source = sourceOf(mod, f, rule);
      const by = rule.from?.by;
      if (by && !storedFields(source).some((x) => x.key === by)) throw new Error(`fill ${resource.key}.${f.key}: ${source.key} has no ${by}`);
      for (const [to, from] of Object.entries(rule.map)) {
        if (!resource.fields.some((x) => x.key === to)) throw new Error(`fill ${resource.key}.${f.key}: no field ${to}`);
        if (!storedFields(source).some((x) => x.key === from)) throw new Error(`fill ${resource.key}.${f.key}: ${source.key} has no ${from}`);
      }
    }
  }
}

export function hasFills(resource: ResourceDefinition): boolean {
  return resource.fields.some((f) => f.type === 'lookup' && f.fills?.length);
}

export async function fillValues(sql: Sql, { mod, resource }: Ctx, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
  const key = typeof payload.field === 'string' ? payload.field : '';
  const f = resource.fields.find((x) => x.key === key && x.type === 'lookup' && x.fills?.length);
  if (!f) throw invalid(say(lists.fillUnknownField, { field: key.slice(0, 40) || '-' }));
  const id = idOf(payload);
  const out: Record<string, unknown> = {};
  for (const rule of f.fills!) {
    const source = sourceOf(mod, f, rule);
    const sourceCtx = { mod: moduleOf(source.system) ?? mod, resource: source };
    const where = rule.from ? `t.${ident(columnOf(rule.from.by))} = $1` : 't.id = $1';
    const [row] = await sql.query<Record<string, unknown>>(
      `SELECT ${selectList(sourceCtx, Object.values(rule.map))} FROM ${ident(tableOf(source))} t WHERE ${where} ORDER BY t.id LIMIT 1`,
      [id],
    );
    if (!row) continue;
    for (const [to, from] of Object.entries(rule.map)) {
      if (row[from] === null || row[from] === undefined) continue;
      out[to] = row[from];
      if (row[`${from}Label`] !== undefined) out[`${to}Label`] = row[`${from}Label`];
    }
  }
  return out;
}
