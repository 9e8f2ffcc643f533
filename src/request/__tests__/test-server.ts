/**
 * A real HTTP server on 127.0.0.1 (ephemeral port) for the request-layer tests: echoes what
 * it received, answers given statuses, delays, hangs up, and serves downloads.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface TestServer {
  baseURL: string;
  received: Received[];
  hits(path: string): number;
  close(): Promise<void>;
}

const CN_FILE = Buffer.from('名称,数量\n清扫车,3\n'.repeat(2000), 'utf8');

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', ...headers });
  res.end(text);
}

function queryOf(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

function route(req: IncomingMessage, res: ServerResponse, seen: Received): void {
  const [, head, arg] = seen.path.split('/');
  switch (head) {
    case 'echo':
      return send(res, 200, { result: 0, data: seen });
    case 'status':
      return send(res, Number(arg), { result: 1, msg: `status ${arg}` });
    case 'result':
      return send(res, 200, { result: Number(arg), msg: arg === '0' ? '' : '服务端的错误信息', data: { n: arg } });
    case 'auth':
      // 401 unless the bearer token is "fresh" (a session signed in again).
      return req.headers.authorization === 'Bearer fresh' ? send(res, 200, { result: 0, data: 'resumed' }) : send(res, 401, { result: 401, msg: '未登录或登录已超时，请重新登录' });
    case 'plain':
      return send(res, 200, [{ id: 1 }, { id: 2 }]);
    case 'delay':
      setTimeout(() => !res.destroyed && send(res, 200, { result: 0, data: `after ${arg}` }), Number(arg));
      return;
    case 'hangup':
      req.socket.destroy();
      return;
    case 'count':
      return send(res, 200, { result: 0, data: seen.query.v ?? null });
    case 'download-cn':
      res.writeHead(200, {
        'Content-Type': 'text/csv;charset=UTF-8',
        'Content-Length': String(CN_FILE.length),
        'Content-Disposition': `attachment; filename="export.csv"; filename*=UTF-8''${encodeURIComponent('车辆台账（2024年）.csv')}`,
      });
      // Two chunks so progress events fire more than once.
      res.write(CN_FILE.subarray(0, CN_FILE.length / 2));
      setTimeout(() => res.end(CN_FILE.subarray(CN_FILE.length / 2)), 30);
      return;
    case 'download-plain':
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="report.xlsx"' });
      res.end('xlsx-bytes');
      return;
    case 'download-anon':
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      res.end('bytes');
      return;
    case 'download-refused':
      return send(res, 200, { result: 7, msg: '无导出权限' });
    default:
      return send(res, 404, { result: 1, msg: 'no route' });
  }
}

export async function startTestServer(): Promise<TestServer> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const seen: Received = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: queryOf(url),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(seen);
      route(req, res, seen);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    received,
    hits: (path) => received.filter((r) => r.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nobody listens on: the server is started and closed again. */
export async function closedPortURL(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
