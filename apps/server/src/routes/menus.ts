import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { forbidden, messages, ok, unauthorized } from '../http/errors';
import { identity, object, optionalText, text } from '../http/schemas';
import { loadProfile, loginData } from '../services/profile';
import { createMenuTreeCache, searchMenus, userHasSystem } from '../services/menus';

export const MENU_SEARCH_PATH = '/cloud/management/rest/menu/searchMenu';

interface SearchInput {
  keyword: string;
  systemCode?: string;
}

export function menuRoutes(app: FastifyInstance, { db, settings, requireSession }: AppContext): void {
  const menuTree = createMenuTreeCache(settings.menuCacheMs);
  app.get<{ Querystring: { systemCode: string } }>(
    '/cloud/management/util/getMenuJson.sa',
    { schema: { querystring: object({ ...identity, systemCode: text(64) }, ['systemCode']) }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const tree = await db.tenant(session.tenantId, async (sql) => {
        if (!(await userHasSystem(sql, session.userId, request.query.systemCode))) return null;
        return menuTree(sql, session.tenantId, request.query.systemCode);
      });
      if (!tree) throw forbidden(messages.forbiddenSystem);
      return ok(tree);
    },
  );

  async function search(request: FastifyRequest, input: SearchInput) {
    const session = sessionOf(request);
    const keyword = input.keyword.trim();
    if (!keyword) return ok([]);
    const hits = await db.tenant(session.tenantId, (sql) => searchMenus(sql, session.userId, keyword, input.systemCode ?? ''));
    return ok(hits);
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
