/**
 * 视频监管's calls beyond the catalogue: camera live addresses, the recorded clip family of
 * /envcloud/hw/wl/api/v1/video (videoList, upload, download, deleteVideo, playUrl) and the
 * token-addressed streams (/video/live, /video/clip) that <video> and hls.js fetch.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { moduleOf, opCode } from '../../../../catalogue/src';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { ApiError, forbidden, notFound, ok } from '../../http/errors';
import { register } from '../../resources/register';
import { invalid, messages as moduleMessages, say } from '../../resources/messages';
import { idsOf, idValue } from '../../resources/records';
import { parseMultipart } from '../../resources/upload';
import { pagingOf } from '../../resources/unpack';
import { contentDisposition } from '../../routes/files';
import { tables } from '../../seed/tables';
import { video } from '../../../../../src/i18n/messages/video';
import { livePlaylist, SAMPLES, sampleFile, sampleOf, SEGMENTS_PER_SAMPLE } from './samples';
import { issueToken, readToken } from './stream-token';

export const CLIP_BASE = '/envcloud/hw/wl/api/v1/video';
export const VIDEO_MAX_MB = 20;
const VIDEO_MAX = VIDEO_MAX_MB * 1024 * 1024;
const m = video.server;

/** What the bytes are, whatever the name or declared type says: MP4 (ftyp box) or WebM (EBML with the webm doctype). */
export function sniffVideo(bytes: Buffer): 'video/mp4' | 'video/webm' | undefined {
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3 && bytes.subarray(0, 64).includes('webm')) return 'video/webm';
  return undefined;
}

/** Sample files are read once (they are small); segments of the three samples. */
const cache = new Map<string, Buffer>();
function sample(name: string): Buffer {
  let data = cache.get(name);
  if (!data) cache.set(name, (data = readFileSync(sampleFile(name))));
  return data;
}

