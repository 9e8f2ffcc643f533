/**
 * The group chat's demo data of one tenant: the last seven days (ending SEED_END) of each group —
 * its members' words (a few @mentions, some site photos) and the dispatches sent to it with their
 * steps, in time order — and each member's read position, a few messages short of the end in some
 * groups so unread counts show on the first start.
 */
import type { Sql } from '../../db/types';
import { SEED_END, type TenantProfile } from '../../seed/profiles';
import { addDays, insertMany, prng } from '../../seed/seed-util';
import { CHAT_LINES } from './seed-data';
import { seedPhotos } from './seed-photos';
import { dispatchHeading, MESSAGES, msg, platformTable, READS, say, seatKey, staffKey, table } from './shared';

const DAYS = 7;
const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

interface Line {
  at: string;
  groupId: number;
  sender: string;
  senderName: string;
  type: 'text' | 'image' | 'dispatch' | 'system';
  content: string;
  fileId: string | null;
  mentions: string[];
  dispatchId: number | null;
}

interface Group {
  id: number;
  group_type: string;
  owner_id: number;
  operator_ids: number[];
  staff_ids: number[];
}

export async function seedChat(sql: Sql, p: TenantProfile): Promise<void> {
  if ((await sql.query(`SELECT 1 FROM ${MESSAGES} LIMIT 1`)).length) return;
  const rand = prng(9100 + Number(p.tenantId) * 17);
  const groups = await sql.query<Group>(`SELECT id, group_type, owner_id, operator_ids, staff_ids FROM ${table('chatGroup')} ORDER BY id`);
  const seatNames = new Map((await sql.query<{ id: number; name: string }>(`SELECT id, name FROM ${table('operator')}`)).map((r) => [r.id, r.name]));
  const staffNames = new Map((await sql.query<{ id: number; name: string }>(`SELECT id, name FROM ${platformTable('staff')}`)).map((r) => [r.id, r.name]));
  const cars = (await sql.query<{ car_no: string }>(`SELECT car_no FROM ${platformTable('vehicle')} ORDER BY id`)).map((r) => r.car_no);
  const photos = await seedPhotos(sql, rand, p.tenantId === '1' ? 12 : 6);
  const lines: Line[] = [];
  const fill = (text: string) => text.replace('{place}', pick(rand, p.communities)).replace('{road}', pick(rand, p.roads)).replace('{car}', pick(rand, cars));
  for (const g of groups) {
    const seats = [...new Set([g.owner_id, ...(g.operator_ids ?? [])])];
    const staff = g.staff_ids ?? [];
    const words = CHAT_LINES[g.group_type] ?? CHAT_LINES.work!;
    for (let d = DAYS - 1; d >= 0; d--) {
      const day = addDays(SEED_END, -d);
      const n = g.group_type === 'dept' ? 2 + Math.floor(rand() * 3) : 6 + Math.floor(rand() * 8);
      const times = Array.from({ length: n }, () => 420 + Math.floor(rand() * 810)).sort((a, b) => a - b);
      for (const m of times) {
        const fromStaff = staff.length > 0 && rand() < 0.6;
        const who = fromStaff ? pick(rand, staff) : pick(rand, seats);
        const sender = fromStaff ? staffKey(who) : seatKey(who);
        const senderName = (fromStaff ? staffNames.get(who) : seatNames.get(who)) ?? '';
        const base = { at: `${day} ${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:${String(Math.floor(rand() * 60)).padStart(2, '0')}`, groupId: g.id, sender, senderName, dispatchId: null };
        if (fromStaff && rand() < 0.1) {
          lines.push({ ...base, type: 'image', content: '', fileId: pick(rand, photos), mentions: [] });
          continue;
        }
        let content = fill(pick(rand, words));
        let mentions: string[] = [];
        if (!fromStaff && who === g.owner_id && rand() < 0.04) {
          content = `@所有人 ${content}`;
          mentions = ['all'];
        } else if (!fromStaff && staff.length && rand() < 0.2) {
          const target = pick(rand, staff);
          content = `@${staffNames.get(target) ?? ''} ${content}，请回复`;
          mentions = [staffKey(target)];
        }
        lines.push({ ...base, type: 'text', content, fileId: null, mentions });
      }
    }
  }
  await dispatchLines(sql, lines, groups, seatNames, staffNames);
  lines.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const ids = await insertMany(sql, MESSAGES, ['group_id', 'sender', 'sender_name', 'msg_type', 'content', 'file_id', 'mentions', 'dispatch_id', 'sent_at'],
    lines.map((l) => [l.groupId, l.sender, l.senderName, l.type, l.content.slice(0, 2000), l.fileId, l.mentions, l.dispatchId, l.at]));
  await sql.query(
    `UPDATE ${table('chatGroup')} g SET message_count = s.n, last_message_at = s.last
       FROM (SELECT group_id, count(*)::int AS n, max(sent_at) AS last FROM ${MESSAGES} GROUP BY group_id) s WHERE s.group_id = g.id`);
  await seedReads(sql, rand, groups, lines, ids);
}

