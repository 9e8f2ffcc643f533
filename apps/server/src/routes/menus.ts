import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { forbidden, messages, ok, unauthorized } from '../http/errors';
import { identity, object, optionalText, text } from '../http/schemas';
import { loadProfile, loginData } from '../services/profile';
import { matchMenus } from '../services/menus';
import { grantedMenu, mayView } from '../access/menus';

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
      const grants = await menus.grants(session.tenantId, session.userId);
      const code = request.query.systemCode;
      if (!grants.systems.has(code)) throw forbidden(messages.forbiddenSystem);
      // Only the leaves whose view the user holds, and the groups that keep a leaf (decision 0330).
      return ok(grantedMenu(await menus.tree(session.tenantId, code), grants, code));
    },
  );

  async function search(request: FastifyRequest, input: SearchInput) {
    const session = sessionOf(request);
    const keyword = input.keyword.trim();
    if (!keyword) return ok([]);
    const [entries, grants] = await Promise.all([menus.searchEntries(session.tenantId), menus.grants(session.tenantId, session.userId)]);
    const shown = entries.filter((e) => mayView(grants, e.hit.systemCode, e.hit.id));
    return ok(matchMenus(shown, new Set(grants.systems.keys()), keyword, input.systemCode ?? ''));
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
