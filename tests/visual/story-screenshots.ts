/**
 * Every story is a visual test: after a story (and its play function) passes, it is
 * screenshotted once per theme and compared with the committed baseline in
 * tests/visual/baselines. Switching theme is one attribute on <html>, exactly as in the app.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { themeNames } from '../../tokens';
import { applyTheme } from '../../src/theme/themeStore';
import { freezeMotion } from './freeze-motion';
import { nextFrame, settled } from './settle';

freezeMotion();

type StoryLike = { parameters?: Record<string, unknown>; id?: string };

/** Canvas charts redraw asynchronously on a theme change; wait until each shows the new theme. */
async function chartsRedrawn(theme: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const hosts = [...document.querySelectorAll<HTMLElement>('[data-chart-state]')].filter(
      (host) => !host.parentElement?.closest('[data-theme]:not(html)'),
    );
    if (hosts.every((host) => host.dataset.chartState !== 'ready' ? false : !host.dataset.chartTheme || host.dataset.chartTheme === theme)) return;
    await nextFrame();
  }
}

/**
 * How much the test runner scales the story's iframe to fit its page (1: one CSS pixel per
 * screen pixel). The stories project's page (STORY_PAGE in vitest.config.ts) fits Storybook's
 * 1200×900 story viewport at 1.
 */
function frameScale(): number {
  const frame = window.frameElement as HTMLElement | null;
  if (!frame || frame.offsetWidth === 0) return 1;
  return frame.getBoundingClientRect().width / frame.offsetWidth;
}

/**
 * A story shown at any scale but 1 puts its edges between screen pixels, at positions such as
 * 407 × 0.8 that binary floats hold only approximately. Chromium then rasterises icons and
 * resamples canvases differently depending on compositor state left by the stories that ran
 * before and on timing: the same story screenshotted two ways (docs/decisions/0002).
 */
function assertUnscaled(storyId: string): void {
  const scale = frameScale();
  if (Math.abs(scale - 1) < 1e-6) return;
  throw new Error(
    `${storyId} renders in an iframe scaled by ${scale.toFixed(3)}: its screenshots would depend on test ` +
      'scheduling. Give it a viewport that fits the stories page (STORY_PAGE in vitest.config.ts) so it renders 1:1.',
  );
}

/** The story's own frame (from .storybook/StoryFrame), or the whole page when overlays are open. */
function storyTarget(story: StoryLike): Element {
  const hasOverlay = document.querySelector('[role="dialog"], [role="alertdialog"], [data-radix-popper-content-wrapper], [data-overlay]');
  if (hasOverlay || story.parameters?.layout === 'fullscreen' || story.parameters?.visualFullPage) return document.body;
  return document.querySelector('[data-story-frame]') ?? document.body;
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryLike }).story;
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!story || !storyId || context.task.result?.state === 'fail') return;
  if (story.parameters?.visual === false) return;
  assertUnscaled(storyId);
  await settled(document.body);
  const target = storyTarget(story);
  for (const theme of themeNames) {
    applyTheme(theme, { persist: false });
    await nextFrame();
    await chartsRedrawn(theme);
    await settled(target);
    await expect.element(page.elementLocator(target)).toMatchScreenshot(`${storyId}--${theme}`);
  }
  applyTheme('ClassicBlue', { persist: false });
});
