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
import { findRow, isScoped, requireInScope } from './view-scope';
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
  // Rows kept per user (ownerField): every call works on the caller's own rows (view-scope.ts).
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
    refuseForeignDept(c, p);
    const row = await settled(sql, c, await create(sql, c, p), 'create');
    await audit(sql, actorOf(r), c, 'create', row.id as number, changesOf(c, undefined, row));
    return row;
  };
  const updated = async (sql: Sql, r: FastifyRequest, p: Obj) => {
    const c = ctxOf(r);
    await refuseOutOfScope(sql, c, p, [idOf(p)]);
    refuseForeignDept(c, p);
    const before = await findRow(sql, c, idOf(p));
    const row = await settled(sql, c, await update(sql, c, p), 'update', before ?? undefined);
    await audit(sql, actorOf(r), c, 'update', row.id as number, changesOf(c, before, row));
    return row;
  };
  // A record outside the caller's data scope is not found (row-scope.ts).
  const inScope = async (sql: Sql, p: Obj, id: number) => (await outOfScope(sql, ctx, p, [id])) === 0;
  const handlers: Record<ResolvedCall['kind'], Handler> = {
    list: async (r, p, tid) => ok(await app.db.tenant(tid, (sql) => listPage(sql, ctxOf(r), p))),
    all: async (r, p, tid) => ok(await app.db.tenant(tid, (sql) => allRows(sql, ctxOf(r), p))),
    options: async (r, p, tid) => ok(await app.db.tenant(tid, (sql) => optionRows(sql, ctxOf(r), p.by))),
    detail: async (r, p, tid) => {
      const id = idOf(p);
      const row = await app.db.tenant(tid, async (sql) => (await inScope(sql, p, id)) && findRow(sql, ctxOf(r), id));
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
        await refuseOutOfScope(sql, ctx, p, ids);
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
        return runAction(sql, ctxOf(r), action, p, actorOf(r));
      })), { fn: actionCode(resource, action) });
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
    }, needs.upsert);
  }
  // Image and attachment fields upload through the resource's own calls (a workflow registers them with its steps).
  // (A view that writes nothing — 通讯录 over the staff — uploads nothing.)
  const writes = resource.singleton || resource.operations.some((op) => op === 'create' || op === 'edit');
  if (!resource.workflow && writes && resource.fields.some((f) => (f.type === 'images' || f.type === 'attachments') && !f.readonly)) {
    fileRoutes(server, app, mod.system, resource.endpoints.base, { upload: needs.upsert, read });
  }
  register(server, app, mod.system, 'GET', extraCallPath(resource, 'history'), async (r, p, tid) => {
    const id = idOf(p);
    return ok(await app.db.tenant(tid, async (sql) => {
      if (!(await inScope(sql, p, id))) return [];
      if (isScoped(ctx)) await requireInScope(sql, ctxOf(r), [id]);
      return historyOf(sql, ctx, id);
    }));
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
    register(server, app, mod.system, 'GET', `${resource.endpoints.base}/${resource.print.call}`, async (r, p, tid) => {
      const id = idOf(p);
      const row = await app.db.tenant(tid, async (sql) => (await inScope(sql, p, id)) && findRow(sql, ctxOf(r), id));
      if (!row) throw notFound(messages.notFound);
      return ok(printable(ctx, row));
    }, read);
  }
}
