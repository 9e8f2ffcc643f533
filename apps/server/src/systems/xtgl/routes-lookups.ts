/**
 * Management lookups every system's pages may call (registered for the platform: any user of
 * the tenant who holds a system): one enum by name, several parameter types at once, the weather
 * (JSONP or JSON), the flat region and department lists of /cloud/ums; the GET of the tenant
 * constants beside the spec's POST, and the HR sync.
 */
import type { FastifyInstance } from 'fastify';
import { PLATFORM, type ModuleDefinition } from '../../../../catalogue/src';
import { EHR, MGMT } from '../../../../catalogue/src/systems/xtgl/shared';
import { xtgl as msg } from '../../../../../src/i18n/messages/xtgl';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { ok } from '../../http/errors';
import { register } from '../../resources/register';
import { invalid } from '../../resources/messages';
import { getSettings } from '../../resources/settings';
import { tables } from '../../seed/tables';
import { cityOf, dayOf } from './board';
import { enumByName, multiParamList } from './dictionary';
import { runSync, scopeOf } from './sync';
import { weatherOf } from './weather';

const CALLBACK = /^[A-Za-z_$][\w$.]{0,63}$/;

export function lookupRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  const { db } = app;
  const constant = mod.resources.find((r) => r.key === 'tenantConstant')!;
  register(server, app, mod.system, 'GET', `${MGMT}/tenantConstant/get`, async (_r, _p, tid) => ok(await db.tenant(tid, (sql) => getSettings(sql, { mod, resource: constant }))));

  for (const method of ['GET', 'POST'] as const) {
    register(server, app, PLATFORM, method, `${MGMT}/enum/getByName`, async (_r, p, tid) => ok(await db.tenant(tid, (sql) => enumByName(sql, p))));
  }
  // POST raw JSON: the body itself is the list (or holds it); unpack() would drop a bare array.
  register(server, app, PLATFORM, 'POST', `${MGMT}/np/param/getMultiParamList`, async (request, _p, tid) => ok(await db.tenant(tid, (sql) => multiParamList(sql, request.body))));

  // Weather (spec: jsonp): `callback` wraps the answer as a script; without it, plain JSON.
  register(server, app, PLATFORM, 'GET', `${MGMT}/weather/getWeatherInfo`, async (request, p, tid, reply) => {
    const callback = (request.query as Record<string, unknown>).callback;
    if (callback !== undefined && (typeof callback !== 'string' || !CALLBACK.test(callback))) throw invalid(msg.callbackInvalid);
    const day = dayOf(p);
    const answer = ok(weatherOf(await db.tenant(tid, cityOf), day));
    if (!callback) return answer;
    // /**/ keeps a callback name from being read as the start of something else (the usual JSONP guard).
    return reply.type('application/javascript; charset=utf-8').send(`/**/ typeof ${callback} === 'function' && ${callback}(${JSON.stringify(answer)});`);
  });

  const pt = tables(PLATFORM);
  register(server, app, PLATFORM, 'GET', '/cloud/ums/region/getList.smvc', async (_r, p, tid) => {
    const parentId = typeof p.parentId === 'string' && /^\d{1,9}$/.test(p.parentId) ? Number(p.parentId) : null;
    return ok(await db.tenant(tid, (sql) => sql.query(
      `SELECT id, code, name, level, parent_id AS "parentId" FROM ${pt.region} WHERE ($1::int IS NULL OR parent_id = $1) ORDER BY code`, [parentId],
    )));
  });
  // The platform's departments, flat (ids as text, as the shell's org calls answer them).
  register(server, app, PLATFORM, 'GET', '/cloud/ums/deptOrg/mini/getDeptList.smvc', async (_r, p, tid) => {
    const parentId = typeof p.parentId === 'string' && /^\d{1,9}$/.test(p.parentId) ? Number(p.parentId) : null;
    return ok(await db.tenant(tid, (sql) => sql.query(
      `SELECT id::text AS id, code, name, parent_id::text AS "parentId", leader FROM ${pt.department} WHERE ($1::int IS NULL OR parent_id = $1) ORDER BY sort_no, id`, [parentId],
    )));
  });
  // HR sync (系统管理 › 组织人员同步): reconciles the HR snapshot into departments and staff.
  register(server, app, mod.system, 'POST', `${EHR}/clouddepartsyncorgandstaffinfosment`, async (request, p, tid) => {
    const scope = scopeOf(p.syncScope);
    const { log, summary } = await db.tenant(tid, (sql) => runSync(sql, mod, sessionOf(request).userId, scope));
    return ok(log, summary);
  });
}
