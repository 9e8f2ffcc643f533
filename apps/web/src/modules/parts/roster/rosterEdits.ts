/**
 * The roster's edits before saving: changed cells over the loaded plan, what a cell shows now,
 * and the operations on a selection (set an item, clear, copy the week before).
 */
import { weekBefore, type RosterAnswer, type RosterChange } from '../../../../../catalogue/src';

/** `${row}|${day}` → the new value (null: 休息). */
export type Edits = ReadonlyMap<string, number | null>;

export const cellKey = (row: number, day: string) => `${row}|${day}`;

export function parseKey(key: string): { row: number; day: string } {
  const [row, day] = key.split('|');
  return { row: Number(row), day: day! };
}

/** The value a cell shows: its edit, else the loaded plan. */
export function valueOf(answer: RosterAnswer, edits: Edits, row: number, day: string): number | null {
  const key = cellKey(row, day);
  if (edits.has(key)) return edits.get(key)!;
  return answer.rows.find((r) => r.id === row)?.cells[day] ?? null;
}

/** Sets cells to a value; an edit back to the loaded value is dropped (nothing to save). */
export function setCells(answer: RosterAnswer, edits: Edits, keys: Iterable<string>, value: number | null): Map<string, number | null> {
  const next = new Map(edits);
  for (const key of keys) {
    const { row, day } = parseKey(key);
    const loaded = answer.rows.find((r) => r.id === row)?.cells[day] ?? null;
    if (loaded === value) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** Each selected cell takes the value its row had seven days earlier (复制上周). */
export function copyWeekBefore(answer: RosterAnswer, edits: Edits, keys: Iterable<string>): Map<string, number | null> {
  let next = new Map(edits);
  for (const key of [...keys].sort((a, b) => parseKey(a).day.localeCompare(parseKey(b).day))) {
    const { row, day } = parseKey(key);
    next = setCells(answer, next, [key], valueOf(answer, next, row, weekBefore(day)));
  }
  return next;
}

export function changesOf(edits: Edits): RosterChange[] {
  return [...edits].map(([key, value]) => ({ ...parseKey(key), value })).map(({ row, day, value }) => ({ row, day, value }));
}

/** The cells of the rectangle between two cells (Shift-click, Shift+arrows). */
export function rectangle(answer: RosterAnswer, from: { r: number; d: number }, to: { r: number; d: number }): string[] {
  const keys: string[] = [];
  for (let r = Math.min(from.r, to.r); r <= Math.max(from.r, to.r); r++) {
    for (let d = Math.min(from.d, to.d); d <= Math.max(from.d, to.d); d++) keys.push(cellKey(answer.rows[r]!.id, answer.days[d]!.date));
  }
  return keys;
}
