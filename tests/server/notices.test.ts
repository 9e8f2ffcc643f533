import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

const LIST = '/cloud/management/rest/notice/list';
const READ = '/cloud/management/rest/notice/read';

interface NoticeList {
  list: { id: string; title: string; content: string; level: string; publishedAt: string; read: boolean }[];
  unread: number;
}

describe.each(backends)('shell notices (%s)', (backend) => {
  let server: Running;
  let base: string;
  let ops: string;
  let manager: string;
  let tenant2: string;

  beforeAll(async () => {
    server = await startServer(backend);
    base = server.base;
    [ops, manager, tenant2] = await Promise.all([
      tokenFor(base, 'ops', 'Ops@2026!'), tokenFor(base, 'manager', 'Manager@2026'), tokenFor(base, 't2admin', 'Tenant2@2026'),
    ]);
  });
  afterAll(() => server?.stop());

  const list = (token: string, body: Record<string, unknown> = {}) => call<NoticeList>(base, LIST, { token, body });

  it('lists the tenant\'s notices newest first, all unread at first', async () => {
    const answer = await list(ops);
    expect(answer.body.result).toBe(0);
    const { list: notices, unread } = answer.body.data;
    expect(notices.map((n) => n.id)).toEqual(['n-1-1', 'n-1-2', 'n-1-3', 'n-1-4']);
    expect(notices[0]).toMatchObject({ title: expect.stringMatching(/^浙A·\S+ 在.+停留 \d+ 分钟$/), level: 'warning', read: false });
    expect(Date.parse(notices[0].publishedAt)).toBeGreaterThan(Date.parse(notices[1].publishedAt));
    expect(unread).toBe(4);
  });

  it('limit shortens the list but not the unread count', async () => {
    const answer = await list(manager, { limit: 2 });
    expect(answer.body.data.list).toHaveLength(2);
    expect(answer.body.data.unread).toBe(4);
  });

  it('marks one notice read for that user only', async () => {
    const read = await call<{ unread: number }>(base, READ, { token: ops, body: { ids: ['n-1-2'] } });
    expect(read.body).toMatchObject({ result: 0, data: { unread: 3 } });
    const mine = await list(ops);
    expect(mine.body.data.list.find((n) => n.id === 'n-1-2')?.read).toBe(true);
    expect((await list(manager)).body.data.unread).toBe(4);
  });

  it('marks all read, and marking again changes nothing', async () => {
    for (let i = 0; i < 2; i++) {
      const read = await call<{ unread: number }>(base, READ, { token: manager, body: { all: true } });
      expect(read.body).toMatchObject({ result: 0, data: { unread: 0 } });
    }
    expect((await list(manager)).body.data.list.every((n) => n.read)).toBe(true);
  });

  it('keeps tenants apart: another tenant\'s notice is not found and nothing is marked', async () => {
    // Tenant 2's own notices (its systems' notices too, e.g. 项目合同's expiring contracts), none of tenant 1's.
    expect((await list(tenant2)).body.data.list.map((n) => n.id).filter((id) => id.startsWith('n-'))).toEqual(['n-2-1', 'n-2-2']);
    const before = (await list(ops)).body.data.unread;
    const read = await call(base, READ, { token: ops, body: { ids: ['n-1-3', 'n-2-1'] } });
    expect(read.status).toBe(404);
    expect(read.body).toMatchObject({ result: 404, msg: '通知不存在' });
    expect((await list(ops)).body.data.unread).toBe(before);
  });

  it('rejects bad requests with a clear message', async () => {
    const noTarget = await call(base, READ, { token: ops, body: {} });
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.msg).toBe('请指定要标为已读的通知（ids 或 all）');
    const badLimit = await list(ops, { limit: 1000 });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.result).toBe(400);
    const badIds = await call(base, READ, { token: ops, body: { ids: 'n-1-1' } });
    expect(badIds.status).toBe(400);
    const anonymous = await call(base, LIST, { body: {} });
    expect(anonymous.status).toBe(401);
  });
});
