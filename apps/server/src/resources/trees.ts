/**
 * Self-referencing resources (catalogue model/trees.ts): cycle checks on save, the nested tree
 * call, and "this node and everything below it" filters. Recursive queries use UNION (not
 * UNION ALL), so even a cycle written around the server could not make them loop.
 */
import { fieldOf, nestRows, type ResourceDefinition, type TreeItem } from '../../../catalogue/src';
import { trees as text } from '../../../../src/i18n/messages/trees';
import type { Sql } from '../db/types';
import { say } from './messages';
import { columnOf, ident, readExpr, subtreeSelect, tableOf } from './names';
import { orderSql, selectList, type Ctx } from './select';

type Obj = Record<string, unknown>;

export { text as treeMessages };

/**
 * The cycle message when `parentId` is the row `id` itself or one of its descendants (a move
 * under its own subtree); undefined when the move is fine. A new row cannot close a cycle.
 */
export async function cycleProblem(sql: Sql, ctx: Ctx, id: number | undefined, parentId: unknown): Promise<string | undefined> {
  const tree = ctx.resource.tree;
  if (!tree || id === undefined || parentId === null || parentId === undefined) return undefined;
  const [hit] = await sql.query<{ label: string | null }>(
    `SELECT (${labelExpr(ctx.resource)})::text AS label FROM ${ident(tableOf(ctx.resource))} t WHERE t.id = $1 AND $2::int IN (${subtreeSelect(ctx.resource, '$1')})`,
    [id, parentId],
  );
  return hit ? say(text.cycle, { name: ctx.resource.name, label: hit.label ?? String(id) }) : undefined;
}

function labelExpr(resource: ResourceDefinition): string {
  return readExpr(fieldOf(resource, resource.labelField)!);
}

/** The children of the rows to delete that are not deleted with them: the refusal names them. */
export async function childrenProblem(sql: Sql, ctx: Ctx, ids: number[]): Promise<string | undefined> {
  const tree = ctx.resource.tree;
  if (!tree) return undefined;
  const table = ident(tableOf(ctx.resource));
  const parent = ident(columnOf(tree.parentField));
  const kids = await sql.query<{ parent: number; label: string | null }>(
    `SELECT t.${parent} AS parent, (${labelExpr(ctx.resource)})::text AS label FROM ${table} t WHERE t.${parent} = ANY($1::int[]) AND NOT (t.id = ANY($1::int[])) ORDER BY t.${parent}, t.id`,
    [ids],
  );
  if (!kids.length) return undefined;
  const first = kids[0]!.parent;
  const mine = kids.filter((k) => k.parent === first).map((k) => k.label ?? '');
  const [owner] = await sql.query<{ label: string | null }>(`SELECT (${labelExpr(ctx.resource)})::text AS label FROM ${table} t WHERE t.id = $1`, [first]);
  const names = mine.length > 5 ? `${mine.slice(0, 5).join('、')}等` : mine.join('、');
  return say(text.hasChildren, { name: ctx.resource.name, label: owner?.label ?? String(first), count: mine.length, children: names });
}

export type TreeRow = Obj & { id: number; children: TreeRow[] };

/** The whole tree of a tenant: every row as the API shows it, with `children`. */
export async function treeOf(sql: Sql, ctx: Ctx): Promise<TreeRow[]> {
  const rows = await sql.query<Obj & { id: number }>(`SELECT ${selectList(ctx)} FROM ${ident(tableOf(ctx.resource))} t ${orderSql(ctx.resource)} LIMIT 20000`);
  const out = (items: TreeItem<Obj & { id: number }>[]): TreeRow[] => items.map((i) => ({ ...i.row, children: out(i.children) }));
  return out(nestRows(rows, ctx.resource.tree!.parentField));
}
