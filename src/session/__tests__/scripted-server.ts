/** A real HTTP server on 127.0.0.1 whose answers the test scripts per path. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Scripted {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function startScriptedServer() {
  const seen: Seen[] = [];
  const script = new Map<string, Scripted>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      seen.push({ method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = script.get(url.pathname) ?? { status: 404, body: { result: 1, msg: 'no route' } };
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json;charset=UTF-8', ...answer.headers });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    answer: (path: string, scripted: Scripted) => void script.set(path, scripted),
    last: (path: string) => [...seen].reverse().find((s) => s.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
