/**
 * The group chat's calls under /cloud/rongcloud/api/v2 (spec §7): groups (list, create, members,
 * add and remove members, quit, update, dismiss), messages (history, send, read, readers, image
 * upload and thumbnails) and the unread total. Every call needs the session's account to be a
 * dispatch seat, and a group's calls a member of it (403 otherwise); each change is told to the
 * group's members on the live channel once committed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChatMessage } from '../../../../../catalogue/src';
import type { AppContext } from '../../../context';
import { sessionOf } from '../../../http/auth';
import { ok } from '../../../http/errors';
import { register, type Need } from '../../../resources/register';
import { fileRoutes } from '../../../resources/workflow/file-routes';
import type { Sql } from '../../../db/types';
import { groupIdOf, memberKeys, SYSTEM } from '../shared';
import { requireSeat, type Seat } from './identity';
import { memberGroup, seatsOf, type GroupRow } from './group-row';
import { addMembers, createGroup, dismissGroup, listGroups, membersOf, namesOf, quitGroup, removeMembers, updateGroup } from './groups';
import { history, messageId, readers, readGroup, sendMessage } from './messages';
import { tellSeats, type ChatEvent } from './publish';

type Obj = Record<string, unknown>;
interface Told<T> {
  answer: T;
  /** Who hears what once the transaction is committed. */
  tell?: { seats: number[]; event: ChatEvent }[];
}

/** Every chat call, reads and writes alike, needs the view of the system's chat page (decision 0330). */
const CHAT_NEED: Need = { pageKinds: ['chat'] };

export function chatRoutes(server: FastifyInstance, app: AppContext, CHAT_BASE: string): void {
  const user = (r: FastifyRequest) => sessionOf(r).userId;
  /** A call of a seat: the work in one transaction, then the events. */
  const seatCall = (method: 'GET' | 'POST', name: string, work: (sql: Sql, seat: Seat, p: Obj, userId: string) => Promise<Told<unknown>>, done?: string) =>
    register(server, app, SYSTEM, method, `${CHAT_BASE}/${name}`, async (r, p, tid) => {
      const result = await app.db.tenant(tid, async (sql) => work(sql, await requireSeat(sql, user(r)), p, user(r)));
      for (const t of result.tell ?? []) await tellSeats(app, tid, t.seats, t.event);
      return ok(result.answer, done);
    }, CHAT_NEED);
  /** A call on one group of the seat's. */
  const groupCall = (method: 'GET' | 'POST', name: string, work: (sql: Sql, seat: Seat, group: GroupRow, p: Obj, userId: string) => Promise<Told<unknown>>, done?: string) =>
    seatCall(method, name, async (sql, seat, p, userId) => work(sql, seat, await memberGroup(sql, groupIdOf(p), seat), p, userId), done);
  const both = (name: string, work: Parameters<typeof groupCall>[2]) => {
    groupCall('GET', name, work);
    groupCall('POST', name, work);
  };
  const said = (group: GroupRow, message: ChatMessage | null, extra: NonNullable<Told<unknown>['tell']> = []) => [
    ...(message ? [{ seats: seatsOf(group), event: { kind: 'message', groupId: group.id, message } as ChatEvent }] : []),
    ...extra,
  ];

  for (const method of ['GET', 'POST'] as const) {
    seatCall(method, 'group/list', async (sql, seat) => ({ answer: { me: { key: seat.key, name: seat.name }, groups: await listGroups(sql, seat) } }));
    seatCall(method, 'unread/total', async (sql, seat) => {
      const groups = await listGroups(sql, seat);
      return { answer: { unread: groups.reduce((n, g) => n + g.unread, 0), mentioned: groups.reduce((n, g) => n + g.mentioned, 0), groups: groups.length } };
    });
  }
  both('group/members', async (sql, _seat, group) => ({ answer: { groupId: group.id, ownerId: group.ownerId, members: await membersOf(sql, group) } }));
  both('message/history', async (sql, _seat, group, p) => ({ answer: await history(sql, group, p) }));

  seatCall('POST', 'group/create', async (sql, seat, p, userId) => {
    const keys = memberKeys(p.members, { required: true });
    const { group, message } = await createGroup(sql, userId, seat, p, keys);
    return { answer: { groupId: group.id, name: group.name }, tell: said(group, message, [{ seats: seatsOf(group), event: { kind: 'group', groupId: group.id, change: 'created' } }]) };
  }, '群聊已创建');
  groupCall('POST', 'group/addMembers', async (sql, seat, group, p, userId) => {
    const { group: next, message } = await addMembers(sql, userId, seat, group, memberKeys(p.members, { required: true }));
    return { answer: { groupId: group.id, members: await membersOf(sql, next) }, tell: said(next, message, [{ seats: seatsOf(next), event: { kind: 'group', groupId: group.id, change: 'updated' } }]) };
  }, '已添加成员');
  groupCall('POST', 'group/removeMembers', async (sql, seat, group, p, userId) => {
    const { group: next, message, removed } = await removeMembers(sql, userId, seat, group, memberKeys(p.members, { required: true }));
    const gone = removed.filter((k) => k[0] === 'o').map((k) => Number(k.slice(1)));
    return {
      answer: { groupId: group.id, members: await membersOf(sql, next) },
      tell: said(next, message, [{ seats: seatsOf(next), event: { kind: 'group', groupId: group.id, change: 'updated' } }, { seats: gone, event: { kind: 'group', groupId: group.id, change: 'left' } }]),
    };
  }, '已移出成员');
  groupCall('POST', 'group/quit', async (sql, seat, group, _p, userId) => {
    const { group: next, message } = await quitGroup(sql, userId, seat, group);
    return { answer: { groupId: group.id }, tell: said(next, message, [{ seats: seatsOf(next), event: { kind: 'group', groupId: group.id, change: 'updated' } }, { seats: [seat.id], event: { kind: 'group', groupId: group.id, change: 'left' } }]) };
  }, '已退出群聊');
  groupCall('POST', 'group/update', async (sql, seat, group, p, userId) => {
    const { group: next, message } = await updateGroup(sql, userId, seat, group, p);
    return { answer: { groupId: group.id, name: next.name }, tell: said(next, message, [{ seats: seatsOf(next), event: { kind: 'group', groupId: group.id, change: 'updated' } }]) };
  }, '群设置已保存');
  groupCall('POST', 'group/dismiss', async (sql, seat, group, _p, userId) => {
    await dismissGroup(sql, userId, seat, group);
    return { answer: { groupId: group.id }, tell: [{ seats: seatsOf(group), event: { kind: 'group', groupId: group.id, change: 'dismissed' } }] };
  }, '群聊已解散');

  groupCall('POST', 'message/send', async (sql, seat, group, p) => {
    const message = await sendMessage(sql, group, seat, p);
    return { answer: message, tell: said(group, message) };
  });
  groupCall('POST', 'message/read', async (sql, seat, group, p) => {
    const read = await readGroup(sql, group, seat.key, p);
    return { answer: read, tell: [{ seats: seatsOf(group), event: { kind: 'read', groupId: group.id, member: seat.key, lastReadId: read.lastReadId } }] };
  });
  both('message/readers', async (sql, _seat, group, p) => ({ answer: await readers(sql, group, messageId(p.messageId ?? p.id), namesOf(await membersOf(sql, group))) }));
  // Images: stored in the tenant's files (checked by content, 5 MB), thumbnails beside them.
  fileRoutes(server, app, SYSTEM, `${CHAT_BASE}/message`, { upload: CHAT_NEED, read: CHAT_NEED });
}
