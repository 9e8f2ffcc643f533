/**
 * One shared copy of each preference per store, so every component showing the same key sees
 * the same value, the server is asked once per key, and quick successive changes (dragging a
 * column's width) are saved once, after SAVE_DELAY_MS of quiet.
 */
import type { PreferenceStore } from './store';

export const SAVE_DELAY_MS = 400;

export interface Entry {
  status: 'loading' | 'ready' | 'failed';
  /** The saved value; null when never saved (or reset). */
  value: unknown;
}

type Listener = () => void;

export class PreferenceCache {
  private entries = new Map<string, Entry>();
  private listeners = new Map<string, Set<Listener>>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private pending = new Map<string, unknown>();

  constructor(private readonly store: PreferenceStore) {}

  /** The entry of a key, starting its load on first use. */
  read(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { status: 'loading', value: null };
      this.entries.set(key, entry);
      this.store.get(key).then(
        (value) => {
          // A change made while loading wins over what the server had.
          if (this.entries.get(key)?.status === 'loading') this.set(key, { status: 'ready', value: value ?? null });
        },
        () => {
          if (this.entries.get(key)?.status === 'loading') this.set(key, { status: 'failed', value: null });
        },
      );
    }
    return entry;
  }

  subscribe(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  }

  /** Shows the value at once and saves it after a short quiet period. */
  write(key: string, value: unknown): void {
    this.set(key, { status: 'ready', value });
    this.pending.set(key, value);
    clearTimeout(this.timers.get(key));
    this.timers.set(key, setTimeout(() => void this.flush(key), SAVE_DELAY_MS));
  }

  /** Back to the default: forgets the pending save and deletes the stored value. */
  async reset(key: string): Promise<void> {
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    this.pending.delete(key);
    this.set(key, { status: 'ready', value: null });
    await this.store.remove(key);
  }

  /** Saves what is waiting now (page hide, tests). */
  async flush(key?: string): Promise<void> {
    const keys = key === undefined ? [...this.pending.keys()] : [key];
    await Promise.all(
      keys.map(async (k) => {
        if (!this.pending.has(k)) return;
        const value = this.pending.get(k);
        this.pending.delete(k);
        clearTimeout(this.timers.get(k));
        this.timers.delete(k);
        await this.store.save(k, value);
      }),
    );
  }

  private set(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    for (const listener of this.listeners.get(key) ?? []) listener();
  }
}

const caches = new WeakMap<PreferenceStore, PreferenceCache>();

export function cacheOf(store: PreferenceStore): PreferenceCache {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = new PreferenceCache(store)));
  return cache;
}
