import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { messages, notFound, ok } from '../http/errors';
import { identity, object, optionalText, text } from '../http/schemas';

export const VISIT_PATH = '/cloud/management/rest/track/visit';
export const STAY_PATH = '/cloud/management/rest/track/stay';

interface VisitInput {
  menuId: string;
  systemCode?: string;
  uri?: string;
  title?: string;
}

/** Page-visit and stay-duration tracking per menu item (spec §1, §7 tracking). */
export function trackingRoutes(app: FastifyInstance, { db, requireSession }: AppContext): void {
  app.post<{ Body: VisitInput }>(
    VISIT_PATH,
    {
      schema: {
        body: object({ ...identity, menuId: text(128), systemCode: optionalText(64), uri: optionalText(500), title: optionalText(200) }, ['menuId']),
      },
      preHandler: requireSession,
    },
    async (request) => {
      const session = sessionOf(request);
      const id = randomUUID();
      const b = request.body;
      await db.tenant(session.tenantId, (sql) =>
        sql.query(
          `INSERT INTO visits (tenant_id, visit_id, user_id, menu_id, system_code, uri, title) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [session.tenantId, id, session.userId, b.menuId, b.systemCode ?? null, b.uri ?? null, b.title ?? null],
        ),
      );
      return ok({ id });
    },
  );

  app.post<{ Body: { id: string; duration: number } }>(
    STAY_PATH,
    {
      schema: {
        body: object({ ...identity, id: text(64), duration: { type: 'integer', minimum: 0, maximum: 86_400_000 } }, ['id', 'duration']),
      },
      preHandler: requireSession,
    },
    async (request) => {
      const session = sessionOf(request);
      const rows = await db.tenant(session.tenantId, (sql) =>
        sql.query('UPDATE visits SET stay_ms = $3 WHERE visit_id = $1 AND user_id = $2 RETURNING visit_id', [
          request.body.id, session.userId, request.body.duration,
        ]),
      );
      if (rows.length === 0) throw notFound(messages.visitNotFound);
      return ok({ id: request.body.id, duration: request.body.duration });
    },
  );
}
