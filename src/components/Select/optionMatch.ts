import { match } from 'pinyin-pro';

export interface SelectOption<V extends string | number = string> {
  label: string;
  value: V;
  disabled?: boolean;
}

/** Matches the label text, or its pinyin (full or initials: "cd" finds 城东转运站). */
export function optionMatches(label: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (label.toLowerCase().includes(q)) return true;
  return /^[a-z\s]+$/.test(q) && match(label, q, { continuous: true }) !== null;
}

/** Type-ahead: the next enabled option after `from` whose label (or pinyin) starts with the typed text. */
export function typeAheadIndex(options: ReadonlyArray<SelectOption<string | number>>, typed: string, from: number): number {
  const q = typed.toLowerCase();
  const count = options.length;
  for (let offset = 1; offset <= count; offset++) {
    const index = (from + offset + count) % count;
    const option = options[index];
    if (option.disabled) continue;
    const label = option.label.toLowerCase();
    if (label.startsWith(q)) return index;
    const hits = /^[a-z]+$/.test(q) ? match(option.label, q, { continuous: true }) : null;
    if (hits && hits[0] === 0) return index;
  }
  return -1;
}

/** Next enabled index in `direction`, wrapping around; -1 when every option is disabled. */
export function nextEnabled(options: ReadonlyArray<{ disabled?: boolean }>, from: number, direction: 1 | -1): number {
  const count = options.length;
  for (let step = 1; step <= count; step++) {
    const index = (((from + direction * step) % count) + count) % count;
    if (!options[index].disabled) return index;
  }
  return -1;
}
