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
import { createRecord, idOf, idsOf, updateRecord } from './records';
import { findRow, isScoped, requireInScope } from './row-scope';
import type { Ctx } from './select';
import { treeOf } from './trees';
import { linesCall, saveDocument } from './documents';
import { register, type Handler } from './register';
import { exportResource } from './xlsx-export';
import { WORKFLOW_KINDS, workflowRoutes } from './workflow/routes';
import { importResource, importTemplate } from './xlsx-import';
import { importDocuments, importDocumentsTemplate } from './xlsx-import-documents';
import { resourceExtraRoutes } from './extra-routes';
import { afterSave } from './after-save';
import { fileRoutes } from './workflow/file-routes';
import { verifierOf, writeHookOf } from './system-hooks';

type Obj = Record<string, unknown>;

/** A printable view: labelled, formatted lines of one record. */
function printable(ctx: Ctx, row: Obj) {
  const lines = storedFields(ctx.resource).map((f) => ({ label: fieldTitle(f), value: displayValue(ctx.mod.system, f, row) }));
  return { title: ctx.resource.print?.title ?? ctx.resource.name, id: row.id, lines };
}

export function resourceCrudRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition, resource: ResourceDefinition, refs: ReferenceIndex): void {
  const ctx: Ctx = { mod, resource };
  const actorOf = (r: FastifyRequest): Actor => ({ userId: sessionOf(r).userId });
  // Rows kept per user (ownerField): every call works on the caller's own rows (row-scope.ts).
  const ctxOf = (r: FastifyRequest): Ctx => (resource.ownerField ? { ...ctx, owner: sessionOf(r).userId } : ctx);
  // Writes and their audit entries in one transaction (audit.ts).
  // Documents save their lines with the header (documents.ts).
  const create = (sql: Sql, c: Ctx, p: Obj) => (resource.lines ? saveDocument(sql, c, { ...p, id: undefined }) : createRecord(sql, c, p));
  const update = (sql: Sql, c: Ctx, p: Obj) => (resource.lines ? saveDocument(sql, c, { ...p, id: idOf(p) }) : updateRecord(sql, c, p));
  // The system's own step (a punch's distance from its facility), then the row as it is now.
  const settled = async (sql: Sql, c: Ctx, row: Obj, step: string, before?: Obj) =>
    ((await afterSave(sql, c, [row.id as number], step, before)) ? { ...row, ...(await findRow(sql, c, row.id as number)) } : row);
  const created = async (sql: Sql, r: FastifyRequest, p: Obj) => {
    const c = ctxOf(r);
    const row = await settled(sql, c, await create(sql, c, p), 'create');
    await audit(sql, actorOf(r), c, 'create', row.id as number, changesOf(c, undefined, row));
    return row;
  };
  const updated = async (sql: Sql, r: FastifyRequest, p: Obj) => {
    const c = ctxOf(r);
    const before = await findRow(sql, c, idOf(p));
    const row = await settled(sql, c, await update(sql, c, p), 'update', before ?? undefined);
    await audit(sql, actorOf(r), c, 'update', row.id as number, changesOf(c, before, row));
    return row;
  };
  const handlers: Record<ResolvedCall['kind'], Handler> = {
    list: async (r, p, tid) => ok(await app.db.tenant(tid, (sql) => listPage(sql, ctxOf(r), p))),
    all: async (r, p, tid) => ok(await app.db.tenant(tid, (sql) => allRows(sql, ctxOf(r), p))),
    options: async (r, p, tid) => ok(await app.db.tenant(tid, (sql) => optionRows(sql, ctxOf(r), p.by))),
    detail: async (r, p, tid) => {
      const row = await app.db.tenant(tid, (sql) => findRow(sql, ctxOf(r), idOf(p)));
      if (!row) throw notFound(messages.notFound);
      return ok(row);
    },
    create: async (r, p, tid) => ok(await app.db.tenant(tid, (sql) => created(sql, r, p)), messages.saved),
    update: async (r, p, tid) => ok(await app.db.tenant(tid, (sql) => updated(sql, r, p)), messages.saved),
    upsert: async (r, p, tid) =>
      ok(await app.db.tenant(tid, (sql) => (p.id === undefined || p.id === '' || p.id === null ? created(sql, r, p) : updated(sql, r, p))), messages.saved),
    delete: async (r, p, tid) => {
      const { deleted, cascaded } = await app.db.tenant(tid, async (sql) => {
        const ids = idsOf(p);
        await requireInScope(sql, ctxOf(r), ids);
        const done = await deleteReferenced(sql, refs, ctx, ids);
        for (const { ctx: of, rows } of done.removed) {
          await auditRows(sql, actorOf(r), of, 'delete', rows, rows.map((row) => ({ id: row.id })));
          await writeHookOf(of)?.afterDelete?.(sql, of, rows);
        }
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
  // A workflow resource answers its list, detail, save and delete itself (workflow/routes.ts).
  if (resource.workflow) workflowRoutes(server, app, ctx, refs);
  // Uploads of image and attachment fields (a workflow resource has them already).
  else if (resource.fields.some((f) => f.type === 'images' || f.type === 'attachments')) fileRoutes(server, app, mod.system, resource.endpoints.base);
  for (const call of callsOf(resource)) {
    if (resource.workflow && WORKFLOW_KINDS.has(call.kind)) continue;
    if (call.kind === 'export') {
      for (const method of ['GET', 'POST'] as const) {
        register(server, app, mod.system, method, call.path, async (_r, p, tid, reply) => exportResource(app, tid, ctx, p, reply, storedFields(resource).map((f) => f.key)));
      }
      for (const variant of resource.exportVariants ?? []) {
        register(server, app, mod.system, 'POST', `${resource.endpoints.base}/${variant.call}`, async (_r, p, tid, reply) => exportResource(app, tid, ctx, p, reply, variant.fields));
      }
      continue;
    }
    if (call.kind === 'import') {
      // Documents import one row per line (xlsx-import-documents.ts).
      register(server, app, mod.system, 'POST', call.path, async (request, _p, tid) => (resource.lines ? importDocuments : importResource)(app, tid, ctx, request, actorOf(request)));
      register(server, app, mod.system, 'GET', `${resource.endpoints.base}/importTemplate`, async (_r, _p, tid, reply) => (resource.lines ? importDocumentsTemplate : importTemplate)(app, tid, ctx, reply));
      continue;
    }
    register(server, app, mod.system, call.method, call.path, handlers[call.kind]);
  }
  for (const action of resource.actions ?? []) {
    if (action.call === 'update' || action.answeredBy === 'system') continue; // sent through update, or the system's own route
    register(server, app, mod.system, 'POST', actionPath(resource, action), async (r, p, tid) => ok(await app.db.tenant(tid, (sql) => runAction(sql, ctxOf(r), action, p, actorOf(r)))));
  }
  resourceExtraRoutes(server, app, ctx, refs);
  // Fields only the system's server can check (a formula): its verdict at the declared call (a
  // wrong value is an answer here, { valid: false } with the message; a save refuses it).
  for (const f of resource.fields.filter((x) => x.verify)) {
    register(server, app, mod.system, 'POST', `${resource.endpoints.base}/${f.verify!.call}`, async (_r, p, tid) => {
      const verifier = verifierOf(mod.system, f.verify!.call);
      if (!verifier) throw new Error(`no verifier ${mod.system}.${f.verify!.call}`);
      const verdict = await app.db.tenant(tid, (sql) => verifier(sql, p[f.key], p));
      return ok({ ...verdict.data, valid: verdict.valid }, verdict.msg);
    });
  }
  // Image and attachment fields upload through the resource's own calls (a workflow registers them with its steps).
  if (!resource.workflow && resource.fields.some((f) => (f.type === 'images' || f.type === 'attachments') && !f.readonly)) fileRoutes(server, app, mod.system, resource.endpoints.base);
  register(server, app, mod.system, 'GET', extraCallPath(resource, 'history'), async (r, p, tid) =>
    ok(await app.db.tenant(tid, async (sql) => {
      if (isScoped(ctx)) await requireInScope(sql, ctxOf(r), [idOf(p)]);
      return historyOf(sql, ctx, idOf(p));
    })));
  if (resource.lines) {
    const path = `${resource.endpoints.base}/${resource.lines.call}`;
    for (const method of ['GET', 'POST'] as const) register(server, app, mod.system, method, path, async (_r, p, tid) => ok(await app.db.tenant(tid, (sql) => linesCall(sql, ctx, p))));
  }
  if (resource.tree) {
    const path = `${resource.endpoints.base}/${resource.tree.call ?? 'tree'}`;
    for (const method of ['GET', 'POST'] as const) register(server, app, mod.system, method, path, async (_r, _p, tid) => ok(await app.db.tenant(tid, (sql) => treeOf(sql, ctx))));
  }
  if (resource.print) {
    register(server, app, mod.system, 'GET', `${resource.endpoints.base}/${resource.print.call}`, async (r, p, tid) => {
      const row = await app.db.tenant(tid, (sql) => findRow(sql, ctxOf(r), idOf(p)));
      if (!row) throw notFound(messages.notFound);
      return ok(printable(ctx, row));
    });
  }
}
