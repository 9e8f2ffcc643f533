/** Generic calls of every catalogue resource at the paths its naming shape gives. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actionPath, callsOf, displayValue, extraCallPath, fieldTitle, type ModuleDefinition, type ResolvedCall, type ResourceDefinition } from '../../../catalogue/src';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { notFound, ok } from '../http/errors';
import type { Sql } from '../db/types';
import { allRows, auditRows, listPage, optionRows, runAction } from './calls';
import { audit, changesOf, historyOf, type Actor } from './audit';
import { deleteReferenced, type ReferenceIndex } from './references';
import { storedFields } from './names';
import { messages, say } from './messages';
import { createRecord, getRow, idOf, idsOf, updateRecord } from './records';
import type { Ctx } from './select';
import { treeOf } from './trees';
import { linesCall, saveDocument } from './documents';
import { register, type Handler, type Need } from './register';
import { actionCode, operationCode } from '../../../catalogue/src';
import { outOfScope, refuseForeignDept, refuseOutOfScope } from './row-scope';
import { exportResource } from './xlsx-export';
import { WORKFLOW_KINDS, workflowRoutes } from './workflow/routes';
import { importResource, importTemplate } from './xlsx-import';
import { importDocuments, importDocumentsTemplate } from './xlsx-import-documents';
import { resourceExtraRoutes } from './extra-routes';

type Obj = Record<string, unknown>;

/** A printable view: labelled, formatted lines of one record. */
function printable(ctx: Ctx, row: Obj) {
  const lines = storedFields(ctx.resource).map((f) => ({ label: fieldTitle(f), value: displayValue(ctx.mod.system, f, row) }));
  return { title: ctx.resource.print?.title ?? ctx.resource.name, id: row.id, lines };
}

