/**
 * `const [value, setValue, { loading, reset }] = usePreference(key, fallback)`: a per-user value
 * kept on the server (issue 15). Until loaded, and when never saved, `value` is `fallback`;
 * `parse` turns what was stored (perhaps by an older version) into a usable value or undefined
 * (then the fallback is used). setValue shows at once and saves shortly after; reset deletes.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { cacheOf } from './cache';
import { usePreferenceStore } from './PreferenceProvider';

export interface PreferenceState {
  /** True until the server answered the first time. */
  loading: boolean;
  /** The load failed: the fallback is shown and changes are still saved. */
  failed: boolean;
  /** True when the user saved a value (reset has something to undo). */
  saved: boolean;
  reset(): Promise<void>;
}

export function usePreference<T>(
  key: string,
  fallback: T,
  parse?: (stored: unknown) => T | undefined,
): [T, (next: T | ((current: T) => T)) => void, PreferenceState] {
  const cache = cacheOf(usePreferenceStore());
  const subscribe = useCallback((listener: () => void) => cache.subscribe(key, listener), [cache, key]);
  const entry = useSyncExternalStore(subscribe, () => cache.read(key), () => cache.read(key));
  const value = useMemo(() => {
    if (entry.value === null || entry.value === undefined) return fallback;
    const parsed = parse ? parse(entry.value) : (entry.value as T);
    return parsed === undefined ? fallback : parsed;
    // fallback and parse are usually inline: the stored value decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry]);
  const setValue = useCallback(
    (next: T | ((current: T) => T)) => {
      const current = cache.read(key).value;
      const base = current === null ? fallback : parse ? (parse(current) ?? fallback) : (current as T);
      cache.write(key, typeof next === 'function' ? (next as (c: T) => T)(base) : next);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cache, key],
  );
  const state: PreferenceState = {
    loading: entry.status === 'loading',
    failed: entry.status === 'failed',
    saved: entry.value !== null,
    reset: () => cache.reset(key),
  };
  return [value, setValue, state];
}
