import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { messages, notFound } from '../http/errors';
import { identity, object, text } from '../http/schemas';

/** RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name percent-encoded. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function fileRoutes(app: FastifyInstance, { db, requireSession }: AppContext): void {
  app.get<{ Querystring: { id: string } }>(
    '/cloudFile/common/downloadFile',
    { schema: { querystring: object({ ...identity, id: text(64) }, ['id']) }, preHandler: requireSession },
    async (request, reply) => {
      const session = sessionOf(request);
      const [file] = await db.tenant(session.tenantId, (sql) =>
        sql.query<{ file_name: string; mime_type: string; content: Uint8Array }>(
          'SELECT file_name, mime_type, content FROM files WHERE file_id = $1',
          [request.query.id],
        ),
      );
      if (!file) throw notFound(messages.fileNotFound);
      reply.header('content-type', file.mime_type);
      reply.header('content-disposition', contentDisposition(file.file_name));
      return reply.send(Buffer.from(file.content));
    },
  );
}
