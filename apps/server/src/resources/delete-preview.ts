/**
 * `POST <base>/deletePreview {ids}` (issue 15): what deleting these records would do, without
 * doing it — the rows that would go with them (lookups declared `onDelete: 'cascade'`), or the
 * refusal (still referred to, locked). The delete itself runs in a transaction that is rolled
 * back, so the preview is exactly what the delete call would do at this moment.
 */
import { ApiError } from '../http/errors';
import type { Database } from '../db/types';
import { deleteReferenced, type Cascaded, type ReferenceIndex } from './references';
import type { Ctx } from './select';

export interface DeletePreview {
  /** Records of the resource itself that would be deleted. */
  count: number;
  cascaded: Cascaded[];
  /** The server's refusal (nothing could be deleted), or null. */
  refused: string | null;
}

class RollBack extends Error {
  constructor(readonly preview: DeletePreview) {
    super('preview');
  }
}

export async function deletePreview(db: Database, tenantId: string, refs: ReferenceIndex, ctx: Ctx, ids: number[]): Promise<DeletePreview> {
  try {
    await db.tenant(tenantId, async (sql) => {
      const done = await deleteReferenced(sql, refs, ctx, ids);
      throw new RollBack({ count: done.deleted, cascaded: done.cascaded, refused: null });
    });
  } catch (error) {
    if (error instanceof RollBack) return error.preview;
    if (error instanceof ApiError && error.httpStatus === 400) return { count: 0, cascaded: [], refused: error.message };
    throw error;
  }
  throw new Error('unreachable');
}
