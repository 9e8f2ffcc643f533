/** The calls of a settings resource: get, save (audited) and history, at the family's names. */
import type { FastifyInstance } from 'fastify';
import { operationCode, settingsCalls, type ModuleDefinition, type ResourceDefinition } from '../../../catalogue/src';
import { config } from '../../../../src/i18n/messages/config';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { ok } from '../http/errors';
import { register } from './register';
import { getSettings, saveSettings, settingsHistory } from './settings';

export function settingsRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition, resource: ResourceDefinition): void {
  const ctx = { mod, resource };
  const calls = settingsCalls(resource);
  register(server, app, mod.system, calls.get.method, calls.get.path, async (_r, _p, tid) => ok(await app.db.tenant(tid, (sql) => getSettings(sql, ctx))), { read: resource.key });
  register(server, app, mod.system, 'POST', calls.save.path, async (r, p, tid) =>
    ok(await app.db.tenant(tid, (sql) => saveSettings(sql, ctx, p, { userId: sessionOf(r).userId })), config.settingsSaved), { fn: operationCode(resource.key, 'edit') });
  register(server, app, mod.system, 'GET', calls.history.path, async (_r, _p, tid) => ok(await app.db.tenant(tid, (sql) => settingsHistory(sql, ctx))), { read: resource.key });
}
