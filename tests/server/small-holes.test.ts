/**
 * Smaller holes: numeric identity fields beside `parameters`, formula injection in exports,
 * the served app's Content-Security-Policy, tokens in logs, and the video SSO check.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, tokenFor, type Running } from './helpers';

const BOOT = "(function(){document.documentElement.setAttribute('data-theme','classic-blue');})();";

describe('smaller holes (pglite)', () => {
  let server: Running;
  let token: string;
  let root: string;
  const logs: string[] = [];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sanitation-csp-'));
    writeFileSync(join(root, 'index.html'), `<!doctype html><html><head><script>${BOOT}</script><title>SPA</title></head><body><div id="root"></div></body></html>`);
    const stream = new Writable({ write: (chunk: Buffer, _enc, done) => (logs.push(chunk.toString('utf8')), done()) });
    server = await startServer('pglite', { webRoot: root, logger: { stream } });
    token = await tokenFor(server.base, 'root', 'Root@2026');
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses a numeric tenantId or userId beside parameters, as the string form is', async () => {
    const list = '/cloud/ljszy/facilityInfo/pageList';
    const parameters = JSON.stringify({ pageNum: 1, pageSize: 1 });
    const s = await call(server.base, list, { token, body: { tenantId: '2', parameters } });
    expect(s.status, s.text).toBe(403);
    expect((await call(server.base, list, { token, body: { tenantId: 2, parameters } })).status).toBe(403);
    expect((await call(server.base, list, { token, body: { userId: 9999, parameters } })).status).toBe(403);
    const own = await call(server.base, list, { token, body: { tenantId: 1, userId: 1001, parameters } });
    expect(own.status, own.text).toBe(200);
    const menu = await call(server.base, '/cloud/management/rest/menu/searchMenu', { token, body: { keyword: '车辆', systemCode: 'ljszy', tenantId: 2 } });
    expect([400, 403]).toContain(menu.status); // routes with a schema refuse the type first
    expect(menu.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('prefixes exported text cells that start with = + - @ (or tab / CR) with an apostrophe', async () => {
    const names = ['=HYPERLINK("http://example.invalid","点我")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '普通名称'];
    for (const [i, name] of names.entries()) {
      const saved = await call(server.base, '/cloud/ljszy/company/save', { token, body: { name, contact: '王', phone: `1380000000${i}`, state: 'normal' } });
      expect(saved.body.result, saved.text).toBe(0);
    }
    const response = await fetch(new URL('/cloud/ljszy/company/export', server.base), { headers: { authorization: `Bearer ${token}` } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const values = new Set<string>();
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => void values.add(String(cell.value))));
    expect(values).toContain(`'${names[0]}`);
    expect(values).toContain("'+1+1");
    expect(values).toContain("'-2+3");
    expect(values).toContain("'@SUM(A1)");
    expect(values).toContain("'=1"); // saved trimmed (spec §5), still prefixed
    expect(values).toContain('普通名称');
    expect([...values].some((v) => /^[=+\-@]/.test(v))).toBe(false);
  });

  it('sends a Content-Security-Policy without inline scripts (the boot script by hash) and frame-ancestors self', async () => {
    const page = await call(server.base, '/navigation');
    const csp = page.headers.get('content-security-policy') ?? '';
    const script = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(script).toContain("'self'");
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(script).toContain(`'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('never writes a token from the address into the log', async () => {
    await call(server.base, '/cloud/management/util/getMenuJson.sa', { query: { token, systemCode: 'ljszy' } });
    await call(server.base, '/cas/judgehuangshanvideo', { query: { userId: '1001', sessionId: token } });
    const text = logs.join('');
    expect(text).toContain('getMenuJson.sa');
    expect(text).not.toContain(token);
  });

  it('/cas/judgehuangshanvideo tells an unauthenticated caller nothing about a token', async () => {
    const live = await call(server.base, '/cas/judgehuangshanvideo', { query: { userId: '1001', sessionId: token } });
    const dead = await call(server.base, '/cas/judgehuangshanvideo', { query: { userId: '1001', sessionId: 'x'.repeat(43) } });
    expect(live.status).toBe(401);
    expect(dead.status).toBe(401);
    expect(live.text).toBe(dead.text);
    // The signed-in caller still gets the answer.
    const own = await call<{ valid: boolean }>(server.base, '/cas/judgehuangshanvideo', { token, query: { userId: '1001', sessionId: token } });
    expect(own.body.data.valid).toBe(true);
  });
});
