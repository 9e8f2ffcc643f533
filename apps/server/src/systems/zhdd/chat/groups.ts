/**
 * The chat's groups: the seat's groups with unread counts, mentions and the last message; a
 * group's members (seats and staff) with names; creating a group, adding and removing members,
 * leaving, changing name and notice, dismissing. Writes go through the catalogue resource 群组
 * (validation, uniqueness, the audit trail) and are told to the group as system messages.
 */
import { enumLabel, type ChatGroup, type ChatMember, type ChatMessage } from '../../../../../catalogue/src';
import type { Sql } from '../../../db/types';
import { forbidden } from '../../../http/errors';
import { audit, changesOf } from '../../../resources/audit';
import { invalid } from '../../../resources/messages';
import { createRecord, getRow, updateRecord } from '../../../resources/records';
import { deleteReferenced, referenceIndex } from '../../../resources/references';
import { moduleOf, PLATFORM } from '../../../../../catalogue/src';
import { ctxOf, MESSAGES, mod, msg, platformTable, READS, say, seatKey, splitKeys, staffKey, SYSTEM, table, type MemberKey } from '../shared';
import type { Seat } from './identity';
import { groupRow, memberKeysOf, seatsOf, type GroupRow } from './group-row';
import { insertMessage } from './messages';

/** The seat's groups, the most recently active first. */
export async function listGroups(sql: Sql, seat: Seat): Promise<ChatGroup[]> {
  const rows = await sql.query<{
    id: number; name: string; group_type: string; owner_id: number; notice: string | null; members: number; last_read: string | number;
    unread: number; mentioned: number; m_id: string | number | null; m_sender: string | null; m_type: string | null; m_content: string | null; m_at: string | null;
  }>(
    `SELECT g.id, g.name, g.group_type, g.owner_id, g.notice,
            cardinality(array(SELECT DISTINCT unnest(array[g.owner_id] || coalesce(g.operator_ids, '{}'))))
              + cardinality(coalesce(g.staff_ids, '{}')) AS members,
            coalesce(r.last_read_id, 0) AS last_read,
            (SELECT count(*)::int FROM ${MESSAGES} m WHERE m.group_id = g.id AND m.id > coalesce(r.last_read_id, 0) AND m.sender <> $2 AND m.msg_type <> 'system') AS unread,
            (SELECT count(*)::int FROM ${MESSAGES} m WHERE m.group_id = g.id AND m.id > coalesce(r.last_read_id, 0) AND m.sender <> $2 AND ($2 = ANY(m.mentions) OR 'all' = ANY(m.mentions))) AS mentioned,
            l.id AS m_id, l.sender_name AS m_sender, l.msg_type AS m_type, l.content AS m_content, to_char(l.sent_at, 'YYYY-MM-DD HH24:MI:SS') AS m_at
       FROM ${table('chatGroup')} g
       LEFT JOIN ${READS} r ON r.group_id = g.id AND r.member = $2
       LEFT JOIN LATERAL (SELECT id, sender_name, msg_type, content, sent_at FROM ${MESSAGES} WHERE group_id = g.id ORDER BY id DESC LIMIT 1) l ON true
      WHERE g.owner_id = $1 OR $1 = ANY(g.operator_ids)
      ORDER BY coalesce(l.sent_at, g.create_time) DESC, g.id DESC`,
    [seat.id, seat.key],
  );
  return rows.map((r) => ({
    id: r.id, name: r.name, groupType: r.group_type, groupTypeLabel: enumLabel(SYSTEM, 'zhddGroupType', r.group_type) ?? r.group_type, ownerId: r.owner_id,
    isOwner: r.owner_id === seat.id, notice: r.notice ?? '', memberCount: Number(r.members), unread: r.unread, mentioned: r.mentioned, lastReadId: Number(r.last_read),
    lastMessage: r.m_id === null ? null : { id: Number(r.m_id), senderName: r.m_sender!, type: r.m_type!, content: r.m_content!, sentAt: r.m_at! },
  }));
}

type Member = ChatMember & { key: MemberKey };

