/**
 * The tenant's file storage from 系统管理: the picked files as one .zip (archiver, streamed: a
 * file's bytes are read when the archive reaches it), and the signed-in user's photo (an image
 * upload checked by content like every upload, shown in the shell's user menu).
 */
import archiver from 'archiver';
import type { FastifyInstance } from 'fastify';
import { PLATFORM, type ModuleDefinition } from '../../../../catalogue/src';
import { MGMT } from '../../../../catalogue/src/systems/xtgl/shared';
import { xtgl as msg } from '../../../../../src/i18n/messages/xtgl';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { notFound, ok } from '../../http/errors';
import { register } from '../../resources/register';
import { invalid, say } from '../../resources/messages';
import { storeUpload } from '../../resources/workflow/file-upload';
import { contentDisposition, stamp } from '../../resources/xlsx-stream';

export const MAX_FILES = 200;
export const MAX_MB = 200;

/** Row ids of the picked files: `ids` as "1,2" or [1, 2]; 400 when none or not ids. */
function pickedIds(payload: Record<string, unknown>): number[] {
  const raw = payload.ids ?? payload.id;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : typeof raw === 'number' ? [raw] : [];
  const ids = list.map((x) => (typeof x === 'number' ? x : typeof x === 'string' && /^\d{1,10}$/.test(x.trim()) ? Number(x) : NaN));
  if (!ids.length) throw invalid(msg.filesRequired);
  if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > 2_147_483_647)) throw invalid(msg.filesRequired);
  const unique = [...new Set(ids)];
  if (unique.length > MAX_FILES) throw invalid(say(msg.tooManyFiles, { max: MAX_FILES }));
  return unique;
}

/** A name not yet in the archive: 月报.xlsx, 月报 (2).xlsx … */
function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate);
  return candidate;
}

export function fileRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  const { db } = app;

  register(server, app, mod.system, 'POST', `${MGMT}/file/batchDownload`, async (_r, p, tid, reply) => {
    const ids = pickedIds(p);
    const files = await db.tenant(tid, (sql) => sql.query<{ id: number; file_name: string; bytes: number }>(
      `SELECT id, file_name, coalesce(size, octet_length(content))::int AS bytes FROM files WHERE id = ANY($1::int[]) ORDER BY array_position($1::int[], id)`, [ids],
    ));
    // Another tenant's file is not found (RLS): the whole request is refused, never a partial archive.
    if (files.length !== ids.length) throw notFound(msg.fileMissing);
    if (files.reduce((s, f) => s + f.bytes, 0) > MAX_MB * 1024 * 1024) throw invalid(say(msg.tooLarge, { max: MAX_MB }));
    const zip = archiver('zip', { zlib: { level: 6 } });
    const taken = new Set<string>();
    reply.header('content-type', 'application/zip').header('content-disposition', contentDisposition(say(msg.zipName, { stamp: stamp() })));
    void (async () => {
      try {
        for (const f of files) {
          const [row] = await db.tenant(tid, (sql) => sql.query<{ content: Uint8Array }>('SELECT content FROM files WHERE id = $1', [f.id]));
          zip.append(Buffer.from(row?.content ?? new Uint8Array()), { name: uniqueName(f.file_name, taken) });
        }
        await zip.finalize();
      } catch (error) {
        zip.abort();
        reply.log.error(error);
      }
    })();
    return reply.send(zip);
  });

  register(server, app, PLATFORM, 'POST', `${MGMT}/user/changePhoto`, async (request, p, tid) => {
    const file = p.file;
    if (!Buffer.isBuffer(file)) throw invalid(msg.photoRequired);
    const { userId } = sessionOf(request);
    const stored = await db.tenant(tid, async (sql) => {
      const [old] = await sql.query<{ photo_id: string | null }>('SELECT photo_id FROM users WHERE user_id = $1 FOR UPDATE', [userId]);
      const saved = await storeUpload(sql, 'images', typeof p.name === 'string' ? p.name : '头像.jpg', file, userId);
      await sql.query('UPDATE users SET photo_id = $1 WHERE user_id = $2', [saved.id, userId]);
      // The replaced photo was only ever this user's picture.
      if (old?.photo_id) await sql.query('DELETE FROM files WHERE file_id = $1 AND uploaded_by = $2', [old.photo_id, userId]);
      return saved;
    });
    return ok({ photoId: stored.id, photoUrl: `/cloudFile/common/downloadFile?id=${stored.id}`, width: stored.width, height: stored.height }, msg.photoSaved);
  });
}
