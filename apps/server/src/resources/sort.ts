/**
 * The order a list asks for (issue 15): `sortField` (a stored field of the resource, or
 * createTime / updateTime) and `sortOrder` (asc | desc). Anything else is refused with a Chinese
 * message; without them the resource's own order applies. Ties are broken by id, so paging is
 * stable. Lookups sort by their label, enums by their stored code.
 */
import { lists } from '../../../../src/i18n/messages/lists';
import { columnOf, ident, storedFields } from './names';
import { invalid, say } from './messages';
import { lookupLabelExpr, type Ctx } from './select';

export interface SortRequest {
  field: string;
  dir: 'asc' | 'desc';
}

const SYSTEM_SORT = new Set(['createTime', 'updateTime']);

/** The requested order, validated; undefined = the resource's default. */
export function sortOf({ resource }: Ctx, payload: Record<string, unknown>): SortRequest | undefined {
  const field = payload.sortField;
  const order = payload.sortOrder;
  if ((field === undefined || field === '' || field === null) && (order === undefined || order === '' || order === null)) return undefined;
  if (typeof field !== 'string' || !(SYSTEM_SORT.has(field) || storedFields(resource).some((f) => f.key === field))) {
    throw invalid(say(lists.badSortField, { field: typeof field === 'string' ? field.slice(0, 40) : String(field) }));
  }
  const dir = order === undefined || order === '' || order === null ? 'asc' : order;
  if (dir !== 'asc' && dir !== 'desc') throw invalid(lists.badSortOrder);
  return { field, dir };
}

/** ORDER BY of a list: the requested order (then id), or the resource's default. */
export function orderFor(ctx: Ctx, sort: SortRequest | undefined, alias = 't'): string | undefined {
  if (!sort) return undefined;
  const dir = sort.dir === 'asc' ? 'ASC' : 'DESC';
  const f = ctx.resource.fields.find((x) => x.key === sort.field);
  const expr = f?.type === 'lookup' ? lookupLabelExpr(ctx.mod, f, alias) : `${alias}.${ident(columnOf(sort.field))}`;
  // Empty values last whichever way, as spreadsheets do.
  return `ORDER BY ${expr} ${dir} NULLS LAST, ${alias}.id ${dir}`;
}