/** The members of a group: the owner, the seats, then the staff. */
export async function membersOf(sql: Sql, group: GroupRow): Promise<Member[]> {
  const seats = await sql.query<{ id: number; name: string; phone: string; post: string }>(`SELECT id, name, phone, post FROM ${table('operator')} WHERE id = ANY($1::int[])`, [seatsOf(group)]);
  const staff = await sql.query<{ id: number; name: string; phone: string; post: string }>(`SELECT id, name, phone, post FROM ${platformTable('staff')} WHERE id = ANY($1::int[])`, [group.staffIds]);
  const seatBy = new Map(seats.map((s) => [s.id, s]));
  const staffBy = new Map(staff.map((s) => [s.id, s]));
  const out: Member[] = [];
  for (const id of seatsOf(group)) {
    const s = seatBy.get(id);
    if (s) out.push({ key: seatKey(id), kind: 'seat', id, name: s.name, phone: s.phone, post: enumLabel(SYSTEM, 'zhddSeatPost', s.post) ?? s.post, isOwner: id === group.ownerId });
  }
  for (const id of group.staffIds) {
    const s = staffBy.get(id);
    if (s) out.push({ key: staffKey(id), kind: 'staff', id, name: s.name, phone: s.phone, post: s.post, isOwner: false });
  }
  return out;
}

export const namesOf = (members: readonly Member[]): Map<string, string> => new Map(members.map((m) => [m.key, m.name]));

/** Every key exists in the tenant (seats enabled or not, staff): 400 naming the first missing one. */
async function requireMembers(sql: Sql, keys: readonly MemberKey[]): Promise<void> {
  const { seats, staff } = splitKeys(keys);
  const foundSeats = new Set((await sql.query<{ id: number }>(`SELECT id FROM ${table('operator')} WHERE id = ANY($1::int[])`, [seats])).map((r) => r.id));
  const foundStaff = new Set((await sql.query<{ id: number }>(`SELECT id FROM ${platformTable('staff')} WHERE id = ANY($1::int[])`, [staff])).map((r) => r.id));
  const missing = keys.find((k) => !(k[0] === 'o' ? foundSeats : foundStaff).has(Number(k.slice(1))));
  if (missing) throw invalid(say(msg.memberMissing, { key: missing }));
}

const actor = (userId: string) => ({ userId });

/** Writes the group's fields through the catalogue resource (validated, audited). */
async function saveGroup(sql: Sql, userId: string, group: GroupRow, values: Record<string, unknown>): Promise<void> {
  const ctx = ctxOf('chatGroup');
  const before = await getRow(sql, ctx, group.id);
  const after = await updateRecord(sql, ctx, { id: group.id, ...values });
  await audit(sql, actor(userId), ctx, 'update', group.id, changesOf(ctx, before, after));
}

const notice = (content: string) => ({ sender: 'system' as const, senderName: '系统', type: 'system' as const, content });

/** A new group of the seat (its owner) and the members picked; name, type and notice as the 群组 form checks them. */
export async function createGroup(sql: Sql, userId: string, seat: Seat, payload: Record<string, unknown>, keys: readonly MemberKey[]): Promise<{ group: GroupRow; message: ChatMessage }> {
  await requireMembers(sql, keys);
  const { seats, staff } = splitKeys(keys);
  const ctx = ctxOf('chatGroup');
  const row = await createRecord(sql, ctx, {
    name: payload.name, groupType: payload.groupType ?? 'work', notice: payload.notice ?? null,
    ownerId: seat.id, operatorIds: [...new Set([seat.id, ...seats])], staffIds: staff,
  });
  await audit(sql, actor(userId), ctx, 'create', row.id as number, changesOf(ctx, undefined, row));
  const group = (await groupRow(sql, row.id as number))!;
  const message = await insertMessage(sql, group, notice(say(msg.createdMsg, { who: seat.name })));
  return { group, message };
}

/** Adds members (any member may invite); those already in are left as they are. */
export async function addMembers(sql: Sql, userId: string, seat: Seat, group: GroupRow, keys: readonly MemberKey[]): Promise<{ group: GroupRow; message: ChatMessage | null }> {
  await requireMembers(sql, keys);
  const current = new Set(memberKeysOf(group));
  const fresh = keys.filter((k) => !current.has(k));
  if (!fresh.length) return { group, message: null };
  const { seats, staff } = splitKeys(fresh);
  await saveGroup(sql, userId, group, { operatorIds: [...group.operatorIds, ...seats], staffIds: [...group.staffIds, ...staff] });
  const next: GroupRow = { ...group, operatorIds: [...group.operatorIds, ...seats], staffIds: [...group.staffIds, ...staff] };
  const names = namesOfKeys(await membersOf(sql, next), fresh);
  return { group: next, message: await insertMessage(sql, next, notice(say(msg.joined, { who: seat.name, names }))) };
}

