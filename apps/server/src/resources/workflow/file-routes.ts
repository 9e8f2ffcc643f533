/**
 * Uploads of images and attachments (`<base>/upload?kind=images|attachments`, multipart or a raw
 * body with `name`), and thumbnails of the tenant's images (`<base>/thumbnail?id=`). Downloads
 * and full-size previews use the platform's /cloudFile/common/downloadFile. Uploads get their
 * own body parsers (20 MB attachments) in an encapsulated scope.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { messages as serverMessages, notFound, ok } from '../../http/errors';
import { register, type Need } from '../register';
import { invalid } from '../messages';
import { workflow as msg } from '../../../../../src/i18n/messages/workflow';
import { FILE_LIMITS, storeUpload } from './file-upload';
import type { FileKind } from './file-store';

const BODY_LIMIT = 21 * 1024 * 1024;

/** The file part of a multipart body: its name and bytes (other parts as text). */
export function multipartFile(body: Buffer, contentType: string): { fields: Record<string, string>; name: string; file?: Buffer } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const out: { fields: Record<string, string>; name: string; file?: Buffer } = { fields: {}, name: '' };
  if (!boundary) return out;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const head = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const field = /name="([^"]*)"/i.exec(head)?.[1];
      const fileName = /filename\*=UTF-8''([^;\r\n]+)/i.exec(head)?.[1] ?? /filename="([^"]*)"/i.exec(head)?.[1];
      if (fileName !== undefined && !out.file) {
        out.file = Buffer.from(content);
        out.name = safeDecode(fileName);
      } else if (field) out.fields[field] = content.toString('utf8');
    }
    start = next;
  }
  return out;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `needs`: the functions an upload and a thumbnail need (those of the resource the files belong to). */
export function fileRoutes(server: FastifyInstance, app: AppContext, system: string, base: string, needs: { upload: Need; read: Need }): void {
  void server.register(async (scope) => {
    scope.removeContentTypeParser(['multipart/form-data', 'application/octet-stream']);
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (req, body, done) => {
      const parsed = multipartFile(body as Buffer, String(req.headers['content-type'] ?? ''));
      done(null, { ...parsed.fields, ...(parsed.name ? { name: parsed.name } : {}), ...(parsed.file ? { file: parsed.file } : {}) });
    });
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, { file: body }));
    register(scope, app, system, 'POST', `${base}/upload`, async (request, _p, tid) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const kind = String(query.kind ?? body.kind ?? 'images');
      if (!(kind in FILE_LIMITS)) throw invalid(msg.badKind);
      const name = String(body.name ?? query.name ?? '');
      const file = Buffer.isBuffer(body.file) ? body.file : undefined;
      const stored = await app.db.tenant(tid, (sql) => storeUpload(sql, kind as FileKind, name, file, sessionOf(request).userId));
      return ok(stored);
    }, needs.upload);
  });
  register(server, app, system, 'GET', `${base}/thumbnail`, async (_r, p, tid, reply) => {
    const id = String(p.id ?? '');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw notFound(serverMessages.fileNotFound);
    const [row] = await app.db.tenant(tid, (sql) =>
      sql.query<{ thumbnail: Uint8Array | null; content: Uint8Array; mime_type: string }>(
        `SELECT thumbnail, CASE WHEN thumbnail IS NULL AND kind = 'images' THEN content ELSE ''::bytea END AS content, mime_type FROM files WHERE file_id = $1`,
        [id],
      ),
    );
    if (!row || (!row.thumbnail && !row.content.length)) throw notFound(serverMessages.fileNotFound);
    reply.header('content-type', row.thumbnail ? 'image/jpeg' : row.mime_type);
    reply.header('cache-control', 'private, max-age=86400');
    return reply.send(Buffer.from(row.thumbnail ?? row.content));
  }, needs.read);
}
