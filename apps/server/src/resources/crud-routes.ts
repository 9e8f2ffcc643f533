/** Generic calls of every catalogue resource at the paths its naming shape gives. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actionPath, callsOf, enumLabel, type FieldDefinition, type ModuleDefinition, type ResolvedCall, type ResourceDefinition, type StateAction } from '../../../catalogue/src';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { requireSystem } from '../http/system-access';
import { notFound, ok } from '../http/errors';
import { ident, readExpr, storedFields, tableOf } from './names';
import { invalid, messages, say } from './messages';
import { createRecord, getRow, idOf, idsOf, prepare, refuseLocked, updateRecord, writeValues } from './records';
import { audit, auditMany, changesOf, historyOf, type Actor } from './audit';
import type { Sql } from '../db/types';
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

/** The fixed values of a set (or form) action, typed. */
function fixedValues(ctx: Ctx, action: StateAction): Record<string, Value> {
  const values: Record<string, Value> = {};
  for (const [key, raw] of Object.entries(action.set ?? {})) {
    const f = ctx.resource.fields.find((x) => x.key === key)!;
    const typed = coerce(f, raw);
    values[key] = 'value' in typed ? typed.value : null;
  }
  return values;
}

/** Rows of `ids` as the API shows them (the audit trail's before and after). */
async function rowsOf(sql: Sql, ctx: Ctx, ids: number[] | 'all'): Promise<Obj[]> {
  const where = ids === 'all' ? '' : 'WHERE t.id = ANY($1::int[])';
  return sql.query<Obj>(`SELECT ${selectList(ctx)} FROM ${ident(tableOf(ctx.resource))} t ${where} ORDER BY t.id LIMIT ${UNPAGED_LIMIT * 10}`, ids === 'all' ? [] : [ids]);
}

async function auditRows(sql: Sql, actor: Actor, ctx: Ctx, action: string, before: Obj[], after: Obj[]) {
  const entries = after.map((row) => ({ recordId: row.id as number, changes: changesOf(ctx, before.find((b) => b.id === row.id), row) })).filter((e) => e.changes.length);
  await auditMany(sql, actor, ctx, action, entries);
}

async function runAction(app: AppContext, tenantId: string, actor: Actor, ctx: Ctx, action: StateAction, payload: Obj) {
  return app.db.tenant(tenantId, async (sql) => {
    const ids = action.scope === 'all' && payload.id === undefined && payload.ids === undefined ? 'all' : action.scope === 'row' ? [idOf(payload)] : idsOf(payload);
    if (action.kind === 'touch' || action.kind === 'set') {
      const before = await rowsOf(sql, ctx, ids);
      for (const row of before) refuseLocked(ctx, row);
      const changed = action.kind === 'touch' ? await writeValues(sql, ctx, ids, {}, [action.touch!]) : await writeValues(sql, ctx, ids, fixedValues(ctx, action));
      await auditRows(sql, actor, ctx, action.key, before, await rowsOf(sql, ctx, ids));
      return { changed };
    }
    const id = idOf(payload);
    const existing = await getRow(sql, ctx, id);
    if (!existing) throw notFound(messages.notFound);
    refuseLocked(ctx, existing);
    const subset: Obj = {};
    for (const key of action.fields ?? []) subset[key] = payload[key] ?? null;
    // Form actions write fields the edit dialog may not show (readonly there): validate them as
    // plain fields, required when the action says so.
    const asked = (f: FieldDefinition): FieldDefinition =>
      action.fields?.includes(f.key) ? { ...f, readonly: false, rules: { ...f.rules, required: f.rules?.required || action.required?.includes(f.key) } } : f;
    const writable = { ...ctx, resource: { ...ctx.resource, fields: ctx.resource.fields.map(asked) } };
    const { values, errors } = await prepare(sql, writable, subset, existing);
    if (errors.length) throw invalid(errors[0]!.message, { errors });
    await writeValues(sql, ctx, [id], { ...values, ...fixedValues(ctx, action) });
    const row = (await getRow(sql, ctx, id))!;
    await audit(sql, actor, ctx, action.key, id, changesOf(ctx, existing, row));
    return row;
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
  const actorOf = (r: FastifyRequest): Actor => ({ userId: sessionOf(r).userId });
  const created = async (sql: Sql, actor: Actor, p: Obj) => {
    const row = await createRecord(sql, ctx, p);
    await audit(sql, actor, ctx, 'create', row.id as number, changesOf(ctx, undefined, row));
    return row;
  };
  const updated = async (sql: Sql, actor: Actor, p: Obj) => {
    const before = await getRow(sql, ctx, idOf(p));
    const row = await updateRecord(sql, ctx, p);
    await audit(sql, actor, ctx, 'update', row.id as number, changesOf(ctx, before, row));
    return row;
  };
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
    create: async (r, p, tid) => ok(await app.db.tenant(tid, (sql) => created(sql, actorOf(r), p)), messages.saved),
    update: async (r, p, tid) => ok(await app.db.tenant(tid, (sql) => updated(sql, actorOf(r), p)), messages.saved),
    upsert: async (r, p, tid) =>
      ok(await app.db.tenant(tid, (sql) => (p.id === undefined || p.id === '' || p.id === null ? created(sql, actorOf(r), p) : updated(sql, actorOf(r), p))), messages.saved),
    delete: async (r, p, tid) => {
      const { deleted, cascaded } = await app.db.tenant(tid, async (sql) => {
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
      register(server, app, mod.system, 'POST', call.path, async (request, _p, tid) => importResource(app, tid, ctx, request, actorOf(request)));
      register(server, app, mod.system, 'GET', `${resource.endpoints.base}/importTemplate`, async (_r, _p, tid, reply) => importTemplate(app, tid, ctx, reply));
      continue;
    }
    register(server, app, mod.system, call.method, call.path, handlers[call.kind]);
  }
  for (const action of resource.actions ?? []) {
    if (action.call === 'update') continue; // state changes sent through update
    register(server, app, mod.system, 'POST', actionPath(resource, action), async (r, p, tid) => ok(await runAction(app, tid, actorOf(r), ctx, action, p)));
  }
  register(server, app, mod.system, 'GET', `${resource.endpoints.base}/${resource.historyCall ?? 'history'}`, async (_r, p, tid) => ok(await app.db.tenant(tid, (sql) => historyOf(sql, ctx, idOf(p)))));
  if (resource.print) {
    register(server, app, mod.system, 'GET', `${resource.endpoints.base}/${resource.print.call}`, async (_r, p, tid) => {
      const row = await app.db.tenant(tid, (sql) => getRow(sql, ctx, idOf(p)));
      if (!row) throw notFound(messages.notFound);
      return ok(printable(ctx, row));
    });
  }
}
