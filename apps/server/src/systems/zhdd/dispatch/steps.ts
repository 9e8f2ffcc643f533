/**
 * Sending a dispatch and its steps. Send: the record validated as the catalogue's 调度记录, numbered
 * DD<yyyyMMdd>-<nnn>, posted to its group (the group picked, which takes in the people not yet in
 * it, or a new 调度群 of the seat, the staff picked and the crews of the vehicles picked), with
 * the crews @mentioned; 已下达 in 调度进展. Steps: 接收, 催办, 完成, 撤销 from the states that allow
 * them, each stamped, audited, logged and posted to the group.
 */
import { enumLabel, type ChatMessage } from '../../../../../catalogue/src';
import type { Sql } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { audit, changesOf } from '../../../resources/audit';
import { invalid } from '../../../resources/messages';
import { createRecord, getRow, idOf } from '../../../resources/records';
import { addMembers, createGroup } from '../chat/groups';
import { groupRow, memberGroup, seatsOf, type GroupRow } from '../chat/group-row';
import type { Seat } from '../chat/identity';
import { insertMessage } from '../chat/messages';
import { ctxOf, dispatchHeading, msg, say, staffKey, SYSTEM, table, type MemberKey } from '../shared';
import { crewOfVehicles } from '../crew';
import { renderInstruction } from './render';

type Obj = Record<string, unknown>;

export interface Posted {
  row: Obj;
  group: GroupRow;
  messages: ChatMessage[];
  groupCreated: boolean;
}

const FORM = ['title', 'dispatchModeId', 'scenario', 'responseLevel', 'responseMinutes', 'areaName', 'area', 'carIds', 'staffIds', 'groupId', 'content'] as const;

