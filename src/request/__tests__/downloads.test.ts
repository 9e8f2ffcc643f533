/** Downloads (§7): Content-Disposition names, progress, window downloads of the older helper. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestClient } from '../client';
import { fileNameFromDisposition } from '../content-disposition';
import { defineEndpoint } from '../endpoint';
import { createLegacyHelper } from '../legacy-helper';
import type { DownloadProgress } from '../types';
import { recordingAdapters } from './fakes';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

function setup() {
  const adapters = recordingAdapters();
  const client = createRequestClient({ baseURL: server.baseURL, getIdentity: () => ({ tenantId: 't1', userId: 'u1', token: 'tok' }), adapters });
  return { adapters, client };
}

describe('file name from Content-Disposition', () => {
  it.each([
    ['RFC 5987 UTF-8 Chinese name wins', `attachment; filename="x.csv"; filename*=UTF-8''%E8%BD%A6%E8%BE%86.csv`, '车辆.csv'],
    ['RFC 5987 with a language tag', `attachment; filename*=utf-8'zh-CN'%E6%8A%A5%E8%A1%A8.xlsx`, '报表.xlsx'],
    ['quoted plain name', 'attachment; filename="report.xlsx"', 'report.xlsx'],
    ['percent-encoded plain name', 'attachment; filename=%E6%8A%A5%E8%A1%A8.xlsx', '报表.xlsx'],
    ['no header', undefined, undefined],
  ])('%s', (_name, header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});

describe('blob downloads against the server', () => {
  it('saves the blob under the Chinese RFC 5987 name with its bytes and type', async () => {
    const { client, adapters } = setup();
    const file = await client.download(defineEndpoint({ url: '/download-cn', download: 'blob' }));
    expect(file?.fileName).toBe('车辆台账（2024年）.csv');
    expect(adapters.saved).toHaveLength(1);
    expect(adapters.saved[0].fileName).toBe('车辆台账（2024年）.csv');
    expect(adapters.saved[0].blob.type.toLowerCase()).toBe('text/csv;charset=utf-8');
    expect((await adapters.saved[0].blob.text()).startsWith('名称,数量\n清扫车,3')).toBe(true);
  });

  it('reports progress for a progress bar, ending at 100 %', async () => {
    const { client } = setup();
    const events: DownloadProgress[] = [];
    await client.download(defineEndpoint('/download-cn'), undefined, { onDownloadProgress: (p) => events.push(p) });
    expect(events.length).toBeGreaterThan(0);
    const last = events[events.length - 1];
    expect(last.percent).toBe(100);
    expect(last.loaded).toBe(last.total);
  });

  it('a JSON answer with a non-zero result is shown and rejects instead of saving', async () => {
    const { client, adapters } = setup();
    await expect(client.download(defineEndpoint('/download-refused'))).rejects.toMatchObject({ kind: 'result', code: 7 });
    expect(adapters.saved).toEqual([]);
    expect(adapters.notices.map((n) => n.message)).toEqual(['无导出权限']);
  });

  it('falls back to the caller file name when the server sends none', async () => {
    const { client } = setup();
    const file = await client.download(defineEndpoint('/download-anon'), undefined, { fileName: '导出.bin' });
    expect(file?.fileName).toBe('导出.bin');
  });
});

describe('older helper downloads', () => {
  it('a GET download opens a new window with the query string and makes no request', async () => {
    const { client, adapters } = setup();
    const before = server.received.length;
    await createLegacyHelper(client).download('/cloud/x/export', { name: '道路', empty: '' }, { method: 'get', pack: 'identity' });
    expect(server.received.length).toBe(before);
    const opened = new URL(adapters.opened[0]);
    expect(opened.origin + opened.pathname).toBe(`${server.baseURL}/cloud/x/export`);
    expect(Object.fromEntries(opened.searchParams)).toEqual({ name: '道路', tenantId: 't1', userId: 'u1', access_token: 'tok', token: 'tok' });
  });

  it('a POST download is a blob saved under the Content-Disposition name', async () => {
    const { client, adapters } = setup();
    await createLegacyHelper(client).download('/download-plain', { a: 1 });
    expect(server.received.at(-1)?.method).toBe('POST');
    expect(adapters.saved.map((s) => s.fileName)).toEqual(['report.xlsx']);
  });
});
