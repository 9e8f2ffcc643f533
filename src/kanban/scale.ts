/**
 * Scale of a big-screen board for a window size (pure). Screen mode fills the whole window
 * (no side bars): the grid stretches, while sizes and text scale uniformly by the smaller
 * of the two axis ratios, so text is never squashed. Narrow mode: one column, design width 750.
 */
import {
  NARROW_DESIGN_WIDTH,
  NARROW_MAX_WIDTH,
  NARROW_SCALE_MAX,
  NARROW_SCALE_MIN,
  SCREEN_DESIGN_HEIGHT,
  SCREEN_DESIGN_WIDTH,
} from './constants';

export type ScreenMode = 'screen' | 'narrow';
export interface ScreenScale {
  mode: ScreenMode;
  scale: number;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

export function computeScreenScale(width: number, height: number, design = { width: SCREEN_DESIGN_WIDTH, height: SCREEN_DESIGN_HEIGHT }): ScreenScale {
  if (!(width > 0) || !(height > 0)) return { mode: 'screen', scale: 1 };
  if (width < NARROW_MAX_WIDTH || width < height) {
    return { mode: 'narrow', scale: round(Math.min(NARROW_SCALE_MAX, Math.max(NARROW_SCALE_MIN, width / NARROW_DESIGN_WIDTH))) };
  }
  return { mode: 'screen', scale: round(Math.min(width / design.width, height / design.height)) };
}

/** Trailing-edge debounce (resize handling). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  run.cancel = () => clearTimeout(timer);
  return run;
}
