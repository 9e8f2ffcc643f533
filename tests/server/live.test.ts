import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

const LIVE = '/cloud/platform/gps/live';
// 10:00 China time on a working day: vehicles are out on their routes.
const NOW = Date.UTC(2026, 10, 23, 2, 0, 0);

interface Message {
  type: string;
  data: unknown;
}

/** Opens a socket and collects its messages; resolves once the server said hello. */
function open(base: string, token?: string): Promise<{ socket: WebSocket; messages: Message[]; next(type: string): Promise<Message> }> {
  const url = new URL(LIVE, base.replace('http', 'ws'));
  if (token) url.searchParams.set('token', token);
  const socket = new WebSocket(url);
  const messages: Message[] = [];
  const waiters: { type: string; resolve: (m: Message) => void }[] = [];
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    socket.on('error', reject);
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Message;
      messages.push(message);
      for (const w of waiters.filter((x) => x.type === message.type)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
      if (message.type === 'hello') {
        resolve({
          socket, messages,
          next: (type) => new Promise((res) => {
            const seen = messages.find((m) => m.type === type);
            if (seen) res(seen);
            else waiters.push({ type, resolve: res });
          }),
        });
      }
    });
  });
}

describe.each(backends)('live channel (%s)', (backend) => {
  let server: Running;
  let t1: string;
  let t2: string;

  beforeAll(async () => {
    server = await startServer(backend);
    t1 = await tokenFor(server.base, 'root', 'Root@2026');
    t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  });
  afterAll(() => server?.stop());

  it('refuses a socket without a valid token, or of a user without systems', async () => {
    await expect(open(server.base)).rejects.toThrow('status 401');
    await expect(open(server.base, 'x'.repeat(40))).rejects.toThrow('status 401');
    const guest = await tokenFor(server.base, 'guest', 'Guest@2026');
    await expect(open(server.base, guest)).rejects.toThrow('status 403');
  });

  it('sends each tenant only its own positions', async () => {
    const a = await open(server.base, t1);
    const b = await open(server.base, t2);
    await server.app.gps.live.tick(NOW);
    const [pa, pb] = await Promise.all([a.next('position'), b.next('position')]);
    const own1 = await call<{ list: { carId: number }[] }>(server.base, '/cloud/platform/gps/lastList', { token: t1, body: {} });
    const own2 = await call<{ list: { carId: number }[] }>(server.base, '/cloud/platform/gps/lastList', { token: t2, body: {} });
    const ids1 = new Set(own1.body.data.list.map((v) => v.carId));
    const ids2 = new Set(own2.body.data.list.map((v) => v.carId));
    const got1 = (pa.data as { vehicleId: number }[]).map((p) => p.vehicleId);
    const got2 = (pb.data as { vehicleId: number }[]).map((p) => p.vehicleId);
    expect(got1.length).toBeGreaterThan(0);
    expect(got2.length).toBeGreaterThan(0);
    expect(got1.every((id) => ids1.has(id))).toBe(true);
    expect(got2.every((id) => ids2.has(id))).toBe(true);
    // The store has what was published: the last position moved to today.
    const last = await call<{ list: { carId: number; time: string }[] }>(server.base, '/cloud/platform/gps/lastList', { token: t1, body: {} });
    expect(last.body.data.list.find((v) => v.carId === got1[0])!.time.startsWith('2026-11-23')).toBe(true);
    a.socket.close();
    b.socket.close();
  });

  it('publishes online changes and later positions on the next tick only', async () => {
    const a = await open(server.base, t1);
    await server.app.gps.live.tick(NOW + 60_000);
    const p = await a.next('position');
    const times = (p.data as { at: string }[]).map((x) => x.at);
    expect(times.every((t) => t > '2026-11-23 10:00:00' && t <= '2026-11-23 10:01:00')).toBe(true);
    a.socket.close();
  });

  it('answers pings and unsubscribes a closed socket', async () => {
    const a = await open(server.base, t1);
    const pong = new Promise<string>((resolve) => a.socket.on('message', (d: Buffer) => d.toString().includes('pong') && resolve(d.toString())));
    a.socket.send('ping');
    expect(await pong).toContain('pong');
    a.socket.close();
    await new Promise((r) => a.socket.once('close', r));
    await expect.poll(() => server.app.gps.hub.subscribers('1')).toBe(0);
  });
});
