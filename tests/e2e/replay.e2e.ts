/**
 * Track replay in the browser: with the page's clock faked (no minutes of waiting), 16× reaches
 * the end of a known simulated day in (end − start) / 16 of clock time, and two vehicles on one
 * clock stay in step.
 */
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './browser';
import { openClyx, openMenu, region } from './clyx-pages';

setupBrowser();

const clockText = async (r: ReturnType<typeof region>) => (await r.locator('output[data-clock]').getAttribute('data-clock')) ?? '';
const seconds = (hms: string) => hms.split(':').map(Number).reduce((a, b) => a * 60 + b, 0);

describe('track replay', () => {
  it('plays a day at 16× in the expected time and keeps two vehicles in step', async () => {
    const { page, errors } = await openClyx();
    // A fake clock from the page's first script on (installed, then the page reloaded), so
    // every timer of the shell and the replay reads the same time.
    await page.clock.install();
    await page.reload();
    await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
    await openMenu(page, '实时监控', '轨迹回放');
    const r = region(page, '轨迹回放');
    // The first vehicle is chosen; add a second one.
    await r.getByRole('combobox', { name: '回放车辆' }).click();
    await page.getByRole('listbox', { name: '回放车辆' }).getByRole('option', { selected: false }).first().click();
    await page.keyboard.press('Escape');
    await expect.poll(async () => r.getByText('平均速度').count(), { timeout: 20_000 }).toBe(2);
    const timeline = r.getByRole('slider', { name: '时间轴' });
    const start = Number(await timeline.getAttribute('min'));
    const end = Number(await timeline.getAttribute('max'));
    expect(end - start).toBeGreaterThan(3_600_000);
    // The page's clock is fake: the test jumps it forward instead of waiting minutes.
    await r.getByRole('button', { name: '播放' }).click();
    const expectedMs = (end - start) / 16;
    const dayMs = (text: string) => seconds(text) * 1000;
    // Half of the expected real time: the clock is half-way (within a frame), and still playing.
    await page.clock.fastForward(Math.round(expectedMs / 2));
    await page.clock.runFor(50);
    const half = dayMs(await clockText(r)) - (start % 86_400_000);
    expect(Math.abs(half - (end - start) / 2)).toBeLessThan(16 * 1_000);
    expect(await r.locator('output[data-playing]').getAttribute('data-playing')).toBe('true');
    // Both vehicles are drawn at the clock's time.
    const ats = await r.locator('[data-vehicle-at]').evaluateAll((els) => els.map((e) => e.getAttribute('data-vehicle-at') ?? ''));
    expect(ats).toHaveLength(2);
    expect(ats[0]).toBe(ats[1]);
    // (The page's time still flows between two reads: within a second of real time, 16 s of track.)
    expect(Math.abs(seconds(ats[0]!) - seconds(await clockText(r)))).toBeLessThanOrEqual(16);
    // The rest of the expected time: the day is over and playback stopped at its end.
    await page.clock.fastForward(Math.round(expectedMs / 2) + 1_000);
    await page.clock.runFor(50);
    await expect.poll(() => r.locator('output[data-playing]').getAttribute('data-playing')).toBe('false');
    expect(dayMs(await clockText(r))).toBe(end % 86_400_000);
    expect(errors).toEqual([]);
  }, 120_000);
});