/** The dispatches of the window as the chat showed them: sent by their seat, received and finished by their crew. */
async function dispatchLines(sql: Sql, lines: Line[], groups: readonly Group[], seatNames: Map<number, string>, staffNames: Map<number, string>): Promise<void> {
  const rows = await sql.query<{ id: number; code: string; title: string; scenario: string; response_level: string; content: string; group_id: number; staff_ids: number[]; issued_by: string; issued_at: string; received_at: string | null; done_at: string | null; result: string | null; cancel_reason: string | null }>(
    `SELECT id, code, title, scenario, response_level, content, group_id, staff_ids, issued_by, to_char(issued_at, 'YYYY-MM-DD HH24:MI:SS') AS issued_at,
            to_char(received_at, 'YYYY-MM-DD HH24:MI:SS') AS received_at, to_char(done_at, 'YYYY-MM-DD HH24:MI:SS') AS done_at, result, cancel_reason
       FROM ${table('dispatchRecord')} WHERE issued_at >= $1::date ORDER BY issued_at`,
    [addDays(SEED_END, -(DAYS - 1))],
  );
  const seatByName = new Map([...seatNames].map(([id, name]) => [name, id]));
  for (const r of rows) {
    const group = groups.find((g) => g.id === r.group_id);
    if (!group) continue;
    const seat = seatByName.get(r.issued_by);
    const crew = (r.staff_ids ?? []).filter((s) => (group.staff_ids ?? []).includes(s));
    const first = crew[0];
    const fromCrew = first === undefined ? { sender: 'system', senderName: '调度台' } : { sender: staffKey(first), senderName: staffNames.get(first) ?? '' };
    const base = { groupId: group.id, fileId: null, dispatchId: r.id, type: 'dispatch' as const };
    const content = say(msg.dispatchIssued, { ...dispatchHeading(r.response_level, r.scenario), title: r.title, content: r.content });
    lines.push({ ...base, at: r.issued_at, sender: seat ? seatKey(seat) : 'system', senderName: seat ? r.issued_by : '调度台', content, mentions: crew.map(staffKey) });
    const facts = { code: r.code, title: r.title, who: fromCrew.senderName || '调度台', minutes: '', result: r.result ?? '', reason: r.cancel_reason ?? '' };
    if (r.received_at) lines.push({ ...base, ...fromCrew, at: r.received_at, content: say(msg.dispatchReceived, facts), mentions: [] });
    if (r.done_at) lines.push({ ...base, ...fromCrew, at: r.done_at, content: say(msg.dispatchDone, facts), mentions: [] });
    if (r.cancel_reason) lines.push({ ...base, at: r.received_at ?? r.issued_at, sender: seat ? seatKey(seat) : 'system', senderName: seat ? r.issued_by : '调度台', content: say(msg.dispatchCancelled, facts), mentions: [] });
  }
}

/** Every member has read their group up to some message: the seats mostly to the end, the crews less. */
async function seedReads(sql: Sql, rand: () => number, groups: readonly Group[], lines: readonly Line[], ids: readonly number[]): Promise<void> {
  const rows: unknown[][] = [];
  for (const g of groups) {
    const own = ids.filter((_, i) => lines[i]!.groupId === g.id);
    if (!own.length) continue;
    const seats = [...new Set([g.owner_id, ...(g.operator_ids ?? [])])].map(seatKey);
    for (const key of [...seats, ...(g.staff_ids ?? []).map(staffKey)]) {
      const behind = key[0] === 'o' ? (rand() < 0.5 ? 0 : 1 + Math.floor(rand() * 4)) : Math.floor(rand() * 12);
      const upTo = own[Math.max(0, own.length - 1 - behind)]!;
      rows.push([g.id, key, upTo]);
    }
  }
  await sql.query(
    `INSERT INTO ${READS} (tenant_id, group_id, member, last_read_id, read_at)
     SELECT current_setting('app.tenant_id'), (x->>0)::int, x->>1, (x->>2)::bigint, $2::timestamp FROM jsonb_array_elements($1::jsonb) x`,
    [JSON.stringify(rows), `${SEED_END} 21:00:00`],
  );
}
