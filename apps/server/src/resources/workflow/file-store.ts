/**
 * Images and attachments kept in the tenant's `files` rows (bytea under RLS: another tenant's
 * id is simply not there, 404). docs/decisions/0108-workflow-clock-and-files.md
 */
import { workflow as msg } from '../../../../../src/i18n/messages/workflow';
import type { Sql } from '../../db/types';
import { invalid, say } from '../messages';

export type FileKind = 'images' | 'attachments';

export interface FileInfo {
  id: string;
  name: string;
  mime: string;
  size: number;
  kind: string | null;
  width: number | null;
  height: number | null;
  hasThumbnail: boolean;
  uploadedAt: string | null;
}

/** Every id must be a file of this tenant (of the kind when images are asked for). */
export async function requireFiles(sql: Sql, ids: readonly string[], kind: FileKind, label: string): Promise<void> {
  const problem = await filesProblem(sql, ids, kind, label);
  if (problem) throw invalid(problem);
}

/** What is wrong with a field's file ids (one not this tenant's, or not an image), or null. */
export async function filesProblem(sql: Sql, ids: readonly string[], kind: FileKind, label: string): Promise<string | null> {
  if (!ids.length) return null;
  const rows = await sql.query<{ file_id: string; kind: string | null }>(`SELECT file_id, kind FROM files WHERE file_id = ANY($1::text[])`, [ids]);
  const ok = new Set(rows.filter((r) => kind === 'attachments' || r.kind === 'images').map((r) => r.file_id));
  return ids.some((id) => !ok.has(id)) ? say(msg.fileMissing, { label }) : null;
}

export async function fileInfos(sql: Sql, ids: readonly string[]): Promise<FileInfo[]> {
  if (!ids.length) return [];
  const rows = await sql.query<FileInfo>(
    `SELECT file_id AS id, file_name AS name, mime_type AS mime, COALESCE(size, octet_length(content))::int AS size, kind, width, height,
            thumbnail IS NOT NULL AS "hasThumbnail", to_char(uploaded_at, 'YYYY-MM-DD HH24:MI:SS') AS "uploadedAt"
       FROM files WHERE file_id = ANY($1::text[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is FileInfo => !!r);
}
