/**
 * Record rules over other records (catalogue RecordRule `sumAtMost`): a field summed over every
 * record sharing the `per` value, this one included, stays at most `max` — a unit's shareholders
 * hold at most 100 %. The `per` target row is locked first, so two saves for the same unit
 * cannot both pass on stale sums.
 */
import type { RecordRule } from '../../../catalogue/src';
import type { Sql } from '../db/types';
import { columnOf, ident, tableOf } from './names';
import { target, type Ctx } from './select';

type SumRule = Extract<RecordRule, { kind: 'sumAtMost' }>;

export async function sumRuleProblems(sql: Sql, ctx: Ctx, values: Record<string, unknown>, id: number | undefined): Promise<{ field: string; message: string }[]> {
  const problems: { field: string; message: string }[] = [];
  for (const rule of (ctx.resource.recordRules ?? []).filter((r): r is SumRule => r.kind === 'sumAtMost')) {
    const group = values[rule.per];
    const own = Number(values[rule.field] ?? 0);
    if (group === null || group === undefined || group === '') continue;
    const perField = ctx.resource.fields.find((f) => f.key === rule.per);
    if (perField?.type === 'lookup') await sql.query(`SELECT 1 FROM ${ident(tableOf(target(ctx.mod, perField)))} WHERE id = $1 FOR NO KEY UPDATE`, [group]);
    const [row] = await sql.query<{ others: number | null }>(
      `SELECT sum(${ident(columnOf(rule.field))})::float8 AS others FROM ${ident(tableOf(ctx.resource))} WHERE ${ident(columnOf(rule.per))} = $1 AND id <> $2`,
      [group, id ?? -1],
    );
    // Cents of a percent: binary sums of 33.33 + 33.33 + 33.34 must still equal 100.
    if (Math.round(((row?.others ?? 0) + own) * 1e6) > Math.round(rule.max * 1e6)) problems.push({ field: rule.field, message: rule.message });
  }
  return problems;
}
