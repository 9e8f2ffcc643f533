/** Shared steps of the wtsb / workflow contract tests: the three demo people, uploads, a new case. */
import sharp from 'sharp';
import { call, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;
export const BASE = '/cloud/wtsb/problem';

export interface People {
  inspector: string;
  handler: string;
  dispatcher: string;
  /** Member ids (处置人员) and the handler's department. */
  ids: { inspector: number; handler: number; dispatcher: number; handlerDept: number; otherHandler: number; otherDept: number };
  /** A problem type whose default handler is the `handler` account. */
  typeId: number;
}

export async function people(server: Running): Promise<People> {
  const [inspector, handler, dispatcher] = await Promise.all([
    tokenFor(server.base, 'inspector', 'Inspect@2026'),
    tokenFor(server.base, 'handler', 'Handler@2026'),
    tokenFor(server.base, 'dispatcher', 'Dispatch@2026'),
  ]);
  const ids = await server.app.db.owner(async (sql) => {
    const rows = await sql.query<{ account: string | null; id: number; dept_id: number }>(`SELECT account, id, dept_id FROM wtsb_member WHERE tenant_id = '1' ORDER BY id`);
    const by = (a: string) => rows.find((r) => r.account === a)!;
    const other = rows.find((r) => r.account === null && r.dept_id !== by('handler').dept_id)!;
    return { inspector: by('inspector').id, handler: by('handler').id, dispatcher: by('dispatcher').id, handlerDept: by('handler').dept_id, otherHandler: other.id, otherDept: other.dept_id };
  });
  const [type] = await server.app.db.owner((sql) =>
    sql.query<{ type_id: number }>(`SELECT d.type_id FROM wtsb_default_handler d WHERE d.tenant_id = '1' AND d.handler_id = $1 ORDER BY d.id LIMIT 1`, [ids.handler]),
  );
  return { inspector, handler, dispatcher, ids, typeId: type!.type_id };
}

export const post = <T = Obj>(server: Running, token: string, path: string, body: unknown = {}) => call<T>(server.base, path, { token, body });

export async function report(server: Running, token: string, typeId: number, title = '路边堆放生活垃圾'): Promise<Obj> {
  const answer = await post(server, token, `${BASE}/save`, { title, description: `${title}，影响通行`, typeId, source: 'patrol', urgency: 'urgent', address: '文三路 88 号', location: '120.153576,30.287459' });
  if (answer.body.result !== 0) throw new Error(`report failed: ${answer.text}`);
  return answer.body.data;
}

/** A multipart upload as the browser's FormData sends it. */
export async function upload(server: Running, token: string, name: string, content: Buffer, kind: 'images' | 'attachments' = 'images') {
  const boundary = `----wtsb${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(name)}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const response = await fetch(new URL(`${BASE}/upload?kind=${kind}`, server.base), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([head, content, tail]),
  });
  return { status: response.status, body: (await response.json()) as { result: number; msg: string; data: { id: string; width: number; height: number } } };
}

export const png = (width = 640, height = 480) => sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } }).png().toBuffer();

/** Counts of the rows a rejected call must leave alone. */
export async function snapshot(server: Running, id: number) {
  return server.app.db.owner(async (sql) => {
    const [p] = await sql.query<Obj>(`SELECT * FROM wtsb_problem WHERE id = $1`, [id]);
    const [l] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM workflow_action`);
    return JSON.stringify({ p, n: l!.n });
  });
}
