/** Two recorded clips per tenant, the shipped samples' bytes (read from disk: the server only). */
import { readFileSync } from 'node:fs';
import type { Sql } from '../../db/types';
import { sampleFile } from './samples';

const TID = `current_setting('app.tenant_id')`;

export async function seedClips(sql: Sql): Promise<void> {
  const [clips] = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM spjg_video_clip');
  if (clips!.n === 0) {
    for (const [i, title] of ['中转站卸料作业录像', '车辆收运作业录像'].entries()) {
      const content = readFileSync(sampleFile(`sample${i + 1}.mp4`));
      await sql.query(
        `INSERT INTO spjg_video_clip (tenant_id, title, file_name, mime_type, size_bytes, content, uploader, create_time)
         VALUES (${TID}, $1, $2, 'video/mp4', $3, $4, '系统管理员', localtimestamp(0) - make_interval(days => $5))`,
        [title, `${title}.mp4`, content.length, content, i + 1],
      );
    }
  }
}
