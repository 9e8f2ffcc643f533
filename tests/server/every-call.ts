/**
 * The "every call of a resource answers" check the system contract tests share. It lists the
 * resource (result 0, at least one row), then walks every call the catalogue gives it
 * (callsOf): exports answer 200 with a spreadsheet; read calls (list/all/options/detail) answer
 * result 0 for the first row's id (GET calls with ?id=, POST calls with {id}); every other call,
 * given an empty body, answers 400 with a Chinese msg. Last, each of the resource's actions,
 * given no record, answers 400 '请指定要操作的记录'. So each path the web console calls exists on
 * the server, reads the seeded rows and refuses an empty write in words a user can read.
 */
import { expect } from 'vitest';
import { actionPath, callsOf, type ResourceDefinition } from '../../apps/catalogue/src';
import { call, type CallOptions } from './helpers';

type Obj = Record<string, unknown>;
const READS = ['list', 'all', 'options', 'detail'];

export interface EveryCallOptions {
  /** Body of the list call (default {}), e.g. a page size the test then checks on the rows. */
  listBody?: Obj;
  /** How exports are posted (default an empty JSON body); some families page exports by form. */
  exportRequest?: Pick<CallOptions, 'body' | 'contentType'>;
  /** Leave import calls out: the file tests its import round trip on its own. */
  skipImport?: boolean;
  /** Check the resource's actions too (default true). */
  actions?: boolean;
  /** The detail call answers the listed first row itself (same id). */
  detailIsFirstRow?: boolean;
}

/** Runs the check above; answers the list page so a test can check more on its rows. */
export async function expectEveryCallAnswers(base: string, token: string, resource: ResourceDefinition, options: EveryCallOptions = {}): Promise<{ rows: Obj[]; total: number }> {
  const calls = callsOf(resource);
  const listCall = calls.find((c) => c.kind === 'list')!;
  const list = await call<{ rows: Obj[]; total: number }>(base, listCall.path, listCall.method === 'GET' ? { token } : { token, body: options.listBody ?? {} });
  expect(list.body.result, `${listCall.path}: ${list.text.slice(0, 200)}`).toBe(0);
  expect(list.body.data.total, resource.key).toBeGreaterThan(0);
  const first = list.body.data.rows[0]!;
  for (const c of calls) {
    if (c.kind === 'import' && options.skipImport) continue;
    if (c.kind === 'export') {
      const file = await call(base, c.path, { token, ...(options.exportRequest ?? { body: {} }) });
      expect(file.status, c.path).toBe(200);
      expect(file.headers.get('content-type'), c.path).toContain('spreadsheetml');
      continue;
    }
    const read = READS.includes(c.kind);
    const answer = await call<Obj>(base, c.path, c.method === 'GET' ? { token, query: { id: String(first.id) } } : { token, body: read ? { id: first.id } : {} });
    const label = `${c.path}: ${answer.text.slice(0, 200)}`;
    if (read) expect(answer.body.result, label).toBe(0);
    else {
      expect(answer.status, label).toBe(400);
      expect(answer.body.msg, label).toMatch(/[\u4e00-\u9fa5]/);
    }
    if (c.kind === 'detail' && options.detailIsFirstRow) expect(answer.body.data, c.path).toMatchObject({ id: first.id });
  }
  for (const a of options.actions === false ? [] : (resource.actions ?? [])) {
    const answer = await call(base, actionPath(resource, a), { token, body: {} });
    expect(answer.status, a.call).toBe(400);
    expect(answer.body.msg, a.call).toBe('请指定要操作的记录');
  }
  return list.body.data;
}
