/**
 * The crew side of the group chat under /cloud/zyry/api/v2/groupChat (spec §7: /cloud/zyry/ group
 * chat): `contacts`, the people a group can take (dispatch seats and the tenant's staff, by
 * keyword and kind), and `staffGroups`, the groups a member of staff is in with what they have
 * not read — what the crew's app shows them.
 */
import type { FastifyInstance } from 'fastify';
import { enumLabel, type ChatContact } from '../../../../../catalogue/src';
import type { AppContext } from '../../../context';
import { notFound, ok } from '../../../http/errors';
import { invalid } from '../../../resources/messages';
import { idValue } from '../../../resources/records';
import { register, type Need } from '../../../resources/register';
import { MESSAGES, msg, optionalText, platformTable, READS, say, seatKey, staffKey, SYSTEM, table } from '../shared';

const MAX_KEYWORD = 20;

/** Reads for the chat page (its contact picker, a person's groups): its view is the function. */
const CHAT_NEED: Need = { pageKinds: ['chat'] };

export function crewRoutes(server: FastifyInstance, app: AppContext, base: string): void {
  for (const method of ['GET', 'POST'] as const) {
    register(server, app, SYSTEM, method, `${base}/contacts`, async (_r, p, tid) => {
      const keyword = optionalText(p.keyword, MAX_KEYWORD, say(msg.keywordTooLong, { max: MAX_KEYWORD }));
      const kind = p.kind === undefined || p.kind === '' ? null : p.kind;
      if (kind !== null && kind !== 'seat' && kind !== 'staff') throw invalid(msg.kindInvalid);
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const out = await app.db.tenant(tid, async (sql) => {
        const seats = kind === 'staff' ? [] : await sql.query<{ id: number; name: string; phone: string; post: string }>(
          `SELECT id, name, phone, post FROM ${table('operator')} WHERE status = 'enabled' AND (name LIKE $1 OR phone LIKE $1 OR seat_no LIKE $1) ORDER BY seat_no, id`, [like]);
        const staff = kind === 'seat' ? [] : await sql.query<{ id: number; name: string; phone: string; post: string }>(
          `SELECT id, name, phone, post FROM ${platformTable('staff')} WHERE name LIKE $1 OR phone LIKE $1 OR post LIKE $1 ORDER BY name, id LIMIT 500`, [like]);
        return [
          ...seats.map((s): ChatContact => ({ key: seatKey(s.id), kind: 'seat', id: s.id, name: s.name, phone: s.phone, post: enumLabel(SYSTEM, 'zhddSeatPost', s.post) ?? s.post })),
          ...staff.map((s): ChatContact => ({ key: staffKey(s.id), kind: 'staff', id: s.id, name: s.name, phone: s.phone, post: s.post })),
        ];
      });
      return ok(out);
    }, CHAT_NEED);
    register(server, app, SYSTEM, method, `${base}/staffGroups`, async (_r, p, tid) => {
      if (p.staffId === undefined || p.staffId === null || p.staffId === '') throw invalid(msg.staffRequired);
      const staffId = idValue(p.staffId);
      return ok(await app.db.tenant(tid, async (sql) => {
        const [person] = await sql.query<{ id: number; name: string }>(`SELECT id, name FROM ${platformTable('staff')} WHERE id = $1`, [staffId]);
        if (!person) throw notFound(msg.staffNotFound);
        const key = staffKey(staffId);
        const groups = await sql.query<{ id: number; name: string; group_type: string; unread: number; mentioned: number; last_at: string | null }>(
          `SELECT g.id, g.name, g.group_type,
                  (SELECT count(*)::int FROM ${MESSAGES} m WHERE m.group_id = g.id AND m.id > coalesce(r.last_read_id, 0) AND m.sender <> $2 AND m.msg_type <> 'system') AS unread,
                  (SELECT count(*)::int FROM ${MESSAGES} m WHERE m.group_id = g.id AND m.id > coalesce(r.last_read_id, 0) AND m.sender <> $2 AND ($2 = ANY(m.mentions) OR 'all' = ANY(m.mentions))) AS mentioned,
                  to_char(g.last_message_at, 'YYYY-MM-DD HH24:MI:SS') AS last_at
             FROM ${table('chatGroup')} g LEFT JOIN ${READS} r ON r.group_id = g.id AND r.member = $2
            WHERE $1 = ANY(g.staff_ids) ORDER BY g.last_message_at DESC NULLS LAST, g.id`,
          [staffId, key],
        );
        return {
          staffId, name: person.name,
          groups: groups.map((g) => ({ id: g.id, name: g.name, groupType: g.group_type, groupTypeLabel: enumLabel(SYSTEM, 'zhddGroupType', g.group_type) ?? g.group_type, unread: g.unread, mentioned: g.mentioned, lastMessageAt: g.last_at })),
        };
      }));
    }, CHAT_NEED);
  }
}