export function resourceCrudRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition, resource: ResourceDefinition, refs: ReferenceIndex): void {
  const ctx: Ctx = { mod, resource };
  const actorOf = (r: FastifyRequest): Actor => ({ userId: sessionOf(r).userId });
  // Writes and their audit entries in one transaction (audit.ts).
  // Documents save their lines with the header (documents.ts).
  const create = (sql: Sql, p: Obj) => (resource.lines ? saveDocument(sql, ctx, { ...p, id: undefined }) : createRecord(sql, ctx, p));
  const update = (sql: Sql, p: Obj) => (resource.lines ? saveDocument(sql, ctx, { ...p, id: idOf(p) }) : updateRecord(sql, ctx, p));
  const created = async (sql: Sql, actor: Actor, p: Obj) => {
    refuseForeignDept(ctx, p);
    const row = await create(sql, p);
    await audit(sql, actor, ctx, 'create', row.id as number, changesOf(ctx, undefined, row));
    return row;
  };
  const updated = async (sql: Sql, actor: Actor, p: Obj) => {
    await refuseOutOfScope(sql, ctx, p, [idOf(p)]);
    refuseForeignDept(ctx, p);
    const before = await getRow(sql, ctx, idOf(p));
    const row = await update(sql, p);
    await audit(sql, actor, ctx, 'update', row.id as number, changesOf(ctx, before, row));
    return row;
  };
  // A record outside the caller's data scope is not found (row-scope.ts).
  const inScope = async (sql: Sql, p: Obj, id: number) => (await outOfScope(sql, ctx, p, [id])) === 0;
  const handlers: Record<ResolvedCall['kind'], Handler> = {
    list: async (_r, p, tid) => ok(await app.db.tenant(tid, (sql) => listPage(sql, ctx, p))),
    all: async (_r, p, tid) => ok(await app.db.tenant(tid, (sql) => allRows(sql, ctx, p))),
    options: async (_r, p, tid) => ok(await app.db.tenant(tid, (sql) => optionRows(sql, ctx, p.by))),
    detail: async (_r, p, tid) => {
      const id = idOf(p);
      const row = await app.db.tenant(tid, async (sql) => (await inScope(sql, p, id)) && getRow(sql, ctx, id));
      if (!row) throw notFound(messages.notFound);
      return ok(row);
    },
    create: async (r, p, tid) => ok(await app.db.tenant(tid, (sql) => created(sql, actorOf(r), p)), messages.saved),
    update: async (r, p, tid) => ok(await app.db.tenant(tid, (sql) => updated(sql, actorOf(r), p)), messages.saved),
    upsert: async (r, p, tid) =>
      ok(await app.db.tenant(tid, (sql) => (p.id === undefined || p.id === '' || p.id === null ? created(sql, actorOf(r), p) : updated(sql, actorOf(r), p))), messages.saved),
    delete: async (r, p, tid) => {
      const { deleted, cascaded } = await app.db.tenant(tid, async (sql) => {
        await refuseOutOfScope(sql, ctx, p, idsOf(p));
        const done = await deleteReferenced(sql, refs, ctx, idsOf(p));
        for (const { ctx: of, rows } of done.removed) await auditRows(sql, actorOf(r), of, 'delete', rows, rows.map((row) => ({ id: row.id })));
        return done;
      });
      if (!cascaded.length) return ok({ deleted }, say(messages.deleted, { count: deleted }));
      const list = cascaded.map((c) => `${c.resource} ${c.count} 条`).join('、');
      return ok({ deleted, cascaded }, say(messages.deletedCascade, { count: deleted, cascaded: list }));
    },
    deleteMany: async (r, p, tid, reply) => handlers.delete(r, p, tid, reply),
    export: async () => undefined,
    import: async () => undefined,
  };
  const key = resource.key;
  const read: Need = { read: key };
  const needs: Record<ResolvedCall['kind'], Need> = {
    list: read, all: read, detail: read, options: { system: true },
    create: { fn: operationCode(key, 'create') }, update: { fn: operationCode(key, 'edit') }, upsert: { upsert: key },
    delete: { fn: operationCode(key, 'delete') }, deleteMany: { fn: operationCode(key, 'delete') },
    export: { fn: operationCode(key, 'export') }, import: { fn: operationCode(key, 'import') },
  };
  // A workflow resource answers its list, detail, save and delete itself (workflow/routes.ts).
  if (resource.workflow) workflowRoutes(server, app, ctx, refs);
  for (const call of callsOf(resource)) {
    if (resource.workflow && WORKFLOW_KINDS.has(call.kind)) continue;
    if (call.kind === 'export') {
      for (const method of ['GET', 'POST'] as const) {
        register(server, app, mod.system, method, call.path, async (_r, p, tid, reply) => exportResource(app, tid, ctx, p, reply, storedFields(resource).map((f) => f.key)), needs.export);
      }
      for (const variant of resource.exportVariants ?? []) {
        register(server, app, mod.system, 'POST', `${resource.endpoints.base}/${variant.call}`, async (_r, p, tid, reply) => exportResource(app, tid, ctx, p, reply, variant.fields), needs.export);
      }
      continue;
    }
    if (call.kind === 'import') {
      // Documents import one row per line (xlsx-import-documents.ts).
      register(server, app, mod.system, 'POST', call.path, async (request, _p, tid) => (resource.lines ? importDocuments : importResource)(app, tid, ctx, request, actorOf(request)), needs.import);
      register(server, app, mod.system, 'GET', `${resource.endpoints.base}/importTemplate`, async (_r, _p, tid, reply) => (resource.lines ? importDocumentsTemplate : importTemplate)(app, tid, ctx, reply), needs.import);
      continue;
    }
    register(server, app, mod.system, call.method, call.path, handlers[call.kind], needs[call.kind]);
  }
  for (const action of resource.actions ?? []) {
    if (action.call === 'update' || action.answeredBy === 'system') continue; // sent through update, or the system's own route
    register(server, app, mod.system, 'POST', actionPath(resource, action), async (r, p, tid) =>
      ok(await app.db.tenant(tid, async (sql) => {
        if (action.scope !== 'all') await refuseOutOfScope(sql, ctx, p, action.scope === 'row' ? [idOf(p)] : idsOf(p));
        return runAction(sql, ctx, action, p, actorOf(r));
      })), { fn: actionCode(resource, action) });
  }
  resourceExtraRoutes(server, app, ctx, refs);
  register(server, app, mod.system, 'GET', extraCallPath(resource, 'history'), async (_r, p, tid) => {
    const id = idOf(p);
    return ok(await app.db.tenant(tid, async (sql) => ((await inScope(sql, p, id)) ? historyOf(sql, ctx, id) : [])));
  }, read);
  if (resource.lines) {
    const path = `${resource.endpoints.base}/${resource.lines.call}`;
    for (const method of ['GET', 'POST'] as const) register(server, app, mod.system, method, path, async (_r, p, tid) => ok(await app.db.tenant(tid, (sql) => linesCall(sql, ctx, p))), read);
  }
  if (resource.tree) {
    const path = `${resource.endpoints.base}/${resource.tree.call ?? 'tree'}`;
    for (const method of ['GET', 'POST'] as const) register(server, app, mod.system, method, path, async (_r, _p, tid) => ok(await app.db.tenant(tid, (sql) => treeOf(sql, ctx))), read);
  }
  if (resource.print) {
    register(server, app, mod.system, 'GET', `${resource.endpoints.base}/${resource.print.call}`, async (_r, p, tid) => {
      const id = idOf(p);
      const row = await app.db.tenant(tid, async (sql) => (await inScope(sql, p, id)) && getRow(sql, ctx, id));
      if (!row) throw notFound(messages.notFound);
      return ok(printable(ctx, row));
    }, read);
  }
}
