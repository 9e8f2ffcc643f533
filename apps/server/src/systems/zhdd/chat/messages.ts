/**
 * A group's messages: history paged backwards (before an id), sending text and images with
 * @mentions, each member's read position (unread counts, mentions still unread) and who has read
 * a message (read receipts). Append-only rows under RLS (migration 0321).
 */
import type { ChatMessage, ChatMessageType, HistoryPage, Reader } from '../../../../../catalogue/src';
import type { Sql } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { invalid } from '../../../resources/messages';
import { idValue } from '../../../resources/records';
import { requireFiles } from '../../../resources/workflow/file-store';
import { MESSAGES, msg, READS, say, table, type MemberKey } from '../shared';
import { memberKeysOf, type GroupRow } from './group-row';

export const MAX_TEXT = 2000;
export const PAGE = 30;
type MessageType = ChatMessageType;

interface MessageRow {
  id: string | number;
  group_id: number;
  sender: string;
  sender_name: string;
  msg_type: MessageType;
  content: string;
  file_id: string | null;
  width: number | null;
  height: number | null;
  mentions: string[];
  dispatch_id: number | null;
  dispatch_code: string | null;
  sent_at: string;
}

const SELECT = `SELECT m.id, m.group_id, m.sender, m.sender_name, m.msg_type, m.content, m.file_id, f.width, f.height, m.mentions, m.dispatch_id,
                       d.code AS dispatch_code, to_char(m.sent_at, 'YYYY-MM-DD HH24:MI:SS') AS sent_at
                  FROM ${MESSAGES} m LEFT JOIN files f ON f.file_id = m.file_id LEFT JOIN ${table('dispatchRecord')} d ON d.id = m.dispatch_id`;

/** Each member's read position in the group (0: nothing read). */
export async function readPositions(sql: Sql, groupId: number): Promise<Map<string, number>> {
  const rows = await sql.query<{ member: string; last_read_id: string | number }>(`SELECT member, last_read_id FROM ${READS} WHERE group_id = $1`, [groupId]);
  return new Map(rows.map((r) => [r.member, Number(r.last_read_id)]));
}

function shape(row: MessageRow, members: readonly string[], reads: Map<string, number>): ChatMessage {
  const id = Number(row.id);
  const others = row.msg_type === 'system' ? [] : members.filter((k) => k !== row.sender);
  const readCount = others.filter((k) => (reads.get(k) ?? 0) >= id).length;
  return {
    id, groupId: row.group_id, sender: row.sender, senderName: row.sender_name, type: row.msg_type, content: row.content, fileId: row.file_id,
    image: row.msg_type === 'image' ? { width: row.width, height: row.height } : null, mentions: row.mentions, dispatchId: row.dispatch_id,
    dispatchCode: row.dispatch_code, sentAt: row.sent_at, readCount, unreadCount: others.length - readCount,
  };
}

/** A page of the group's messages older than `before` (newest page when absent), oldest first. */
export async function history(sql: Sql, group: GroupRow, payload: Record<string, unknown>): Promise<HistoryPage> {
  const size = payload.size === undefined || payload.size === '' ? PAGE : Number(payload.size);
  if (!Number.isInteger(size) || size < 1 || size > 100) throw invalid(msg.sizeInvalid);
  const before = payload.before === undefined || payload.before === null || payload.before === '' ? null : messageId(payload.before);
  const params: unknown[] = [group.id, size + 1];
  const rows = await sql.query<MessageRow>(`${SELECT} WHERE m.group_id = $1 ${before === null ? '' : `AND m.id < $${params.push(before)}`} ORDER BY m.id DESC LIMIT $2`, params);
  const reads = await readPositions(sql, group.id);
  const members = memberKeysOf(group);
  return { messages: rows.slice(0, size).reverse().map((r) => shape(r, members, reads)), hasMore: rows.length > size, members, reads: Object.fromEntries(reads) };
}

export function messageId(raw: unknown): number {
  try {
    return idValue(typeof raw === 'number' ? raw : String(raw));
  } catch {
    throw invalid(msg.messageInvalid);
  }
}

export async function messageById(sql: Sql, group: GroupRow, id: number): Promise<ChatMessage> {
  const [row] = await sql.query<MessageRow>(`${SELECT} WHERE m.group_id = $1 AND m.id = $2`, [group.id, id]);
  if (!row) throw notFound(msg.messageNotFound);
  return shape(row, memberKeysOf(group), await readPositions(sql, group.id));
}

export interface NewMessage {
  sender: MemberKey | 'system';
  senderName: string;
  type: MessageType;
  content: string;
  fileId?: string | null;
  mentions?: readonly string[];
  dispatchId?: number | null;
}

