/** Generic calls of every catalogue resource at the paths its naming shape gives. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actionPath, callsOf, enumLabel, type ModuleDefinition, type ResolvedCall, type ResourceDefinition, type StateAction } from '../../../catalogue/src';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { requireSystem } from '../http/system-access';
import { notFound, ok } from '../http/errors';
import { ident, readExpr, storedFields, tableOf } from './names';
import { invalid, messages, say } from './messages';
import { createRecord, getRow, idOf, idsOf, prepare, updateRecord, writeValues } from './records';
import { countSql, listFilters, lookupLabelExpr, orderSql, selectList, whereSql, type Ctx } from './select';
import { pagingOf, unpack } from './unpack';
import { coerce, type Value } from '../../../catalogue/src/model/validate';
import { exportResource } from './xlsx-export';
import { importResource, importTemplate } from './xlsx-import';
import { deleteReferenced, type ReferenceIndex } from './references';

type Obj = Record<string, unknown>;
const UNPAGED_LIMIT = 1000;

async function listPage(app: AppContext, tenantId: string, ctx: Ctx, payload: Obj) {
  const { pageNum, pageSize } = pagingOf(payload);
  const where = listFilters(ctx, payload);
  const table = ident(tableOf(ctx.resource));
  return app.db.tenant(tenantId, async (sql) => {
    const [count] = await sql.query<{ total: number }>(countSql(ctx.resource, where), where.params);
    const rows = await sql.query(
      `SELECT ${selectList(ctx)} FROM ${table} t ${whereSql(where)} ${orderSql(ctx.resource)} LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
      where.params,
    );
    return { rows, total: count!.total, pageNum, pageSize };
  });
}

async function runAction(app: AppContext, tenantId: string, ctx: Ctx, action: StateAction, payload: Obj) {
  return app.db.tenant(tenantId, async (sql) => {
    const ids = action.scope === 'all' && payload.id === undefined && payload.ids === undefined ? 'all' : action.scope === 'row' ? [idOf(payload)] : idsOf(payload);
    if (action.kind === 'touch') return { changed: await writeValues(sql, ctx, ids, {}, [action.touch!]) };
    if (action.kind === 'set') {
      const values: Record<string, Value> = {};
      for (const [key, raw] of Object.entries(action.set ?? {})) {
        const f = ctx.resource.fields.find((x) => x.key === key)!;
        const typed = coerce(f, raw);
        values[key] = 'value' in typed ? typed.value : null;
      }
      return { changed: await writeValues(sql, ctx, ids, values) };
    }
    const id = idOf(payload);
    const existing = await getRow(sql, ctx, id);
    if (!existing) throw notFound(messages.notFound);
    const subset: Obj = {};
    for (const key of action.fields ?? []) subset[key] = payload[key] ?? null;
    // Form actions write fields the edit dialog may not show (readonly there): validate them as plain fields.
    const writable = { ...ctx, resource: { ...ctx.resource, fields: ctx.resource.fields.map((f) => (action.fields?.includes(f.key) ? { ...f, readonly: false } : f)) } };
    const { values, errors } = await prepare(sql, writable, subset, existing);
    if (errors.length) throw invalid(errors[0]!.message, { errors });
    await writeValues(sql, ctx, [id], values);
    return getRow(sql, ctx, id);
  });
}

/** A printable view: labelled, formatted lines of one record. */
function printable(ctx: Ctx, row: Obj) {
  const lines = storedFields(ctx.resource).map((f) => {
    const v = row[f.key];
    const text = f.type === 'lookup' ? row[`${f.key}Label`] : f.type === 'enum' ? enumLabel(ctx.mod.system, f.enum!, v) : f.type === 'boolean' ? (v ? messages.yes : messages.no) : v;
    return { label: f.unit ? `${f.label}(${f.unit})` : f.label, value: text == null ? '' : String(text) };
  });
  return { title: ctx.resource.print?.title ?? ctx.resource.name, id: row.id, lines };
}

export type Handler = (request: FastifyRequest, payload: Obj, tenantId: string, reply: FastifyReply) => Promise<unknown>;

