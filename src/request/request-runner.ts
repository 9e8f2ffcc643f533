/**
 * The logic behind `useRequest` (§9: request cache 5 minutes, focus gap 5 seconds), kept
 * free of React so it is tested in node: one runner per hook instance, one cache shared.
 */
import { SPEC_CONSTANTS } from './constants';

export class RequestCache {
  private readonly entries = new Map<string, { data: unknown; at: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly cacheTime: number = SPEC_CONSTANTS.requestCacheTimeMs,
  ) {}

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.cacheTime) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.data as T;
  }

  set(key: string, data: unknown): void {
    this.entries.set(key, { data, at: this.now() });
  }
}

/** Window focus refreshes at most once per gap (5 s), however often focus fires. */
export function createFocusGate(now: () => number = Date.now, gap: number = SPEC_CONSTANTS.requestFocusGapMs) {
  let last = -Infinity;
  return {
    allow(): boolean {
      const at = now();
      if (at - last < gap) return false;
      last = at;
      return true;
    },
  };
}

export interface RequestState<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
}

export interface RunnerOptions<T> {
  service: (signal: AbortSignal) => Promise<T>;
  cacheKey?: string;
  cache: RequestCache;
  now?: () => number;
  onChange: (state: RequestState<T>) => void;
}

export function createRequestRunner<T>(options: RunnerOptions<T>) {
  const gate = createFocusGate(options.now);
  let state: RequestState<T> = { loading: false };
  let controller: AbortController | undefined;
  const emit = (next: Partial<RequestState<T>>) => options.onChange((state = { ...state, ...next }));

  async function load(useCache: boolean): Promise<T | undefined> {
    const { cacheKey, cache } = options;
    const cached = useCache && cacheKey ? cache.get<T>(cacheKey) : undefined;
    if (cached !== undefined) {
      emit({ data: cached, error: undefined, loading: false });
      return cached;
    }
    controller?.abort(); // a newer run replaces the older one
    const own = (controller = new AbortController());
    emit({ loading: true });
    try {
      const data = await options.service(own.signal);
      if (own.signal.aborted) return undefined;
      if (cacheKey) cache.set(cacheKey, data);
      emit({ data, error: undefined, loading: false });
      return data;
    } catch (error) {
      if (!own.signal.aborted) emit({ error, loading: false });
      return undefined;
    }
  }

  return {
    run: () => load(true),
    refresh: () => load(false),
    /** Called on window focus / visibility: refreshes unless the gap has not passed. */
    onFocus: () => (gate.allow() ? load(false) : Promise.resolve(state.data)),
    cancel: () => controller?.abort(),
    get state() {
      return state;
    },
  };
}
