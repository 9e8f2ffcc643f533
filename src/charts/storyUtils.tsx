/** Helpers for chart stories: a fixed-size frame and a play step that waits for every canvas. */
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import styled from 'styled-components';

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
