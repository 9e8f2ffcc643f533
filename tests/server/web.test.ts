import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../apps/server/src/routes/files';
import { lockDurationMs, defaultSettings, captchaRequired } from '../../apps/server/src/settings';
import { findNul } from '../../apps/server/src/http/sanitize';
import { isHashedAsset } from '../../apps/server/src/http/web';
import { precompressAssets } from '../../scripts/precompress';
import { call, startServer, type Running } from './helpers';

describe('web root on the same origin', () => {
  let spa: Running;
  let bare: Running;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sanitation-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
    writeFileSync(join(root, 'assets', 'app.js'), 'console.log("app")');
    writeFileSync(join(root, 'assets', 'big-AbCd12_3.js'), `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `收运车辆${i}`))};`);
    expect(precompressAssets(root)).toBe(1); // only the file over 1 KB
    // No seed: these tests only need the HTTP layer.
    [spa, bare] = await Promise.all([startServer('pglite', { webRoot: root, seed: false }), startServer('pglite', { seed: false })]);
  });
  afterAll(async () => {
    await Promise.all([spa?.stop(), bare?.stop()]);
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the SPA, its assets, and index.html for client routes', async () => {
    expect((await call(spa.base, '/')).text).toContain('<title>SPA</title>');
    expect((await call(spa.base, '/assets/app.js')).text).toContain('console.log');
    const route = await call(spa.base, '/navigation');
    expect(route.status).toBe(200);
    expect(route.text).toContain('<title>SPA</title>');
  });

  it('sends the precompressed sibling the browser accepts, and caches hashed assets for a year', async () => {
    const asset = '/assets/big-AbCd12_3.js';
    const br = await call(spa.base, asset, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.text).toContain('收运车辆399');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    const gz = await call(spa.base, asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.text).toContain('收运车辆399');
    const plain = await call(spa.base, asset, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toContain('收运车辆399');
    expect((await call(spa.base, '/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('recognises hashed asset names only', () => {
    expect(isHashedAsset('/srv/web/assets/index-BWDdHSKW.js')).toBe(true);
    expect(isHashedAsset('/srv/web/assets/index-BWDdHSKW.js.br')).toBe(true);
    expect(isHashedAsset('/srv/web/index.html')).toBe(false);
    expect(isHashedAsset('/srv/web/ClassicBlueIcon/favicon.svg')).toBe(false);
  });

  it('keeps API paths JSON', async () => {
    const answer = await call(spa.base, '/cas/unknown');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ result: 404, msg: '接口不存在', data: null });
  });

  it('shows a Chinese placeholder without a build', async () => {
    const page = await call(bare.base, '/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('城市公共服务管理平台');
    expect((await call(bare.base, '/navigation')).status).toBe(404);
  });
});

describe('server helpers', () => {
  it('locks only from the fifth failure, doubling up to the cap', () => {
    const s = { ...defaultSettings };
    expect([4, 5, 6, 7].map((n) => lockDurationMs(s, n))).toEqual([0, 60_000, 120_000, 240_000]);
    expect(lockDurationMs(s, 40)).toBe(s.lockMaxMs);
    expect([2, 3].map((n) => captchaRequired(s, n))).toEqual([false, true]);
  });

  it('encodes Chinese file names per RFC 5987 with an ASCII fallback', () => {
    expect(contentDisposition('报表 (1).xlsx')).toBe(
      `attachment; filename="__ %281%29.xlsx"`.replace('%28', '(').replace('%29', ')') + `; filename*=UTF-8''%E6%8A%A5%E8%A1%A8%20%281%29.xlsx`,
    );
  });

  it('finds NUL characters', () => {
    expect(findNul({ a: { b: ['ok', 'x\u0000'] } })).toBe('a.b.1');
    expect(findNul({ a: 'fine' })).toBeNull();
  });
});
