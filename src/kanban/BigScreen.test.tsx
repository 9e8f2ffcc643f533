/**
 * The big-screen board at 1920×1080, 1366×768 and 3840×2160 (TechBlue): it fills the window,
 * scales uniformly, and canvases are drawn at their real pixel size (no CSS transforms).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from '../theme/ThemeProvider';
import { applyTheme } from '../theme/themeStore';
import { CollectionBoard } from './fixtures/CollectionBoard';
import { RESIZE_DEBOUNCE_MS } from './constants';
import { computeScreenScale } from './scale';

let root: Root;
let host: HTMLDivElement;

beforeAll(async () => {
  applyTheme('TechBlue', { persist: false });
  document.body.style.margin = '0';
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  // Rendered as the app does (no act: this is a real browser, and the tests poll for the drawn charts).
  root.render(<ThemeProvider><CollectionBoard /></ThemeProvider>);
  await vi.waitFor(() => {
    if (!document.querySelector('[data-mode]')) throw new Error('the board has not rendered yet');
  });
});

afterAll(() => {
  root.unmount();
  host.remove();
});

async function allChartsDrawn() {
  await expect.poll(() => [...document.querySelectorAll<HTMLElement>('[data-chart][role="img"]')].every((h) => h.dataset.chartState === 'ready'), { timeout: 10_000 }).toBe(true);
}

describe.each([
  [1920, 1080],
  [1366, 768],
  [3840, 2160],
])('BigScreen at %i×%i', (width, height) => {
  it('fills the window, scales uniformly and draws canvases at real size', async () => {
    await page.viewport(width, height);
    const expected = computeScreenScale(width, height).scale;
    const screen = document.querySelector<HTMLElement>('[data-mode]')!;
    await expect.poll(() => Number(screen.dataset.scale), { timeout: RESIZE_DEBOUNCE_MS * 10 }).toBe(expected);
    await allChartsDrawn();
    // No side bars: the board spans the whole window.
    const box = screen.getBoundingClientRect();
    expect(Math.round(box.width)).toBe(window.innerWidth);
    expect(Math.round(box.height)).toBe(window.innerHeight);
    // No CSS transform anywhere above a canvas, and each canvas backs its box 1:1 (× DPR).
    for (const canvas of document.querySelectorAll('canvas')) {
      for (let el: Element | null = canvas; el; el = el.parentElement) expect(getComputedStyle(el).transform).toBe('none');
      const hostBox = canvas.parentElement!.parentElement!.getBoundingClientRect();
      expect(canvas.width).toBe(Math.round(hostBox.width * devicePixelRatio));
    }
    await expect.element(page.elementLocator(screen)).toMatchScreenshot(`collection-board-${width}x${height}`);
  });
});