async function nextCode(sql: Sql): Promise<string> {
  const [{ day }] = (await sql.query<{ day: string }>(`SELECT to_char(localtimestamp, 'YYYYMMDD') AS day`)) as [{ day: string }];
  const [{ n }] = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table('dispatchRecord')} WHERE code LIKE $1`, [`DD${day}-%`])) as [{ n: number }];
  return `DD${day}-${String(n + 1).padStart(3, '0')}`;
}

async function userName(sql: Sql, userId: string): Promise<string> {
  const [row] = await sql.query<{ name: string }>(`SELECT name FROM users WHERE user_id = $1`, [userId]);
  return row?.name ?? userId;
}

export async function logStep(sql: Sql, dispatchId: number, action: string, actorName: string, note: string): Promise<void> {
  await sql.query(
    `INSERT INTO ${table('dispatchLog')} (tenant_id, dispatch_id, action, at, actor_name, note) VALUES (current_setting('app.tenant_id'), $1, $2, localtimestamp(0), $3, $4)`,
    [dispatchId, action, actorName.slice(0, 20), note.slice(0, 300)],
  );
}

/** The dispatch sent from the map: recorded, posted to its group, logged. */
export async function sendDispatch(sql: Sql, userId: string, seat: Seat, payload: Obj): Promise<Posted> {
  const ctx = ctxOf('dispatchRecord');
  const values: Obj = {};
  for (const key of FORM) if (payload[key] !== undefined) values[key] = payload[key];
  // Validated as the catalogue's record (types, ranges, lookups in this tenant), then checked for resources.
  const created = await createRecord(sql, ctx, values);
  const id = created.id as number;
  const carIds = (created.carIds as number[] | null) ?? [];
  const staffIds = (created.staffIds as number[] | null) ?? [];
  if (!carIds.length && !staffIds.length) throw invalid(msg.resourcesRequired, { errors: [{ field: 'carIds', message: msg.resourcesRequired }] });
  const crew = [...new Set([...staffIds, ...(await crewOfVehicles(sql, carIds))])];
  const crewKeys: MemberKey[] = crew.map(staffKey);
  const code = await nextCode(sql);
  const title = String(created.title);
  const messages: ChatMessage[] = [];
  let group: GroupRow;
  let groupCreated = false;
  if (created.groupId) {
    group = await memberGroup(sql, created.groupId as number, seat, true);
    const added = await addMembers(sql, userId, seat, group, crewKeys);
    group = added.group;
    if (added.message) messages.push(added.message);
  } else {
    const name = `${code} ${title}`.slice(0, 30);
    const made = await createGroup(sql, userId, seat, { name, groupType: 'dispatch', notice: title }, crewKeys);
    group = made.group;
    messages.push(made.message);
    groupCreated = true;
  }
  await sql.query(
    `UPDATE ${table('dispatchRecord')} SET code = $2, issued_by = $3, issued_at = localtimestamp(0), group_id = $4, state = 'issued' WHERE id = $1`,
    [id, code, seat.name.slice(0, 20), group.id],
  );
  const row = (await getRow(sql, ctx, id))!;
  await audit(sql, { userId }, ctx, 'create', id, changesOf(ctx, undefined, row));
  const cars = String(row.carIdsLabel ?? '').split('、').filter(Boolean);
  const staff = String(row.staffIdsLabel ?? '').split('、').filter(Boolean);
  const content = renderInstruction(String(row.content), {
    areaName: String(row.areaName), cars, staff, responseMinutes: Number(row.responseMinutes), responseLevel: String(row.responseLevel), scenario: String(row.scenario),
  });
  const text = say(msg.dispatchIssued, { ...dispatchHeading(row.responseLevel, row.scenario), title, content });
  messages.push(await insertMessage(sql, group, { sender: seat.key, senderName: seat.name, type: 'dispatch', content: text.slice(0, 2000), mentions: crewKeys, dispatchId: id }));
  await logStep(sql, id, 'issue', seat.name, `调派车辆 ${carIds.length} 辆、人员 ${staffIds.length} 名，发送至“${group.name}”`);
  return { row, group, messages, groupCreated };
}

export type StepKey = 'receive' | 'remind' | 'complete' | 'cancel';

interface StepRule {
  label: string;
  from: readonly string[];
  to?: string;
  stamp?: 'received_at' | 'done_at';
  /** The field asked (complete: result; cancel: the reason). */
  asks?: { key: 'result' | 'cancelReason'; column: string; label: string; max: number };
  text: string;
}

export const STEPS: Record<StepKey, StepRule> = {
  receive: { label: '接收', from: ['issued'], to: 'received', stamp: 'received_at', text: msg.dispatchReceived },
  remind: { label: '催办', from: ['issued', 'received'], text: msg.dispatchRemind },
  complete: { label: '完成', from: ['issued', 'received'], to: 'done', stamp: 'done_at', asks: { key: 'result', column: 'result', label: '处置结果', max: 300 }, text: msg.dispatchDone },
  cancel: { label: '撤销', from: ['issued', 'received'], to: 'cancelled', asks: { key: 'cancelReason', column: 'cancel_reason', label: '撤销原因', max: 200 }, text: msg.dispatchCancelled },
};

function asked(rule: StepRule, payload: Obj): string {
  if (!rule.asks) return '';
  const raw = payload[rule.asks.key];
  const text = typeof raw === 'string' ? raw.trim() : '';
  const field = rule.asks.key;
  if (!text) throw invalid(`请填写${rule.asks.label}`, { errors: [{ field, message: `请填写${rule.asks.label}` }] });
  if ([...text].length > rule.asks.max) throw invalid(`${rule.asks.label}不能超过 ${rule.asks.max} 个字`, { errors: [{ field, message: `${rule.asks.label}不能超过 ${rule.asks.max} 个字` }] });
  return text;
}

/** One step of a dispatch by the signed-in user; 400 from a state that does not allow it. */
export async function stepDispatch(sql: Sql, userId: string, seat: Seat | null, step: StepKey, payload: Obj): Promise<{ row: Obj; group: GroupRow | null; message: ChatMessage | null }> {
  const ctx = ctxOf('dispatchRecord');
  const id = idOf(payload);
  const rule = STEPS[step];
  const note = asked(rule, payload);
  const [locked] = await sql.query<{ id: number }>(`SELECT id FROM ${table('dispatchRecord')} WHERE id = $1 FOR UPDATE`, [id]);
  if (!locked) throw notFound(msg.dispatchNotFound);
  const before = (await getRow(sql, ctx, id))!;
  if (!rule.from.includes(String(before.state))) {
    throw invalid(say(msg.stateWrong, { state: enumLabel(SYSTEM, 'zhddDispatchState', before.state) ?? String(before.state), action: rule.label }));
  }
  const sets: string[] = [];
  const params: unknown[] = [id];
  if (rule.to) sets.push(`state = $${params.push(rule.to)}`);
  if (rule.stamp) sets.push(`${rule.stamp} = localtimestamp(0)`);
  if (rule.asks) sets.push(`${rule.asks.column} = $${params.push(note)}`);
  if (sets.length) await sql.query(`UPDATE ${table('dispatchRecord')} SET ${sets.join(', ')}, update_time = localtimestamp(0) WHERE id = $1`, params);
  const row = (await getRow(sql, ctx, id))!;
  await audit(sql, { userId }, ctx, step, id, changesOf(ctx, before, row));
  const who = seat?.name ?? (await userName(sql, userId));
  await logStep(sql, id, step, who, note || (step === 'remind' ? `到场时限 ${String(row.responseMinutes)} 分钟` : ''));
  const group = row.groupId ? await groupRow(sql, row.groupId as number) : null;
  let message: ChatMessage | null = null;
  if (group) {
    const text = say(rule.text, { code: String(row.code), title: String(row.title), who, minutes: String(row.responseMinutes), result: note, reason: note });
    const sender = seat && seatsOf(group).includes(seat.id) ? { sender: seat.key, senderName: seat.name } : { sender: 'system' as const, senderName: '调度台' };
    // A reminder @mentions the crew of the dispatch still in the group.
    const crew = step === 'remind' ? [...(row.staffIds as number[] | null ?? []), ...(await crewOfVehicles(sql, (row.carIds as number[] | null) ?? []))] : [];
    const mentions = [...new Set(crew)].filter((s) => group.staffIds.includes(s)).map(staffKey);
    message = await insertMessage(sql, group, { ...sender, type: 'dispatch', content: text, dispatchId: id, mentions });
  }
  return { row, group, message };
}
