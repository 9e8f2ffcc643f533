/**
 * file/download: a safety file's attachment by the file record (`id`) and, when it has several,
 * which one (`fileId`, default the first) — only files the record lists, in this tenant.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDefinition } from '../../../../catalogue/src';
import { BASE } from '../../../../catalogue/src/systems/aqsc/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { contentDisposition } from '../../routes/files';
import { messages } from '../../resources/messages';
import { idOf } from '../../resources/records';
import { register } from '../../resources/register';
import { tables } from '../../seed/tables';

export function aqscRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  for (const method of ['GET', 'POST'] as const) {
    register(server, app, mod.system, method, `${BASE}/file/download`, async (_r, p, tid, reply) => {
      const id = idOf(p);
      const file = await app.db.tenant(tid, async (sql) => {
        const [row] = await sql.query<{ attachments: string | null }>(`SELECT attachments FROM ${tables('aqsc').file} WHERE id = $1`, [id]);
        if (!row) throw notFound(messages.notFound);
        const ids = (row.attachments ?? '').split(',').filter(Boolean);
        const wanted = typeof p.fileId === 'string' && p.fileId ? p.fileId : ids[0];
        if (!wanted || !ids.includes(wanted)) throw notFound('该文件没有此附件');
        const [stored] = await sql.query<{ file_name: string; mime_type: string; content: Uint8Array }>(`SELECT file_name, mime_type, content FROM files WHERE file_id = $1`, [wanted]);
        if (!stored) throw notFound('附件不存在或已被删除');
        return stored;
      });
      reply.header('content-type', file.mime_type);
      reply.header('content-disposition', contentDisposition(file.file_name));
      return reply.send(Buffer.from(file.content));
    });
  }
}