const namesOfKeys = (members: readonly Member[], keys: readonly MemberKey[]) => {
  const by = namesOf(members);
  return keys.map((k) => by.get(k) ?? k).join('、');
};

/** Removes members (the owner only; the owner stays). */
export async function removeMembers(sql: Sql, userId: string, seat: Seat, group: GroupRow, keys: readonly MemberKey[]): Promise<{ group: GroupRow; message: ChatMessage; removed: MemberKey[] }> {
  if (group.ownerId !== seat.id) throw forbidden(say(msg.ownerOnly, { action: '移出成员' }));
  const members = await membersOf(sql, group);
  const current = new Set(memberKeysOf(group));
  const missing = keys.find((k) => !current.has(k) || k === seatKey(group.ownerId));
  if (missing) throw invalid(say(msg.memberNotIn, { name: namesOf(members).get(missing) ?? missing }));
  const { seats, staff } = splitKeys(keys);
  const next: GroupRow = { ...group, operatorIds: group.operatorIds.filter((id) => !seats.includes(id)), staffIds: group.staffIds.filter((id) => !staff.includes(id)) };
  await saveGroup(sql, userId, group, { operatorIds: next.operatorIds, staffIds: next.staffIds });
  await sql.query(`DELETE FROM ${READS} WHERE group_id = $1 AND member = ANY($2::text[])`, [group.id, keys]);
  return { group: next, message: await insertMessage(sql, next, notice(say(msg.removed, { who: seat.name, names: namesOfKeys(members, keys) }))), removed: [...keys] };
}

/** The seat leaves the group (not its owner). */
export async function quitGroup(sql: Sql, userId: string, seat: Seat, group: GroupRow): Promise<{ group: GroupRow; message: ChatMessage }> {
  if (group.ownerId === seat.id) throw invalid(msg.ownerCannotQuit);
  const next: GroupRow = { ...group, operatorIds: group.operatorIds.filter((id) => id !== seat.id) };
  await saveGroup(sql, userId, group, { operatorIds: next.operatorIds });
  await sql.query(`DELETE FROM ${READS} WHERE group_id = $1 AND member = $2`, [group.id, seat.key]);
  return { group: next, message: await insertMessage(sql, next, notice(say(msg.left, { who: seat.name }))) };
}

/** Name, type, notice and owner (a seat of the group) changed by the owner. */
export async function updateGroup(sql: Sql, userId: string, seat: Seat, group: GroupRow, payload: Record<string, unknown>): Promise<{ group: GroupRow; message: ChatMessage }> {
  if (group.ownerId !== seat.id) throw forbidden(say(msg.ownerOnly, { action: '修改群设置' }));
  const values: Record<string, unknown> = {};
  for (const key of ['name', 'groupType', 'notice', 'ownerId'] as const) if (payload[key] !== undefined) values[key] = payload[key];
  if (values.ownerId !== undefined && !seatsOf(group).includes(Number(values.ownerId))) throw invalid(say(msg.memberNotIn, { name: String(values.ownerId).slice(0, 12) }));
  await saveGroup(sql, userId, group, values);
  const next = (await groupRow(sql, group.id))!;
  return { group: next, message: await insertMessage(sql, next, notice(say(msg.renamed, { who: seat.name }))) };
}

/** The owner dismisses the group: its messages and read positions go with it; refused while dispatches refer to it. */
export async function dismissGroup(sql: Sql, userId: string, seat: Seat, group: GroupRow): Promise<void> {
  if (group.ownerId !== seat.id) throw forbidden(say(msg.ownerOnly, { action: '解散群聊' }));
  const refs = referenceIndex([moduleOf(PLATFORM)!, mod()]);
  const ctx = ctxOf('chatGroup');
  const before = await getRow(sql, ctx, group.id);
  await deleteReferenced(sql, refs, ctx, [group.id]);
  await audit(sql, actor(userId), ctx, 'delete', group.id, changesOf(ctx, before, undefined));
}