/** Adds a message, counts it on the group and moves the sender's read position past it. */
export async function insertMessage(sql: Sql, group: GroupRow, m: NewMessage): Promise<ChatMessage> {
  const [row] = await sql.query<{ id: string | number }>(
    `INSERT INTO ${MESSAGES} (tenant_id, group_id, sender, sender_name, msg_type, content, file_id, mentions, dispatch_id)
     VALUES (current_setting('app.tenant_id'), $1, $2, $3, $4, $5, $6, $7::text[], $8) RETURNING id`,
    [group.id, m.sender, m.senderName, m.type, m.content, m.fileId ?? null, [...(m.mentions ?? [])], m.dispatchId ?? null],
  );
  const id = Number(row!.id);
  await sql.query(`UPDATE ${table('chatGroup')} SET message_count = coalesce(message_count, 0) + 1, last_message_at = localtimestamp(0) WHERE id = $1`, [group.id]);
  if (m.sender !== 'system') await markRead(sql, group.id, m.sender, id);
  return messageById(sql, group, id);
}

/** A member's text or image: checked (type, length, the image among the tenant's files, mentions among the members). */
export async function sendMessage(sql: Sql, group: GroupRow, sender: { key: MemberKey; name: string }, payload: Record<string, unknown>): Promise<ChatMessage> {
  const type = payload.type === undefined || payload.type === '' ? 'text' : payload.type;
  if (type !== 'text' && type !== 'image') throw invalid(msg.typeInvalid);
  const raw = payload.content ?? '';
  if (typeof raw !== 'string') throw invalid(msg.textEmpty);
  const content = raw.replace(/\s+$/u, '').replace(/^\s+/u, '');
  if ([...content].length > MAX_TEXT) throw invalid(say(msg.textTooLong, { max: MAX_TEXT }));
  let fileId: string | null = null;
  if (type === 'text' && !content) throw invalid(msg.textEmpty);
  if (type === 'image') {
    if (typeof payload.fileId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(payload.fileId)) throw invalid(msg.imageRequired);
    fileId = payload.fileId;
    await requireFiles(sql, [fileId], 'images', '图片');
  }
  const mentions = mentionsOf(payload.mentions, group);
  return insertMessage(sql, group, { sender: sender.key, senderName: sender.name, type, content, fileId, mentions });
}

function mentionsOf(raw: unknown, group: GroupRow): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : null;
  if (!list || list.length > 200 || list.some((x) => typeof x !== 'string')) throw invalid(msg.mentionsInvalid);
  const members = new Set<string>(memberKeysOf(group));
  const out = [...new Set((list as string[]).map((x) => x.trim()))];
  for (const key of out) if (key !== 'all' && !members.has(key)) throw invalid(say(msg.mentionInvalid, { key: key.slice(0, 20) }));
  return out;
}

/** Moves a member's read position forward to `upTo` (never back). */
export async function markRead(sql: Sql, groupId: number, member: MemberKey, upTo: number): Promise<number> {
  const [row] = await sql.query<{ last_read_id: string | number }>(
    `INSERT INTO ${READS} AS r (tenant_id, group_id, member, last_read_id) VALUES (current_setting('app.tenant_id'), $1, $2, $3)
     ON CONFLICT (tenant_id, group_id, member) DO UPDATE SET last_read_id = greatest(r.last_read_id, EXCLUDED.last_read_id), read_at = localtimestamp(0)
     RETURNING last_read_id`,
    [groupId, member, upTo],
  );
  return Number(row!.last_read_id);
}

/** Reads the group up to `upTo` (its newest message when absent). */
export async function readGroup(sql: Sql, group: GroupRow, member: MemberKey, payload: Record<string, unknown>): Promise<{ groupId: number; lastReadId: number }> {
  const [{ newest }] = (await sql.query<{ newest: string | number | null }>(`SELECT max(id) AS newest FROM ${MESSAGES} WHERE group_id = $1`, [group.id])) as [{ newest: string | number | null }];
  const latest = Number(newest ?? 0);
  const asked = payload.upTo === undefined || payload.upTo === null || payload.upTo === '' ? latest : messageId(payload.upTo);
  const lastReadId = latest ? await markRead(sql, group.id, member, Math.min(asked, latest)) : 0;
  return { groupId: group.id, lastReadId };
}

/** Who of the members (the sender aside) has read a message, and who has not. */
export async function readers(sql: Sql, group: GroupRow, id: number, names: Map<string, string>): Promise<{ read: Reader[]; unread: Reader[] }> {
  const message = await messageById(sql, group, id);
  const rows = await sql.query<{ member: string; last_read_id: string | number; read_at: string }>(
    `SELECT member, last_read_id, to_char(read_at, 'YYYY-MM-DD HH24:MI:SS') AS read_at FROM ${READS} WHERE group_id = $1`, [group.id]);
  const by = new Map(rows.map((r) => [r.member, r]));
  const read: Reader[] = [];
  const unread: Reader[] = [];
  if (message.type === 'system') return { read, unread };
  for (const key of memberKeysOf(group).filter((k) => k !== message.sender)) {
    const r = by.get(key);
    const entry = { key, name: names.get(key) ?? key, readAt: r && Number(r.last_read_id) >= id ? r.read_at : null };
    (entry.readAt ? read : unread).push(entry);
  }
  return { read, unread };
}
