/**
 * Request bodies of imports: a raw .xlsx (application/octet-stream or the xlsx type) or a
 * multipart/form-data upload (the Upload component), read into a Buffer.
 */
import type { FastifyInstance } from 'fastify';
import { XLSX_TYPE } from './xlsx-stream';

export const UPLOAD_LIMIT = 10 * 1024 * 1024;

/** The parts of a multipart body: text fields as strings, files as Buffers. */
export function parseMultipart(body: Buffer, contentType: string): Record<string, string | Buffer> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) return {};
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const out: Record<string, string | Buffer> = {};
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2); // skip CRLF after delimiter and before next
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const head = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const name = /name="([^"]*)"/i.exec(head)?.[1];
      const isFile = /filename\*?=/i.test(head);
      if (name) out[name] = isFile ? Buffer.from(content) : content.toString('utf8');
    }
    start = next;
  }
  return out;
}

export function installUploadParsers(scope: FastifyInstance): void {
  scope.addContentTypeParser(['application/octet-stream', XLSX_TYPE], { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT }, (_req, body, done) => done(null, body));
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT }, (req, body, done) => {
    const parts = parseMultipart(body as Buffer, String(req.headers['content-type'] ?? ''));
    const file = Object.values(parts).find((v) => Buffer.isBuffer(v));
    done(null, { ...Object.fromEntries(Object.entries(parts).filter(([, v]) => typeof v === 'string')), ...(file ? { file } : {}) });
  });
}
