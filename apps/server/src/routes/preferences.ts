import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { badRequest, messages, ok } from '../http/errors';
import { identity, object, text } from '../http/schemas';

/**
 * Per-user preferences (issue 15): one JSON value per user and key — list column settings,
 * density, saved queries, favourites and recent pages — kept on the server so they follow the
 * user to every browser. A user only ever reads or writes their own keys; RLS keeps tenants apart.
 */
export const PREFERENCE_GET_PATH = '/cloud/management/rest/user/preference/get';
export const PREFERENCE_SAVE_PATH = '/cloud/management/rest/user/preference/save';
export const PREFERENCE_DELETE_PATH = '/cloud/management/rest/user/preference/delete';

/** Keys: letters, digits and `. _ : -`, e.g. `list:ljszy.carWeight` (also enforced by the table). */
export const PREFERENCE_KEY = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
/** Largest value, as UTF-8 JSON text (also enforced by the table). */
export const PREFERENCE_MAX_BYTES = 64 * 1024;

const keySchema = text(128);

function checkKey(key: string): string {
  if (!PREFERENCE_KEY.test(key)) throw badRequest(messages.preferenceKey);
  return key;
}

interface PreferenceRow {
  value: unknown;
  updated_at: Date | string;
}

export function preferenceRoutes(app: FastifyInstance, { db, requireSession }: AppContext): void {
  const read = async (tenantId: string, userId: string, key: string) => {
    const rows = await db.tenant(tenantId, (sql) =>
      sql.query<PreferenceRow>('SELECT value, updated_at FROM user_preferences WHERE tenant_id = $1 AND user_id = $2 AND pref_key = $3', [tenantId, userId, key]),
    );
    const row = rows[0];
    return { key, value: row ? row.value : null, updatedAt: row ? new Date(row.updated_at).toISOString() : null };
  };

  // GET ?key= or POST {key}: the value, or null when the user never saved one (the client keeps its default).
  app.get<{ Querystring: { key: string } }>(
    PREFERENCE_GET_PATH,
    { schema: { querystring: object({ ...identity, key: keySchema }, ['key']) }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      return ok(await read(session.tenantId, session.userId, checkKey(request.query.key)));
    },
  );
  app.post<{ Body: { key: string } }>(
    PREFERENCE_GET_PATH,
    { schema: { body: object({ ...identity, key: keySchema }, ['key']) }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      return ok(await read(session.tenantId, session.userId, checkKey(request.body.key)));
    },
  );

  app.post<{ Body: { key: string; value: unknown } }>(
    PREFERENCE_SAVE_PATH,
    { schema: { body: object({ ...identity, key: keySchema, value: {} }, ['key', 'value']) }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const key = checkKey(request.body.key);
      const { value } = request.body;
      if (value === null || value === undefined) throw badRequest(messages.preferenceValue);
      const json = JSON.stringify(value);
      if (Buffer.byteLength(json, 'utf8') > PREFERENCE_MAX_BYTES) throw badRequest(messages.preferenceTooLarge);
      const rows = await db.tenant(session.tenantId, (sql) =>
        sql.query<PreferenceRow>(
          `INSERT INTO user_preferences (tenant_id, user_id, pref_key, value) VALUES ($1, $2, $3, $4::jsonb)
           ON CONFLICT (tenant_id, user_id, pref_key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
           RETURNING value, updated_at`,
          [session.tenantId, session.userId, key, json],
        ),
      );
      return ok({ key, value: rows[0]!.value, updatedAt: new Date(rows[0]!.updated_at).toISOString() }, messages.preferenceSaved);
    },
  );

  // Deleting is "reset to default": deleting a key never saved is not an error.
  app.post<{ Body: { key: string } }>(
    PREFERENCE_DELETE_PATH,
    { schema: { body: object({ ...identity, key: keySchema }, ['key']) }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const key = checkKey(request.body.key);
      const rows = await db.tenant(session.tenantId, (sql) =>
        sql.query('DELETE FROM user_preferences WHERE tenant_id = $1 AND user_id = $2 AND pref_key = $3 RETURNING pref_key', [session.tenantId, session.userId, key]),
      );
      return ok({ key, deleted: rows.length > 0 }, messages.preferenceDeleted);
    },
  );
}
