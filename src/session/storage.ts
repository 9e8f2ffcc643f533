/** The key-value storage the session records live in: localStorage in the browser, injectable in tests. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { dump(): Record<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    dump: () => Object.fromEntries(data),
  };
}

/** localStorage when there is one (the browser), else an in-memory store (node, SSR). */
export function defaultStore(): KeyValueStore {
  return typeof localStorage !== 'undefined' ? localStorage : memoryStore();
}

/** Double URL-encoding, the spec's storage format for the session records. */
export const encodeTwice = (text: string): string => encodeURIComponent(encodeURIComponent(text));
export const decodeTwice = (text: string): string => decodeURIComponent(decodeURIComponent(text));
