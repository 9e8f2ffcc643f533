/** 车辆管理's calls beyond the catalogue's: the next free group code (分组编码 getNewGroupCode). */
import type { FastifyInstance } from 'fastify';
import type { ModuleDefinition } from '../../../../catalogue/src';
import type { AppContext } from '../../context';
import { ok } from '../../http/errors';
import { tableOf } from '../../resources/names';
import { register } from '../../resources/register';

/** FZ + 4 digits, one above the highest code of the tenant (FZ0001 for the first). */
export function clglRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  const groupCode = mod.resources.find((r) => r.key === 'groupCode')!;
  for (const method of ['GET', 'POST'] as const) {
    register(server, app, mod.system, method, `${groupCode.endpoints.base}/getNewGroupCode`, async (_r, _p, tid) => {
      const [row] = await app.db.tenant(tid, (sql) => sql.query<{ code: string }>(
        `SELECT 'FZ' || lpad((coalesce(max(substring(code FROM '^FZ(\\d{4})$')::int), 0) + 1)::text, 4, '0') AS code FROM ${tableOf(groupCode)}`));
      return ok(row!.code);
    });
  }
}
