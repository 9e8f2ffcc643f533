import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { badRequest, messages, notFound, ok } from '../http/errors';
import { identity, object, text } from '../http/schemas';
import type { Sql } from '../db/types';
import { loadedServerSystem } from '../systems';

export const NOTICE_LIST_PATH = '/cloud/management/rest/notice/list';
export const NOTICE_READ_PATH = '/cloud/management/rest/notice/read';
/** The panel shows the newest notices; older ones stay counted in `unread`. */
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

/** A system's notice shows only to users who hold the system (the user id is parameter `$<user>`). */
const visible = (user = 1) => `(n.system_code IS NULL OR EXISTS (SELECT 1 FROM user_systems us WHERE us.tenant_id = n.tenant_id AND us.user_id = $${user} AND us.system_code = n.system_code))`;

/** The notices of the user's systems follow their data (ServerSystem.notices) before the list is read. */
async function refreshSystemNotices(sql: Sql, userId: string): Promise<void> {
  const held = await sql.query<{ system_code: string }>('SELECT system_code FROM user_systems WHERE user_id = $1 ORDER BY system_code', [userId]);
  for (const { system_code: code } of held) {
    const part = loadedServerSystem(code);
    if (part?.notices) await part.notices(sql);
  }
}

interface NoticeRow {
  notice_id: string;
  title: string;
  content: string;
  level: string;
  published_at: Date | string;
  read: boolean;
}

async function unreadCount(sql: Sql, userId: string): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notices n
     WHERE ${visible()} AND NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.tenant_id = n.tenant_id AND r.notice_id = n.notice_id AND r.user_id = $1)`,
    [userId],
  );
  return row!.n;
}

/** The shell's notice panel: the tenant's newest notices with the user's read state. */
export function noticeRoutes(app: FastifyInstance, { db, requireSession }: AppContext): void {
  app.post<{ Body: { limit?: number } }>(
    NOTICE_LIST_PATH,
    {
      schema: { body: object({ ...identity, limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT } }) },
      preHandler: requireSession,
    },
    async (request) => {
      const session = sessionOf(request);
      const limit = request.body?.limit ?? DEFAULT_LIMIT;
      return db.tenant(session.tenantId, async (sql) => {
        await refreshSystemNotices(sql, session.userId);
        const rows = await sql.query<NoticeRow>(
          `SELECT n.notice_id, n.title, n.content, n.level, n.published_at,
                  EXISTS (SELECT 1 FROM notice_reads r WHERE r.tenant_id = n.tenant_id AND r.notice_id = n.notice_id AND r.user_id = $1) AS read
           FROM notices n WHERE ${visible()} ORDER BY n.published_at DESC, n.notice_id LIMIT $2`,
          [session.userId, limit],
        );
        const list = rows.map((r) => ({
          id: r.notice_id, title: r.title, content: r.content, level: r.level,
          publishedAt: new Date(r.published_at).toISOString(), read: r.read,
        }));
        return ok({ list, unread: await unreadCount(sql, session.userId) });
      });
    },
  );

  app.post<{ Body: { ids?: string[]; all?: boolean } }>(
    NOTICE_READ_PATH,
    {
      schema: {
        body: object({ ...identity, ids: { type: 'array', minItems: 1, maxItems: MAX_LIMIT, items: text(64) }, all: { type: 'boolean' } }),
      },
      preHandler: requireSession,
    },
    async (request) => {
      const session = sessionOf(request);
      const { ids, all } = request.body ?? {};
      if (!all && !ids) throw badRequest(messages.noticeReadTarget);
      return db.tenant(session.tenantId, async (sql) => {
        if (ids) {
          // Every id must exist, or nothing is marked (one transaction).
          const found = await sql.query<{ notice_id: string }>(`SELECT notice_id FROM notices n WHERE notice_id = ANY($1::text[]) AND ${visible(2)}`, [ids, session.userId]);
          if (found.length !== new Set(ids).size) throw notFound(messages.noticeNotFound);
        }
        await sql.query(
          `INSERT INTO notice_reads (tenant_id, notice_id, user_id)
           SELECT tenant_id, notice_id, $1 FROM notices n WHERE ($2::boolean OR notice_id = ANY($3::text[])) AND ${visible()}
           ON CONFLICT DO NOTHING`,
          [session.userId, all === true, ids ?? []],
        );
        return ok({ unread: await unreadCount(sql, session.userId) });
      });
    },
  );
}
