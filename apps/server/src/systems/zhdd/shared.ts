/** What the 指挥调度 server files share: table names, contexts of its resources, member keys and payload checks. */
import { enumLabel, findResource, moduleOf, type ModuleDefinition } from '../../../../catalogue/src';
import { chat } from '../../../../../src/i18n/messages/chat';
import { fill } from '../../../../../src/i18n/fill';
import { invalid } from '../../resources/messages';
import { idValue } from '../../resources/records';
import type { Ctx } from '../../resources/select';
import { tables } from '../../seed/tables';

export const SYSTEM = 'zhdd';
export const msg = chat.server;
export const say = fill;
export const MESSAGES = 'zhdd_chat_message';
export const READS = 'zhdd_chat_read';

export const table = (key: string): string => tables(SYSTEM)[key]!;
export const platformTable = (key: string): string => tables('platform')[key]!;
export const mod = (): ModuleDefinition => moduleOf(SYSTEM)!;
export const ctxOf = (key: string): Ctx => ({ mod: mod(), resource: findResource(SYSTEM, key)! });

type Obj = Record<string, unknown>;

/** A dispatch's heading: 【Ⅳ级·突发垃圾堆积】 (the level without its gloss). */
export function dispatchHeading(level: unknown, scenario: unknown): { level: string; scenario: string } {
  return {
    level: (enumLabel(SYSTEM, 'zhddResponseLevel', level) ?? String(level ?? '')).replace(/（.*）$/, ''),
    scenario: enumLabel(SYSTEM, 'zhddScenario', scenario) ?? String(scenario ?? ''),
  };
}

/** A member of a group: a dispatch seat (o12) or a member of staff (s3). */
export type MemberKey = `o${number}` | `s${number}`;
export const seatKey = (id: number): MemberKey => `o${id}`;
export const staffKey = (id: number): MemberKey => `s${id}`;

export function parseKey(raw: unknown): MemberKey | null {
  if (typeof raw !== 'string' || !/^[os]\d{1,10}$/.test(raw)) return null;
  const id = Number(raw.slice(1));
  return id > 0 && id <= 2_147_483_647 ? (raw as MemberKey) : null;
}

/** A list of member keys (an array, or text separated by commas), each well formed; 400 otherwise. */
export function memberKeys(raw: unknown, { required }: { required: boolean }): MemberKey[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' && raw.trim() ? raw.split(',') : raw === undefined || raw === null || raw === '' ? [] : null;
  if (!list || list.length > 200) throw invalid(msg.membersInvalid);
  const keys = list.map((x) => parseKey(typeof x === 'string' ? x.trim() : x));
  if (keys.some((k) => k === null)) throw invalid(msg.membersInvalid);
  if (required && !keys.length) throw invalid(msg.membersRequired);
  return [...new Set(keys as MemberKey[])];
}

export function splitKeys(keys: readonly MemberKey[]): { seats: number[]; staff: number[] } {
  return { seats: keys.filter((k) => k[0] === 'o').map((k) => Number(k.slice(1))), staff: keys.filter((k) => k[0] === 's').map((k) => Number(k.slice(1))) };
}

/** The group id a call names (`groupId`); 400 when absent or not an id. */
export function groupIdOf(payload: Obj): number {
  const raw = payload.groupId;
  if (raw === undefined || raw === null || raw === '') throw invalid(msg.groupRequired);
  return idValue(raw);
}

/** An optional text of at most `max` characters (trimmed); 400 when not text or too long. */
export function optionalText(raw: unknown, max: number, tooLong: string): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw invalid(tooLong);
  const text = raw.trim();
  if ([...text].length > max) throw invalid(tooLong);
  return text;
}