/** A business call of `system`: a live session of a user who holds the system (403 otherwise, before anything runs). */
export function register(server: FastifyInstance, app: AppContext, system: string, method: 'GET' | 'POST', path: string, handler: Handler) {
  app.businessRoutes.push({ system, method, url: path });
  server.route({
    method,
    url: path,
    preHandler: [app.requireSession, requireSystem(app, system)],
    handler: async (request, reply) => {
      const tenantId = sessionOf(request).tenantId;
      const result = await handler(request, unpack(request), tenantId, reply);
      return reply.sent ? reply : result;
    },
  });
}

export function resourceCrudRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition, resource: ResourceDefinition, refs: ReferenceIndex): void {
  const ctx: Ctx = { mod, resource };
  const table = ident(tableOf(resource));
  const labelField = resource.fields.find((f) => f.key === resource.labelField)!;
  const labelExpr = labelField.type === 'lookup' ? lookupLabelExpr(mod, labelField) : readExpr(labelField);
  const handlers: Record<ResolvedCall['kind'], Handler> = {
    list: async (_r, p, tid) => ok(await listPage(app, tid, ctx, p)),
    all: async (_r, p, tid) => {
      const where = listFilters(ctx, p);
      return ok(await app.db.tenant(tid, (sql) => sql.query(`SELECT ${selectList(ctx)} FROM ${table} t ${whereSql(where)} ${orderSql(resource)} LIMIT ${UNPAGED_LIMIT}`, where.params)));
    },
    options: async (_r, _p, tid) =>
      ok(await app.db.tenant(tid, (sql) => sql.query(`SELECT t.id, (${labelExpr})::text AS label FROM ${table} t ${orderSql(resource)} LIMIT ${UNPAGED_LIMIT}`))),
    detail: async (_r, p, tid) => {
      const row = await app.db.tenant(tid, (sql) => getRow(sql, ctx, idOf(p)));
      if (!row) throw notFound(messages.notFound);
      return ok(row);
    },
    create: async (_r, p, tid) => ok(await app.db.tenant(tid, (sql) => createRecord(sql, ctx, p)), messages.saved),
    update: async (_r, p, tid) => ok(await app.db.tenant(tid, (sql) => updateRecord(sql, ctx, p)), messages.saved),
    upsert: async (_r, p, tid) =>
      ok(await app.db.tenant(tid, (sql) => (p.id === undefined || p.id === '' || p.id === null ? createRecord(sql, ctx, p) : updateRecord(sql, ctx, p))), messages.saved),
    delete: async (_r, p, tid) => {
      const { deleted, cascaded } = await app.db.tenant(tid, (sql) => deleteReferenced(sql, refs, ctx, idsOf(p)));
      if (!cascaded.length) return ok({ deleted }, say(messages.deleted, { count: deleted }));
      const list = cascaded.map((c) => `${c.resource} ${c.count} 条`).join('、');
      return ok({ deleted, cascaded }, say(messages.deletedCascade, { count: deleted, cascaded: list }));
    },
    deleteMany: async (r, p, tid, reply) => handlers.delete(r, p, tid, reply),
    export: async () => undefined,
    import: async () => undefined,
  };
  for (const call of callsOf(resource)) {
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
      register(server, app, mod.system, 'POST', call.path, async (request, _p, tid) => importResource(app, tid, ctx, request));
      register(server, app, mod.system, 'GET', `${resource.endpoints.base}/importTemplate`, async (_r, _p, tid, reply) => importTemplate(app, tid, ctx, reply));
      continue;
    }
    register(server, app, mod.system, call.method, call.path, handlers[call.kind]);
  }
  for (const action of resource.actions ?? []) {
    if (action.call === 'update') continue; // state changes sent through update
    register(server, app, mod.system, 'POST', actionPath(resource, action), async (_r, p, tid) => ok(await runAction(app, tid, ctx, action, p)));
  }
  if (resource.print) {
    register(server, app, mod.system, 'GET', `${resource.endpoints.base}/${resource.print.call}`, async (_r, p, tid) => {
      const row = await app.db.tenant(tid, (sql) => getRow(sql, ctx, idOf(p)));
      if (!row) throw notFound(messages.notFound);
      return ok(printable(ctx, row));
    });
  }
}