/** Sends bytes honouring one `Range: bytes=a-b` (seeking in <video>). */
function sendBytes(reply: FastifyReply, range: string | undefined, bytes: Buffer, type: string) {
  reply.header('content-type', type).header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=300');
  const match = range && /^bytes=(\d*)-(\d*)$/.exec(range);
  if (!match || (!match[1] && !match[2])) return reply.send(bytes);
  const size = bytes.length;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size || start > end) return reply.code(416).header('content-range', `bytes */${size}`).send();
  return reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`).send(bytes.subarray(start, end + 1));
}

function clipTitle(raw: unknown, fileName: string): string {
  const title = typeof raw === 'string' && raw.trim() ? raw.trim() : fileName.replace(/\.[^.]+$/, '');
  if ([...title].length > 50) throw invalid(m.titleTooLong);
  return title || '未命名视频';
}

export function spjgRoutes(server: FastifyInstance, app: AppContext): void {
  const camera = tables('spjg').camera!;
  const { db } = app;

  // A camera's live address (HLS); 404 for cameras of other tenants (RLS hides them).
  register(server, app, 'spjg', 'GET', '/cloud/spjg/video/liveUrl.jhtml', async (_r, p, tid) => {
    const id = idValue(p.id ?? p.cameraId);
    const [row] = await db.tenant(tid, (sql) => sql.query<{ id: number; online_status: string }>(`SELECT id, online_status FROM ${camera} WHERE id = $1`, [id]));
    if (!row) throw notFound(m.cameraNotFound);
    const { token, exp } = issueToken({ tenantId: tid, kind: 'live', id });
    return ok({ id, onlineStatus: row.online_status, url: `/video/live/${token}/index.m3u8`, poster: `/video/samples/${sampleOf(id)}.jpg`, expiresAt: exp });
  });

  const clipCall = (name: string) => `${CLIP_BASE}/${name}`;
  // Uploading and deleting clips are functions of the clips page (its `functions`, decision 0330).
  const clipsPage = moduleOf('spjg')!.pages.find((p) => p.kind === 'videoClips')!.key;
  for (const method of ['GET', 'POST'] as const) {
    register(server, app, 'spjg', method, clipCall('videoList'), async (_r, p, tid) => {
      const { pageNum, pageSize } = pagingOf(p);
      const title = typeof p.title === 'string' ? p.title.trim().slice(0, 50) : '';
      return ok(await db.tenant(tid, async (sql) => {
        const where = title ? `WHERE title ILIKE '%' || $1 || '%'` : '';
        const params = title ? [title.replace(/[\\%_]/g, '\\$&')] : [];
        const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM spjg_video_clip ${where}`, params);
        const rows = await sql.query(
          `SELECT id, title, file_name AS "fileName", mime_type AS "mimeType", size_bytes AS "size", uploader,
                  to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"
             FROM spjg_video_clip ${where} ORDER BY create_time DESC, id DESC LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
          params,
        );
        return { rows, total: count!.n };
      }));
    });
    register(server, app, 'spjg', method, clipCall('download'), async (_r, p, tid, reply) => {
      const id = idValue(p.id);
      const [clip] = await db.tenant(tid, (sql) =>
        sql.query<{ file_name: string; mime_type: string; content: Uint8Array }>('SELECT file_name, mime_type, content FROM spjg_video_clip WHERE id = $1', [id]));
      if (!clip) throw notFound(m.clipNotFound);
      return reply.header('content-type', clip.mime_type).header('content-disposition', contentDisposition(clip.file_name)).send(Buffer.from(clip.content));
    });
  }
  register(server, app, 'spjg', 'GET', clipCall('playUrl'), async (_r, p, tid) => {
    const id = idValue(p.id);
    const [clip] = await db.tenant(tid, (sql) => sql.query<{ mime_type: string }>('SELECT mime_type FROM spjg_video_clip WHERE id = $1', [id]));
    if (!clip) throw notFound(m.clipNotFound);
    const { token, exp } = issueToken({ tenantId: tid, kind: 'clip', id });
    return ok({ id, url: `/video/clip/${token}`, mimeType: clip.mime_type, expiresAt: exp });
  });
  register(server, app, 'spjg', 'POST', clipCall('deleteVideo'), async (_r, p, tid) => {
    const ids = idsOf(p);
    const removed = await db.tenant(tid, (sql) => sql.query('DELETE FROM spjg_video_clip WHERE id = ANY($1::int[]) RETURNING id', [ids]));
    if (removed.length === 0) throw notFound(m.clipNotFound);
    return ok({ deleted: removed.length }, say(moduleMessages.deleted, { count: removed.length }));
  }, { fn: opCode(clipsPage, 'delete') });

  // Uploads get their own body limit (videos are larger than workbooks); checked by content.
  void server.register(async (scope) => {
    scope.removeContentTypeParser('multipart/form-data');
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: VIDEO_MAX + 1024 * 1024 }, (req, body, done) => {
      const raw = body as Buffer;
      // The uploaded file's name (browsers send it as UTF-8 in the part header).
      const at = raw.indexOf('filename="');
      const fileName = at === -1 ? undefined : raw.subarray(at + 10, raw.indexOf('"', at + 10)).toString('utf8');
      done(null, { ...parseMultipart(raw, String(req.headers['content-type'] ?? '')), ...(fileName ? { __fileName: fileName } : {}) });
    });
    register(scope, app, 'spjg', 'POST', clipCall('upload'), async (request, _p, tid) => {
      const parts = (request.body ?? {}) as Record<string, string | Buffer>;
      const file = Object.values(parts).find((v): v is Buffer => Buffer.isBuffer(v));
      if (!file) throw invalid(m.noFile);
      if (file.length === 0) throw invalid(m.empty);
      if (file.length > VIDEO_MAX) throw new ApiError(413, 413, say(m.tooLarge, { mb: VIDEO_MAX_MB }));
      const type = sniffVideo(file);
      if (!type) throw new ApiError(415, 415, m.badType);
      const given = typeof parts.__fileName === 'string' ? [...parts.__fileName].map((ch) => (ch < ' ' || ch === '/' || ch === '\\' ? '_' : ch)).join('').trim() : '';
      const fileName = (given || `视频.${type === 'video/mp4' ? 'mp4' : 'webm'}`).slice(0, 100);
      const title = clipTitle(parts.title, fileName);
      const session = sessionOf(request);
      const [row] = await db.tenant(tid, (sql) => sql.query<{ id: number }>(
        `INSERT INTO spjg_video_clip (tenant_id, title, file_name, mime_type, size_bytes, content, uploader)
         VALUES (current_setting('app.tenant_id'), $1, $2, $3, $4, $5, coalesce((SELECT name FROM users WHERE user_id = $6), $6)) RETURNING id`,
        [title, fileName, type, file.length, file, session.userId],
      ));
      return ok({ id: row!.id, title, fileName, mimeType: type, size: file.length }, video.clips.uploaded);
    }, { fn: opCode(clipsPage, 'upload') });
  });

  // Streams: the token names tenant and record; the record is looked up inside that tenant.
  server.get<{ Params: { token: string } }>('/video/live/:token/index.m3u8', async (request, reply) => {
    const grant = readToken(request.params.token, 'live');
    if (!grant) throw forbidden(m.badToken);
    const [row] = await db.tenant(grant.tenantId, (sql) => sql.query(`SELECT id FROM ${camera} WHERE id = $1`, [grant.id]));
    if (!row) throw notFound(m.cameraNotFound);
    reply.header('content-type', 'application/vnd.apple.mpegurl').header('cache-control', 'no-store');
    return livePlaylist(Date.now(), (seq) => `${seq}.ts`);
  });
  server.get<{ Params: { token: string; segment: string } }>('/video/live/:token/:segment', async (request, reply) => {
    const grant = readToken(request.params.token, 'live');
    if (!grant) throw forbidden(m.badToken);
    const seq = /^(\d{1,12})\.ts$/.exec(request.params.segment)?.[1];
    if (!seq) throw notFound(m.cameraNotFound);
    const [row] = await db.tenant(grant.tenantId, (sql) => sql.query(`SELECT id FROM ${camera} WHERE id = $1`, [grant.id]));
    if (!row) throw notFound(m.cameraNotFound);
    reply.header('content-type', 'video/mp2t').header('cache-control', 'private, max-age=60');
    return reply.send(sample(`${sampleOf(grant.id)}-${Number(seq) % SEGMENTS_PER_SAMPLE}.mpegts`));
  });
  server.get<{ Params: { token: string } }>('/video/clip/:token', async (request, reply) => {
    const grant = readToken(request.params.token, 'clip');
    if (!grant) throw forbidden(m.badToken);
    const [clip] = await db.tenant(grant.tenantId, (sql) =>
      sql.query<{ mime_type: string; content: Uint8Array }>('SELECT mime_type, content FROM spjg_video_clip WHERE id = $1', [grant.id]));
    if (!clip) throw notFound(m.clipNotFound);
    return sendBytes(reply, request.headers.range, Buffer.from(clip.content), clip.mime_type);
  });
  // The samples' first frames (posters, alarm snapshots): synthetic, the same for every tenant.
  server.get<{ Params: { name: string } }>('/video/samples/:name', async (request, reply) => {
    const name = request.params.name;
    if (!SAMPLES.some((s) => name === `${s}.jpg`)) throw notFound(moduleMessages.notFound);
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'public, max-age=86400').send(sample(name));
  });
}
