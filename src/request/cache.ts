/** Opt-in response cache (§9: default time-to-live 60000 ms), keyed by method, URL and payload. */
import { SPEC_CONSTANTS } from './constants';

interface Entry {
  value: unknown;
  expiresAt: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  set(key: string, value: unknown, ttl: number = SPEC_CONSTANTS.responseCacheTtlMs): void {
    this.entries.set(key, { value, expiresAt: this.now() + ttl });
  }

  clear(): void {
    this.entries.clear();
  }
}

export function cacheKey(method: string, url: string, payload: unknown): string {
  return `${method.toUpperCase()} ${url} ${JSON.stringify(payload ?? null)}`;
}
