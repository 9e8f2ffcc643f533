/**
 * Client-side menu matching: by name, by full pinyin and by pinyin initials, ranked. The
 * pinyin converter is injected so the (large) dictionary loads only when search is used.
 */
import type { MenuEntry } from './menuTree';

/** Turns text into syllables: 车辆信息 → ['che', 'liang', 'xin', 'xi']. */
export type SyllableFn = (text: string) => string[];

interface IndexedEntry {
  entry: MenuEntry;
  name: string;
  full: string;
  initials: string;
  path: string;
  syllables: string[];
}

export interface MenuIndex {
  readonly size: number;
  readonly items: readonly IndexedEntry[];
}

export interface MenuMatch {
  entry: MenuEntry;
  score: number;
  /** Which form matched: shown as a hint next to the result. */
  via: 'name' | 'pinyin' | 'initials' | 'path';
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, '');

export function buildMenuIndex(entries: readonly MenuEntry[], syllables: SyllableFn): MenuIndex {
  const items = entries.map((entry) => {
    const parts = syllables(entry.name).map(normalise).filter(Boolean);
    return {
      entry,
      name: normalise(entry.name),
      full: parts.join(''),
      initials: parts.map((p) => p[0]).join(''),
      path: normalise(entry.namePath.join('/')),
      syllables: parts,
    };
  });
  return { size: items.length, items };
}

/**
 * Whether q is a run of prefixes of consecutive syllables from syllable `from` on, as people
 * type mixed pinyin: "clxinxi", "chelxx" and "cheliangxin" all find 车辆信息.
 */
export function syllablePrefixes(syllables: readonly string[], q: string, from = 0): boolean {
  if (!q) return true;
  const syllable = syllables[from];
  if (!syllable) return false;
  for (let n = Math.min(syllable.length, q.length); n >= 1; n -= 1) {
    if (syllable.startsWith(q.slice(0, n)) && syllablePrefixes(syllables, q.slice(n), from + 1)) return true;
  }
  return false;
}

function scoreOf(item: IndexedEntry, q: string): Omit<MenuMatch, 'entry'> | null {
  if (item.name === q) return { score: 100, via: 'name' };
  if (item.name.startsWith(q)) return { score: 90, via: 'name' };
  if (item.name.includes(q)) return { score: 80, via: 'name' };
  if (item.initials === q) return { score: 75, via: 'initials' };
  if (item.full.startsWith(q)) return { score: 70, via: 'pinyin' };
  if (item.initials.startsWith(q)) return { score: 65, via: 'initials' };
  if (/^[a-z]+$/.test(q) && syllablePrefixes(item.syllables, q)) return { score: 60, via: 'pinyin' };
  if (item.full.includes(q)) return { score: 50, via: 'pinyin' };
  if (item.initials.includes(q)) return { score: 45, via: 'initials' };
  if (item.path.includes(q)) return { score: 20, via: 'path' };
  return null;
}

/** Trimmed, case-insensitive; an empty query matches nothing (§5: empty clears the results). */
export function searchMenuIndex(index: MenuIndex, query: string, limit = 50): MenuMatch[] {
  const q = normalise(query.trim());
  if (!q) return [];
  const hits: MenuMatch[] = [];
  for (const item of index.items) {
    const found = scoreOf(item, q);
    if (found) hits.push({ entry: item.entry, ...found });
  }
  // Stable: equal scores keep menu order; shorter names first among equals reads naturally.
  hits.sort((a, b) => b.score - a.score || a.entry.name.length - b.entry.name.length);
  return hits.slice(0, limit);
}
