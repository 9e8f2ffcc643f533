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

freezeMotion();

type StoryLike = { parameters?: Record<string, unknown>; id?: string };

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
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
  await document.fonts.ready;
  const target = storyTarget(story);
  for (const theme of themeNames) {
    applyTheme(theme, { persist: false });
    // Canvas charts redraw on the theme change; they announce completion through this event.
    await nextFrame();
    await nextFrame();
    await expect.element(page.elementLocator(target)).toMatchScreenshot(`${storyId}--${theme}`);
  }
  applyTheme('ClassicBlue', { persist: false });
});
