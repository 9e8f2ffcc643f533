/**
 * Server side of the list-valued, time and cascading field kinds (catalogue model/fieldKinds.ts,
 * docs/decisions/0112): labels of id lists, the tenant check of every id, the parent check of a
 * cascading lookup, number ranges and "contains" filters, and import labels → stored values.
 */
import { findEnum, type FieldDefinition } from '../../../catalogue/src';
import type { Value } from '../../../catalogue/src/model/validate';
import { fill as say } from '../../../../src/i18n/fill';
import { config } from '../../../../src/i18n/messages/config';
import { workflow as workflowText } from '../../../../src/i18n/messages/workflow';
import type { Sql } from '../db/types';
import { invalid } from './messages';
import { filesProblem } from './workflow/file-store';
import { columnOf, ident, readExpr, tableOf } from './names';
import { bind, target, type Ctx, type Where } from './where';
import { decimal } from '../../../catalogue/src/model/validate';

/** `<key>Label` of a lookupMany: the targets' labels joined with 、 in the order of the ids. */
export function manyLabelExpr(ctx: Ctx, f: FieldDefinition, alias = 't'): string {
  const to = target(ctx.mod, f);
  const label = to.fields.find((x) => x.key === to.labelField)!;
  const col = `${alias}.${ident(columnOf(f.key))}`;
  return `(SELECT string_agg((${readExpr(label, 'l')})::text, '、' ORDER BY array_position(${col}, l.id)) FROM ${ident(tableOf(to))} l WHERE l.tenant_id = ${alias}.tenant_id AND l.id = ANY(${col}))`;
}

/**
 * Checks of a typed value beyond its own rules: every id of a lookupMany is a row of the target
 * in this tenant (RLS hides other tenants' rows, so theirs count as missing); a cascading lookup's
 * target sits under the record's parent value. Returns the problem, or null.
 */
export async function kindProblem(sql: Sql, ctx: Ctx, f: FieldDefinition, value: Value, record: Record<string, unknown>): Promise<string | null> {
  if ((f.type === 'images' || f.type === 'attachments') && typeof value === 'string' && value) {
    // Only files of this tenant (RLS hides the others'), and only images in an images field.
    const ids = value.split(',');
    const found = await sql.query<{ file_id: string }>(`SELECT file_id FROM files WHERE file_id = ANY($1::text[])${f.type === 'images' ? ` AND kind = 'images'` : ''}`, [ids]);
    if (found.length !== new Set(ids).size) return say(workflowText.fileMissing, { label: f.label });
  }
  if (f.type === 'lookupMany' && Array.isArray(value) && value.length) {
    const to = target(ctx.mod, f);
    const found = await sql.query<{ id: number }>(`SELECT id FROM ${ident(tableOf(to))} WHERE id = ANY($1::int[]) FOR KEY SHARE`, [value]);
    const known = new Set(found.map((r) => r.id));
    const missing = (value as number[]).find((id) => !known.has(id));
    if (missing !== undefined) return say(config.manyMissing, { label: f.label, value: String(missing) });
  }
  // Files must be the tenant's own uploads (any resource's images, not only a workflow's).
  if ((f.type === 'images' || f.type === 'attachments') && typeof value === 'string' && value) return filesProblem(sql, value.split(','), f.type, f.label);
  if (f.type === 'lookup' && f.cascade && value !== null) {
    const parentValue = record[f.cascade.parent];
    const parentField = ctx.resource.fields.find((x) => x.key === f.cascade!.parent);
    if (parentValue === null || parentValue === undefined || parentValue === '') return null;
    const to = target(ctx.mod, f);
    const hit = await sql.query(`SELECT 1 FROM ${ident(tableOf(to))} WHERE id = $1 AND ${ident(columnOf(f.cascade.via))}::text = $2::text`, [value, String(parentValue)]);
    if (!hit.length) return say(config.notUnderParent, { label: f.label, value: String(value), parent: parentField?.label ?? f.cascade.parent });
  }
  return null;
}

/** A number range filter (`<key>Start` / `<key>End`, either may be empty): 400 when not numbers or reversed. */
export function addNumberRange(where: Where, f: FieldDefinition, start: unknown, end: unknown, alias = 't'): void {
  const col = `${alias}.${ident(columnOf(f.key))}`;
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  const s = given(start) ? decimal(start) : undefined;
  const e = given(end) ? decimal(end) : undefined;
  const bad = (n: number | undefined) => n !== undefined && (!Number.isFinite(n) || Math.abs(n) > 1e15);
  if (bad(s) || bad(e) || (s !== undefined && e !== undefined && s > e)) throw invalid(say(config.badNumberRange, { label: f.label }));
  if (s !== undefined) where.clauses.push(`${col} >= ${bind(where, s)}`);
  if (e !== undefined) where.clauses.push(`${col} <= ${bind(where, e)}`);
}

/** An equality filter on a list field: the record holds the value among others. */
export function addContains(where: Where, f: FieldDefinition, value: Value, alias = 't'): void {
  const col = `${alias}.${ident(columnOf(f.key))}`;
  const one = Array.isArray(value) ? value[0] : value;
  where.clauses.push(`${bind(where, one)}${f.type === 'lookupMany' ? '::int' : '::text'} = ANY(${col})`);
}

/** Import cells of list fields: enum labels → codes, target labels → ids (unknown ones reported). */
export async function importManyValue(sql: Sql, ctx: Ctx, f: FieldDefinition, cell: unknown): Promise<{ value: unknown; error?: string }> {
  const items = String(cell).split(/[,，、]/).map((s) => s.trim()).filter(Boolean);
  if (f.type === 'multiEnum') {
    const options = findEnum(ctx.mod.system, f.enum!)?.options ?? [];
    return { value: items.map((x) => options.find((o) => o.label === x || o.value === x)?.value ?? x) };
  }
  const to = target(ctx.mod, f);
  const label = to.fields.find((x) => x.key === to.labelField)!;
  const found = await sql.query<{ id: number; label: string }>(`SELECT l.id, (${readExpr(label, 'l')})::text AS label FROM ${ident(tableOf(to))} l WHERE (${readExpr(label, 'l')})::text = ANY($1::text[])`, [items]);
  const ids = items.map((x) => found.find((r) => r.label === x)?.id);
  const missing = items.find((_, i) => ids[i] === undefined);
  return missing === undefined ? { value: ids } : { value: null, error: say(config.manyMissing, { label: f.label, value: missing }) };
}
