/**
 * Checking an upload by its content (not its name or declared type): the magic bytes of
 * JPEG/PNG/WebP images and of PDF / Office Open XML files, the size limit of its kind, and for
 * images the dimensions and a 240 px thumbnail made with sharp (Node only).
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { workflow as msg } from '../../../../../src/i18n/messages/workflow';
import type { Sql } from '../../db/types';
import { invalid, say } from '../messages';
import type { FileKind } from './file-store';

const MB = 1024 * 1024;
export const FILE_LIMITS: Record<FileKind, { maxBytes: number; types: readonly string[] }> = {
  images: { maxBytes: 5 * MB, types: ['jpg', 'png', 'webp'] },
  attachments: { maxBytes: 20 * MB, types: ['pdf', 'docx', 'xlsx', 'jpg', 'png'] },
};

const MIME: Record<string, string> = {
  jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The file's type from its first bytes (and, for a zip, the part names it holds). */
export function sniff(content: Buffer): string | null {
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'jpg';
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (content.subarray(0, 4).toString('latin1') === 'RIFF' && content.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    // Office Open XML: part names are stored uncompressed in the zip headers.
    const names = content.toString('latin1');
    if (names.includes('word/document.xml')) return 'docx';
    if (names.includes('xl/workbook.xml')) return 'xlsx';
  }
  return null;
}

export interface Stored {
  id: string;
  name: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
}

/** Validates and stores one upload in the tenant's files; 400 with a Chinese message otherwise. */
export async function storeUpload(sql: Sql, kind: FileKind, name: string, content: Buffer | undefined, userId: string): Promise<Stored> {
  if (!content || !content.length) throw invalid(msg.fileEmpty);
  const limit = FILE_LIMITS[kind];
  const shownName = name || '文件';
  if (content.length > limit.maxBytes) throw invalid(say(msg.fileTooLarge, { name: shownName, max: limit.maxBytes / MB }));
  const type = sniff(content);
  if (!type || !limit.types.includes(type)) throw invalid(say(msg.fileBadType, { name: shownName, types: limit.types.join('、') }));
  let width: number | null = null;
  let height: number | null = null;
  let thumbnail: Buffer | null = null;
  if (['jpg', 'png', 'webp'].includes(type)) {
    try {
      const image = sharp(content, { limitInputPixels: 50_000_000 });
      const meta = await image.metadata();
      width = meta.width ?? null;
      height = meta.height ?? null;
      thumbnail = await image.rotate().resize(240, 240, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 78 }).toBuffer();
    } catch {
      throw invalid(say(msg.fileBadType, { name: shownName, types: limit.types.join('、') }));
    }
  }
  const id = `f${Date.now().toString(36)}${randomBytes(9).toString('hex')}`;
  const fileKind = thumbnail ? 'images' : 'attachments';
  const safeName = shownName.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 120);
  await sql.query(
    `INSERT INTO files (tenant_id, file_id, file_name, mime_type, content, size, kind, width, height, thumbnail, uploaded_by)
     VALUES (current_setting('app.tenant_id'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [id, safeName, MIME[type], content, content.length, fileKind, width, height, thumbnail, userId],
  );
  return { id, name: safeName, mime: MIME[type]!, size: content.length, width, height };
}
