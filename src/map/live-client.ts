/**
 * The browser side of the live channel: one WebSocket per page, reconnecting by itself with
 * exponential backoff (1 s doubling to 30 s, with jitter) until closed; listeners by event type.
 * The token travels in the query (browsers cannot set headers on a socket).
 */
/** Vehicles' events keep the plain names; people's devices (kind wearable) have their own (decision 0280). */
export type LiveType = 'hello' | 'position' | 'alarm' | 'online' | 'offline' | 'notice' | 'chat' | 'pong' | 'wearablePosition' | 'wearableAlarm' | 'wearableOnline' | 'wearableOffline';
export type LiveStatus = 'connecting' | 'open' | 'closed';

export const LIVE_PATH = '/cloud/platform/gps/live';

export interface LiveClientOptions {
  /** Absolute or page-relative base of the API (default: this page's origin). */
  base?: string;
  token: () => string | null;
  /** Tests shorten the backoff. */
  minDelayMs?: number;
  maxDelayMs?: number;
  WebSocketImpl?: typeof WebSocket;
}

export class LiveClient {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private readonly listeners = new Map<string, Set<(data: unknown) => void>>();
  status: LiveStatus = 'connecting';
  onStatus?: (status: LiveStatus) => void;

  constructor(private readonly options: LiveClientOptions) {
    this.connect();
  }

  on<T = unknown>(type: LiveType, listener: (data: T) => void): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener as (data: unknown) => void);
    return () => set.delete(listener as (data: unknown) => void);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
    this.setStatus('closed');
  }

  /** The delay before reconnect attempt n (0-based). */
  static backoff(attempt: number, min = 1_000, max = 30_000, random = Math.random): number {
    const base = Math.min(max, min * 2 ** attempt);
    return Math.round(base / 2 + (random() * base) / 2);
  }

  private setStatus(status: LiveStatus) {
    this.status = status;
    this.onStatus?.(status);
  }

  private connect() {
    const token = this.options.token();
    if (this.closed) return;
    if (!token) return this.retry();
    const origin = this.options.base ?? globalThis.location?.origin ?? 'http://localhost';
    const url = new URL(LIVE_PATH, origin);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('token', token);
    const Impl = this.options.WebSocketImpl ?? WebSocket;
    const socket = new Impl(url.toString());
    this.socket = socket;
    this.setStatus('connecting');
    socket.onopen = () => {
      this.attempts = 0;
      this.setStatus('open');
    };
    socket.onmessage = (event: MessageEvent) => {
      let message: { type: string; data: unknown };
      try {
        message = JSON.parse(String(event.data)) as { type: string; data: unknown };
      } catch {
        return;
      }
      for (const listener of this.listeners.get(message.type) ?? []) listener(message.data);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.socket = null;
      if (!this.closed) this.retry();
    };
  }

  private retry() {
    if (this.closed) return;
    this.setStatus('connecting');
    const delay = LiveClient.backoff(this.attempts++, this.options.minDelayMs, this.options.maxDelayMs);
    this.timer = setTimeout(() => this.connect(), delay);
  }
}
