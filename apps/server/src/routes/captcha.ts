import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { messages, ok } from '../http/errors';
import { object, optionalText } from '../http/schemas';
import { issueCaptcha } from '../services/captcha';

export function captchaRoutes(app: FastifyInstance, { db, settings }: AppContext): void {
  app.post<{ Body: { oldId?: string } | undefined }>(
    '/cloud/management/rest/np/login/captcha',
    { schema: { body: { anyOf: [object({ oldId: optionalText(64) }), { type: 'null' }] } } },
    async (request) => ok(await issueCaptcha(db, settings, request.body?.oldId || undefined), messages.captchaOk),
  );
  app.get<{ Querystring: { oldId?: string } }>(
    '/cloud/management/rest/np/login/captcha',
    { schema: { querystring: object({ oldId: optionalText(64) }) } },
    async (request) => ok(await issueCaptcha(db, settings, request.query.oldId || undefined), messages.captchaOk),
  );
}
