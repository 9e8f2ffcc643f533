/**
 * What the 系统管理 (xtgl) contract files share: a server of one backend with the users they
 * sign in as (root of tenant 1, tenant 2's administrator, ops without 系统管理, an inspector),
 * and calls bound to it (root's token unless another is given).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { call, startServer, tokenFor, type Answer, type Backend, type Running } from './helpers';

export type Obj = Record<string, unknown>;
export type Page<T = Obj> = { rows: T[]; total: number };
export const MGMT = '/cloud/management/rest';
export const WECHAT = '/envcloud/hw/wechat/platform/api/v1';
export const LOGIN = '/cloud/wechat/login';

export interface XtglSession {
  readonly server: Running;
  readonly root: string;
  readonly t2: string;
  readonly ops: string;
  readonly inspector: string;
}

/** Starts the server before the describe's tests and stops it after; read the session inside tests. */
export function xtglSession(backend: Backend): XtglSession {
  const s = {} as { -readonly [K in keyof XtglSession]: XtglSession[K] };
  beforeAll(async () => {
    s.server = await startServer(backend);
    s.root = await tokenFor(s.server.base, 'root', 'Root@2026');
    s.t2 = await tokenFor(s.server.base, 't2admin', 'Tenant2@2026');
    s.ops = await tokenFor(s.server.base, 'ops', 'Ops@2026!');
    s.inspector = await tokenFor(s.server.base, 'inspector', 'Inspect@2026');
  }, 180_000);
  afterAll(() => s.server?.stop());
  return s;
}

export function xtglCalls(s: XtglSession) {
  const post = <T = unknown>(path: string, body: unknown = {}, token = s.root) => call<T>(s.server.base, path, { token, body });
  const get = <T = unknown>(path: string, query: Record<string, string> = {}, token = s.root) => call<T>(s.server.base, path, { token, query });
  const rows = async <T = Obj>(path: string, body: Obj = {}, token = s.root) => {
    const answer = await post<Page<T>>(path, { pageSize: 500, ...body }, token);
    expect(answer.body.result, `${path}: ${answer.text.slice(0, 200)}`).toBe(0);
    return answer.body.data.rows;
  };
  const refused = (answer: Answer, status = 400) => {
    expect(answer.status, answer.text.slice(0, 200)).toBe(status);
    expect(answer.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  };
  return { post, get, rows, refused };
}
