/**
 * Who chats: the signed-in account's dispatch seat (调度坐席, matched by its 登录账号 like
 * 问题上报's 处置人员), and the accounts behind a group's seats, whom the live channel tells.
 */
import type { Sql } from '../../../db/types';
import { forbidden } from '../../../http/errors';
import { msg, seatKey, table, type MemberKey } from '../shared';

export interface Seat {
  id: number;
  key: MemberKey;
  name: string;
}

/** The enabled seat of the session's user, or null. */
export async function seatOf(sql: Sql, userId: string): Promise<Seat | null> {
  const [row] = await sql.query<{ id: number; name: string }>(
    `SELECT o.id, o.name FROM ${table('operator')} o JOIN users u ON lower(u.username) = lower(o.account)
      WHERE u.user_id = $1 AND o.status = 'enabled' ORDER BY o.id LIMIT 1`,
    [userId],
  );
  return row ? { id: row.id, key: seatKey(row.id), name: row.name } : null;
}

/** The session user's seat; 403 when the account is no seat. */
export async function requireSeat(sql: Sql, userId: string): Promise<Seat> {
  const seat = await seatOf(sql, userId);
  if (!seat) throw forbidden(msg.notSeat);
  return seat;
}

/** The user ids of the accounts of these seats (the live channel's audience). */
export async function accountsOf(sql: Sql, seatIds: readonly number[]): Promise<string[]> {
  if (!seatIds.length) return [];
  const rows = await sql.query<{ user_id: string }>(
    `SELECT DISTINCT u.user_id FROM users u JOIN ${table('operator')} o ON lower(o.account) = lower(u.username) WHERE o.id = ANY($1::int[])`,
    [seatIds],
  );
  return rows.map((r) => r.user_id);
}
