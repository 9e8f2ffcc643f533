/** Video in Chromium: the wall plays four live cameras (HLS through hls.js), an upload shows its progress and lands in the list. */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSession, newPage, setupBrowser } from './browser';

setupBrowser();

async function openSpjg(): Promise<{ page: Page; errors: string[] }> {
  const s = await apiSession('root');
  const page = await newPage(`/layout?systemCode=spjg&title=${encodeURIComponent('视频监管')}&tenantId=${s.tenantId}&userId=${s.userId}&token=${s.token}`);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
  return { page, errors };
}

async function openMenu(page: Page, group: string, leaf: string) {
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  if ((await menu.getByRole('button', { name: leaf, exact: true }).count()) === 0) await menu.getByRole('button', { name: group }).first().click();
  await menu.getByRole('button', { name: leaf, exact: true }).click();
}

const region = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }).filter({ visible: true }).first();

describe('video wall', () => {
  it('plays four live cameras: every pane’s video advances', async () => {
    const { page, errors } = await openSpjg();
    const codecs = await page.evaluate(() => ({ mse: MediaSource.isTypeSupported('video/mp4; codecs="avc1.42C01E"'), mp4: document.createElement('video').canPlayType('video/mp4; codecs="avc1.42C01E"') }));
    expect(codecs.mse).toBe(true); // the samples are H.264 baseline (decision 0116)
    await openMenu(page, '视频监控', '视频资源树');
    const r = region(page, '视频资源树');
    const tree = r.getByRole('tree', { name: '视频资源' });
    await tree.waitFor();
    const online = tree.getByRole('treeitem', { name: /前视摄像头$/ });
    await expect.poll(() => online.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < 4; i++) await online.nth(i).click();
    const videos = r.locator('video');
    await expect.poll(() => videos.count()).toBe(4);
    // Playing: enough data decoded and the clock moving, in every pane.
    await expect.poll(() => videos.evaluateAll((els) => (els as HTMLVideoElement[]).map((v) => v.readyState >= 2 && v.currentTime > 0.5 && !v.paused)), { timeout: 60_000 })
      .toEqual([true, true, true, true]);
    const before = await videos.evaluateAll((els) => (els as HTMLVideoElement[]).map((v) => v.currentTime));
    await expect.poll(() => videos.evaluateAll((els, old) => (els as HTMLVideoElement[]).every((v, i) => v.currentTime > (old as number[])[i]!), before), { timeout: 20_000 }).toBe(true);

    // A pane closes; the layout switches to nine panes keeping the cameras.
    await r.getByRole('group', { name: '画面 4' }).getByRole('button', { name: '关闭画面' }).click();
    await expect.poll(() => videos.count()).toBe(3);
    await r.getByRole('button', { name: '9 画面' }).click();
    await expect.poll(() => r.getByRole('group', { name: /^画面 \d+$/ }).count()).toBe(9);
    await expect.poll(() => videos.count()).toBe(3);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('uploaded videos', () => {
  it('an upload shows its progress, then the clip is listed and plays', async () => {
    const { page, errors } = await openSpjg();
    await openMenu(page, '录像管理', '上传视频');
    const r = region(page, '上传视频');
    await r.getByRole('row').nth(1).waitFor();
    // A real MP4 followed by padding (still an MP4 by its content), sent over a slowed link so the progress is seen.
    const sample = readFileSync(new URL('../../apps/server/assets/video/sample3.mp4', import.meta.url));
    const buffer = Buffer.concat([sample, Buffer.alloc(3 * 1024 * 1024)]);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    const name = `巡检录像-${Date.now()}.mp4`;
    await r.locator('input[type=file]').setInputFiles({ name, mimeType: 'video/mp4', buffer });
    const progress = r.getByRole('progressbar', { name });
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow').catch(() => null)), { timeout: 20_000 }).toBeGreaterThan(0);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const row = r.getByRole('row').filter({ hasText: name });
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: '播放' }).click();
    const dialog = page.getByRole('dialog');
    const video = dialog.locator('video');
    await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime).catch(() => 0), { timeout: 30_000 }).toBeGreaterThan(0.3);
    expect(errors).toEqual([]);
  }, 120_000);
});
