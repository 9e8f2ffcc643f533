import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { messages, ok } from '../http/errors';
import { perAddress } from '../http/rate-limit';
import { object, optionalText } from '../http/schemas';
import { issueCaptcha } from '../services/captcha';

export function captchaRoutes(app: FastifyInstance, { db, settings }: AppContext): void {
  // Unauthenticated and each call writes a row: limited per source address.
  const limit = perAddress(settings.captchaPerMinute);
  app.post<{ Body: { oldId?: string } | undefined }>(
    '/cloud/management/rest/np/login/captcha',
    { schema: { body: { anyOf: [object({ oldId: optionalText(64) }), { type: 'null' }] } }, config: limit },
    async (request) => ok(await issueCaptcha(db, settings, request.body?.oldId || undefined), messages.captchaOk),
  );
  app.get<{ Querystring: { oldId?: string } }>(
    '/cloud/management/rest/np/login/captcha',
    { schema: { querystring: object({ oldId: optionalText(64) }) }, config: limit },
    async (request) => ok(await issueCaptcha(db, settings, request.query.oldId || undefined), messages.captchaOk),
  );
}
