/**
 * The calls of a workflow resource, registered by crud-routes.ts in place of its generic list,
 * detail, save and delete: the list tabs and the clock on read, creation with the first state,
 * one call per transition (the spec's names under the family base), the action log, the counts,
 * the images of a record and uploads. Every call runs in one tenant transaction.
 */
import type { FastifyInstance } from 'fastify';
import { callsOf, operationCode, opCode, type CallKind } from '../../../../catalogue/src';
import { workflow as msg } from '../../../../../src/i18n/messages/workflow';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { notFound, ok } from '../../http/errors';
import { register, type Handler, type Need } from '../register';
import { messages, say } from '../messages';
import { idOf } from '../records';
import { outOfScope, refuseOutOfScope } from '../row-scope';
import type { ReferenceIndex } from '../references';
import type { Ctx } from '../select';
import { fileInfos } from './file-store';
import { fileRoutes } from './file-routes';
import { actorOf, type WorkflowActorInfo } from './people';
import { expireOverdue } from './expire';
import { afterSave } from '../after-save';
import type { Sql } from '../../db/types';
import { actionLog, withActions, workflowCounts, workflowOf, workflowPage, workflowRow } from './read';
import { createCase, deleteCases, editCase } from './record';
import { runTransition } from './transition';

/** The generic call kinds a workflow resource answers itself. */
export const WORKFLOW_KINDS: ReadonlySet<CallKind> = new Set(['list', 'detail', 'create', 'update', 'upsert', 'delete', 'deleteMany']);

export function workflowRoutes(server: FastifyInstance, app: AppContext, ctx: Ctx, refs: ReferenceIndex): void {
  const wf = workflowOf(ctx);
  const { mod, resource } = ctx;
  const base = resource.endpoints.base;
  // Every call first lets overdue states expire (expire.ts), so what it reads or steps is current.
  const withActor = <T>(tid: string, userId: string, fn: (sql: Sql, actor: WorkflowActorInfo) => Promise<T>) =>
    app.db.tenant(tid, async (sql) => {
      await expireAll(sql);
      return fn(sql, await actorOf(sql, mod, wf, userId));
    });
  const expireAll = async (sql: Sql) => {
    const moved = await expireOverdue(sql, ctx);
    if (moved.length) await afterSave(sql, ctx, moved, 'expire');
  };
  const user = (r: Parameters<Handler>[0]) => sessionOf(r).userId;
  /** A save or step, then the system's own step after it (afterSave), answered as the row is then. */
  const saved = async (sql: Sql, actor: WorkflowActorInfo, row: Record<string, unknown>, step: string, before?: Record<string, unknown>) => {
    if (!(await afterSave(sql, ctx, [row.id as number], step, before))) return row;
    return withActions(ctx, actor, (await workflowRow(sql, ctx, row.id as number))!);
  };
  const create = async (sql: Sql, actor: WorkflowActorInfo, p: Record<string, unknown>) => saved(sql, actor, await createCase(sql, ctx, p, actor), 'create');
  const edit = async (sql: Sql, actor: WorkflowActorInfo, p: Record<string, unknown>) => {
    const before = await workflowRow(sql, ctx, idOf(p));
    return saved(sql, actor, await editCase(sql, ctx, p, actor), 'update', before);
  };

  const handlers: Partial<Record<CallKind, Handler>> = {
    list: async (r, p, tid) => ok(await withActor(tid, user(r), (sql, actor) => workflowPage(sql, ctx, p, actor))),
    detail: async (r, p, tid) => {
      const id = idOf(p);
      const row = await withActor(tid, user(r), async (sql, actor) => {
        if (await outOfScope(sql, ctx, p, [id])) return undefined;
        const found = await workflowRow(sql, ctx, id);
        return found && withActions(ctx, actor, found);
      });
      if (!row) throw notFound(messages.notFound);
      return ok(row);
    },
    create: async (r, p, tid) => ok(await withActor(tid, user(r), (sql, actor) => create(sql, actor, p)), messages.saved),
    update: async (r, p, tid) => ok(await withActor(tid, user(r), (sql, actor) => edit(sql, actor, p)), messages.saved),
    upsert: async (r, p, tid) =>
      ok(await withActor(tid, user(r), (sql, actor) => (p.id === undefined || p.id === '' || p.id === null ? create(sql, actor, p) : edit(sql, actor, p))), messages.saved),
    delete: async (r, p, tid) => {
      const deleted = await withActor(tid, user(r), (sql, actor) => deleteCases(sql, ctx, refs, p, actor));
      return ok({ deleted }, say(messages.deleted, { count: deleted }));
    },
  };
  handlers.deleteMany = handlers.delete;
  const read: Need = { read: resource.key };
  const needs: Partial<Record<CallKind, Need>> = {
    list: read, detail: read, create: { fn: operationCode(resource.key, 'create') }, update: { fn: operationCode(resource.key, 'edit') },
    upsert: { upsert: resource.key }, delete: { fn: operationCode(resource.key, 'delete') }, deleteMany: { fn: operationCode(resource.key, 'delete') },
  };
  for (const call of callsOf(resource)) {
    const handler = handlers[call.kind];
    if (WORKFLOW_KINDS.has(call.kind) && handler) register(server, app, mod.system, call.method, call.path, handler, needs[call.kind]);
  }
  for (const t of wf.transitions) {
    register(server, app, mod.system, 'POST', `${base}/${t.call}`, async (r, p, tid) =>
      ok(await withActor(tid, user(r), async (sql, actor) => {
        await refuseOutOfScope(sql, ctx, p, [idOf(p)]);
        return saved(sql, actor, await runTransition(sql, ctx, t, p, actor), t.key);
      }), say(msg.transitionDone, { action: t.label })),
    { fn: opCode(resource.key, t.key) });
  }
  for (const method of ['GET', 'POST'] as const) {
    register(server, app, mod.system, method, `${base}/actionList`, async (_r, p, tid) => {
      const id = idOf(p);
      return ok(
        await app.db.tenant(tid, async (sql) => {
          await expireAll(sql);
          if (!(await workflowRow(sql, ctx, id))) throw notFound(messages.notFound);
          return actionLog(sql, ctx, id);
        }),
      );
    }, read);
    register(server, app, mod.system, method, `${base}/counts`, async (r, _p, tid) => ok(await withActor(tid, user(r), (sql, actor) => workflowCounts(sql, ctx, actor))), read);
    register(server, app, mod.system, method, `${base}/images`, async (_r, p, tid) => {
      const id = idOf(p);
      return ok(
        await app.db.tenant(tid, async (sql) => {
          const row = await workflowRow(sql, ctx, id);
          if (!row) throw notFound(messages.notFound);
          const fields = resource.fields.filter((f) => f.type === 'images' || f.type === 'attachments');
          const out = [];
          for (const f of fields) {
            const ids = typeof row[f.key] === 'string' && row[f.key] ? String(row[f.key]).split(',') : [];
            out.push({ field: f.key, label: f.label, files: await fileInfos(sql, ids) });
          }
          return out;
        }),
      );
    }, read);
  }
  // Uploads go with a report (create), an edit or a step that asks for images.
  const writes = [operationCode(resource.key, 'create'), operationCode(resource.key, 'edit'), ...wf.transitions.map((t) => opCode(resource.key, t.key))];
  fileRoutes(server, app, mod.system, base, { upload: { fn: writes }, read });
}
