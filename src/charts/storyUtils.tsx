/** Helpers for chart stories: a fixed-size frame, a 1:1 viewport and a play step that waits for every canvas. */
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import styled from 'styled-components';

/** Name of the viewport every story that draws a canvas renders in. */
export const CANVAS_VIEWPORT = 'canvas1to1';

/**
 * Stories that draw canvases render in a 1200×720 viewport, one CSS pixel per screen pixel.
 * The test runner once showed each story's iframe in a 1280×720 page, scaled down to fit:
 * Storybook's default 1200×900 became 0.8, and a canvas bitmap shown at 0.8 is resampled by
 * Chromium's compositor with nearest-neighbour or bilinear sampling depending on state left by
 * earlier frames of the page, so the same canvas pixels were screenshotted in two variants.
 * The stories page is now 1280×900 (STORY_PAGE in vitest.config.ts) and every story renders
 * 1:1; these stories keep this viewport, and tests/visual/story-screenshots.ts fails any story
 * shown at another scale. (Storybook's viewport toolbar offers it for these stories.)
 */
export const canvasViewport = {
  parameters: {
    viewport: {
      options: {
        [CANVAS_VIEWPORT]: { name: '图表 1:1（1200×720）', styles: { width: '1200px', height: '720px' }, type: 'desktop' as const },
      },
    },
  },
  globals: { viewport: { value: CANVAS_VIEWPORT, isRotated: false } },
};

/** Stories draw charts at a fixed, modest size so screenshots are small and stable. */
export const STORY_CHART_WIDTH = 480;
export const STORY_CHART_HEIGHT = 300;

const Frame = styled.div`
  width: ${STORY_CHART_WIDTH}px;
  max-width: 100%;
  background: ${(p) => p.theme.color.bg.container};
  border: 1px solid ${(p) => p.theme.color.border.secondary};
  border-radius: ${(p) => p.theme.radius.lg};
  padding: ${(p) => p.theme.space.sm};
`;

export const chartFrame: Decorator = (Story) => (
  <Frame>
    <Story />
  </Frame>
);

/** Resolves once every chart host in the story has drawn (fonts loaded, option set). */
export async function chartsDrawn(root: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      const hosts = [...root.querySelectorAll<HTMLElement>('[data-chart]')].filter((h) => h.getAttribute('role') === 'img');
      for (const host of hosts) expect(host.dataset.chartState).toBe('ready');
    },
    { timeout: 10_000 },
  );
}
