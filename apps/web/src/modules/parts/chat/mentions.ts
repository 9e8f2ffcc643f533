/**
 * @mentions in a message's text: the members a text still names (`@高峰 `), the text cut into
 * plain and mentioned parts for highlighting, and the half-typed `@…` before the caret that opens
 * the member picker.
 */

export interface Mentionable {
  key: string;
  name: string;
}

export const ALL = 'all';

/** The keys of the mentioned members whose `@name` is still in the text (the longest names first, so 王建 never takes 王建国's). */
export function mentionsIn(text: string, picked: readonly Mentionable[]): string[] {
  const keys: string[] = [];
  let rest = text;
  for (const m of [...picked].sort((a, b) => b.name.length - a.name.length)) {
    if (!rest.includes(`@${m.name}`)) continue;
    if (!keys.includes(m.key)) keys.push(m.key);
    // A longer name taken leaves nothing of it for a shorter one that starts the same.
    rest = rest.split(`@${m.name}`).join(' ');
  }
  return keys;
}

export interface Part {
  text: string;
  /** The member named (or `all`), for a highlighted part. */
  mention?: string;
}

/** The text in parts, each `@name` of a mentioned member (or @所有人) a part of its own. */
export function splitMentions(text: string, mentioned: readonly Mentionable[]): Part[] {
  const names = [...mentioned].sort((a, b) => b.name.length - a.name.length);
  if (!names.length) return [{ text }];
  const escaped = names.map((m) => m.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`@(${escaped.join('|')})`, 'g');
  const parts: Part[] = [];
  let last = 0;
  for (const hit of text.matchAll(pattern)) {
    if (hit.index > last) parts.push({ text: text.slice(last, hit.index) });
    parts.push({ text: hit[0], mention: names.find((m) => m.name === hit[1])!.key });
    last = hit.index + hit[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The `@query` being typed right before the caret (no space in it), or null. */
export function typedMention(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  const query = before.slice(at + 1);
  if (/\s/.test(query) || query.length > 12) return null;
  return { start: at, query };
}

/** The text with the typed `@query` replaced by `@name ` (and the caret after it). */
export function insertMention(text: string, start: number, caret: number, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}
