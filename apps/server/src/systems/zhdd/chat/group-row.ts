/** One chat group as the chat calls read it, its members' keys and the membership check. */
import type { Sql } from '../../../db/types';
import { forbidden, notFound } from '../../../http/errors';
import { msg, seatKey, staffKey, table, type MemberKey } from '../shared';
import type { Seat } from './identity';

export interface GroupRow {
  id: number;
  name: string;
  groupType: string;
  ownerId: number;
  operatorIds: number[];
  staffIds: number[];
  notice: string | null;
}

export async function groupRow(sql: Sql, id: number, lock = false): Promise<GroupRow | null> {
  const [row] = await sql.query<{ id: number; name: string; group_type: string; owner_id: number; operator_ids: number[] | null; staff_ids: number[] | null; notice: string | null }>(
    `SELECT id, name, group_type, owner_id, operator_ids, staff_ids, notice FROM ${table('chatGroup')} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!row) return null;
  return { id: row.id, name: row.name, groupType: row.group_type, ownerId: row.owner_id, operatorIds: row.operator_ids ?? [], staffIds: row.staff_ids ?? [], notice: row.notice };
}

/** The seats of a group: its owner and its seat members. */
export const seatsOf = (g: GroupRow): number[] => [...new Set([g.ownerId, ...g.operatorIds])];

/** Every member's key: the owner first, then the seats, then the staff. */
export const memberKeysOf = (g: GroupRow): MemberKey[] => [...seatsOf(g).map(seatKey), ...g.staffIds.map(staffKey)];

export const isMember = (g: GroupRow, seat: Seat): boolean => seatsOf(g).includes(seat.id);

/** The group, when the seat is one of its members: 404 when there is no such group, 403 when not a member. */
export async function memberGroup(sql: Sql, id: number, seat: Seat, lock = false): Promise<GroupRow> {
  const group = await groupRow(sql, id, lock);
  if (!group) throw notFound(msg.groupNotFound);
  if (!isMember(group, seat)) throw forbidden(msg.notMember);
  return group;
}
