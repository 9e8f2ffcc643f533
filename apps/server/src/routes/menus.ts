import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { forbidden, messages, ok, unauthorized } from '../http/errors';
import { identity, object, optionalText, text } from '../http/schemas';
import { loadProfile, loginData } from '../services/profile';
import { matchMenus } from '../services/menus';

export const MENU_SEARCH_PATH = '/cloud/management/rest/menu/searchMenu';

interface SearchInput {
  keyword: string;
  systemCode?: string;
}

export function menuRoutes(app: FastifyInstance, { db, menus, requireSession }: AppContext): void {
  app.get<{ Querystring: { systemCode: string } }>(
    '/cloud/management/util/getMenuJson.sa',
    { schema: { querystring: object({ ...identity, systemCode: text(64) }, ['systemCode']) }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const systems = await menus.userSystems(session.tenantId, session.userId);
      if (!systems.has(request.query.systemCode)) throw forbidden(messages.forbiddenSystem);
      return ok(await menus.tree(session.tenantId, request.query.systemCode));
    },
  );

  async function search(request: FastifyRequest, input: SearchInput) {
    const session = sessionOf(request);
    const keyword = input.keyword.trim();
    if (!keyword) return ok([]);
    const [entries, systems] = await Promise.all([menus.searchEntries(session.tenantId), menus.userSystems(session.tenantId, session.userId)]);
    return ok(matchMenus(entries, systems, keyword, input.systemCode ?? ''));
  }
  const searchSchema = object({ ...identity, keyword: text(100), systemCode: optionalText(64) }, ['keyword']);
  app.post<{ Body: SearchInput }>(MENU_SEARCH_PATH, { schema: { body: searchSchema }, preHandler: requireSession }, (request) =>
    search(request, request.body),
  );
  app.get<{ Querystring: SearchInput }>(MENU_SEARCH_PATH, { schema: { querystring: searchSchema }, preHandler: requireSession }, (request) =>
    search(request, request.query),
  );

  app.get(
    '/cloud/management/util/logininfo.sa',
    { schema: { querystring: object(identity) }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const profile = await db.tenant(session.tenantId, (sql) => loadProfile(sql, session.userId));
      if (!profile) throw unauthorized();
      return ok({ ...loginData(profile, session.token), photoUrl: profile.photoId ? `/cloudFile/common/downloadFile?id=${profile.photoId}` : '' });
    },
  );

  app.get(
    '/cloud/management/rest/system/getSystemListByUserId',
    { schema: { querystring: object(identity) }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const profile = await db.tenant(session.tenantId, (sql) => loadProfile(sql, session.userId));
      if (!profile) throw unauthorized();
      return ok(profile.systems);
    },
  );
}
