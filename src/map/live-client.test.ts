import { describe, expect, it } from 'vitest';
import { LiveClient } from './live-client';

describe('LiveClient backoff', () => {
  it('doubles from the minimum up to the maximum, with jitter in the upper half', () => {
    const mid = () => 0.5;
    expect(LiveClient.backoff(0, 1_000, 30_000, mid)).toBe(750);
    expect(LiveClient.backoff(1, 1_000, 30_000, mid)).toBe(1_500);
    expect(LiveClient.backoff(3, 1_000, 30_000, mid)).toBe(6_000);
    expect(LiveClient.backoff(10, 1_000, 30_000, () => 1)).toBe(30_000);
    expect(LiveClient.backoff(10, 1_000, 30_000, () => 0)).toBe(15_000);
  });

  it('reconnects after the server drops the socket', async () => {
    const sockets: FakeSocket[] = [];
    class FakeSocket {
      onopen: (() => void) | null = null;
      onclose: (() => void) | null = null;
      onmessage: ((e: { data: string }) => void) | null = null;
      constructor(public url: string) {
        sockets.push(this);
        queueMicrotask(() => this.onopen?.());
      }
      close() {
        this.onclose?.();
      }
    }
    const client = new LiveClient({ base: 'http://h', token: () => 'tok', minDelayMs: 1, maxDelayMs: 2, WebSocketImpl: FakeSocket as unknown as typeof WebSocket });
    const got: unknown[] = [];
    client.on('position', (d) => got.push(d));
    await Promise.resolve();
    expect(sockets[0]!.url).toBe('ws://h/cloud/platform/gps/live?token=tok');
    sockets[0]!.onmessage?.({ data: '{"type":"position","data":[1]}' });
    expect(got).toEqual([[1]]);
    sockets[0]!.close();
    await expect.poll(() => sockets.length).toBe(2);
    client.close();
    expect(client.status).toBe('closed');
  });
});
