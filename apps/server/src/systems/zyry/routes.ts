/**
 * 告警管理's 处理 (the alarm action answered by the system): the remark is required, a handled
 * alarm stays as it was; the handler and time are the caller's and now; a device alarm is also
 * acknowledged in the GPS store, so the live map's alarm stream agrees.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDefinition } from '../../../../catalogue/src';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { notFound, ok } from '../../http/errors';
import { wallNow, wallText } from '../../gps/simulate';
import { audit, changesOf } from '../../resources/audit';
import { runAction } from '../../resources/calls';
import { messages } from '../../resources/messages';
import { getRow, idOf } from '../../resources/records';
import { register } from '../../resources/register';
import { actionPath } from '../../../../catalogue/src';
import { T } from './assignments';

export function zyryRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  const resource = mod.resources.find((r) => r.key === 'alarm')!;
  const action = resource.actions!.find((a) => a.key === 'handle')!;
  const ctx = { mod, resource };
  register(server, app, mod.system, 'POST', actionPath(resource, action), async (request, payload, tid) => {
    const actor = { userId: sessionOf(request).userId };
    const row = await app.db.tenant(tid, async (sql) => {
      const id = idOf(payload);
      const [locked] = await sql.query<{ source_key: string | null }>(`SELECT source_key FROM ${T().alarm} WHERE id = $1 FOR UPDATE`, [id]);
      if (!locked) throw notFound(messages.notFound);
      const before = await getRow(sql, ctx, id);
      // The remark, validated as the catalogue says; a handled alarm is refused (lockedWhen).
      await runAction(sql, ctx, action, payload);
      const now = wallText(wallNow());
      await sql.query(`UPDATE ${T().alarm} SET handler = coalesce((SELECT name FROM users WHERE user_id = $2), $2), handle_time = $3::timestamp WHERE id = $1`, [id, actor.userId, now]);
      const gps = /^gps:(\d+)$/.exec(locked.source_key ?? '');
      if (gps) await sql.query(`UPDATE gps_alarm SET ack_user = $2, ack_at = $3::timestamp WHERE device_kind = 'wearable' AND id = $1::bigint AND ack_at IS NULL`, [gps[1], actor.userId, now]);
      const after = (await getRow(sql, ctx, id))!;
      await audit(sql, actor, ctx, action.key, id, changesOf(ctx, before, after));
      return after;
    });
    return ok(row, '告警已处理');
  });
}
