/** Calls of a resource beyond its family's (issue 15): the delete preview and form fills. */
import type { FastifyInstance } from 'fastify';
import { callOf, extraCallPath, operationCode, viewCode } from '../../../catalogue/src';
import type { AppContext } from '../context';
import { ok } from '../http/errors';
import { register } from './register';
import { deletePreview } from './delete-preview';
import { checkFills, fillValues, hasFills } from './fills';
import { idsOf } from './records';
import type { ReferenceIndex } from './references';
import type { Ctx } from './select';

export function resourceExtraRoutes(server: FastifyInstance, app: AppContext, ctx: Ctx, refs: ReferenceIndex): void {
  const { mod, resource } = ctx;
  if (callOf(resource, 'delete') || callOf(resource, 'deleteMany')) {
    register(server, app, mod.system, 'POST', extraCallPath(resource, 'deletePreview'), async (_r, p, tid) => ok(await deletePreview(app.db, tid, refs, ctx, idsOf(p))), { fn: operationCode(resource.key, 'delete') });
  }
  if (hasFills(resource)) {
    checkFills(ctx);
    // Whoever fills the resource's form: its create and edit, and a map page that creates its records (调度台).
    const pickers = mod.pages.filter((page) => page.kind === 'areaPick' && page.target.resource === resource.key).map((page) => viewCode(page.key));
    register(server, app, mod.system, 'GET', extraCallPath(resource, 'fill'), async (_r, p, tid) => ok(await app.db.tenant(tid, (sql) => fillValues(sql, ctx, p))), {
      fn: [operationCode(resource.key, 'create'), operationCode(resource.key, 'edit'), ...pickers],
    });
  }
}
