/**
 * Waits until a screenshot no longer depends on when it is taken: no font still loading, no
 * animation running, and the layout of the target unchanged across two animation frames.
 * Under CPU load every one of these can lag the play function by hundreds of milliseconds
 * (a virtual list re-renders when its scroll settles, a font subset arrives for text that
 * scrolled into view); a fixed sleep would only guess how long.
 */

export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** What is still in motion, or '' when nothing is. */
function pendingWork(): string {
  if (document.fonts.status === 'loading') return 'fonts still loading';
  const running = document.getAnimations().filter((animation) => animation.playState === 'running');
  if (running.length > 0) {
    const names = running.map((a) => (a instanceof CSSAnimation ? a.animationName : a instanceof CSSTransition ? a.transitionProperty : a.id || 'script'));
    return `animations running: ${names.join(', ')}`;
  }
  return '';
}

/** Every box in the target and every scroll offset in it, as one string. */
export function layoutSignature(target: Element): string {
  const parts: string[] = [`${window.scrollX},${window.scrollY}`];
  for (const element of [target, ...target.querySelectorAll('*')]) {
    const box = element.getBoundingClientRect();
    parts.push(`${box.x},${box.y},${box.width},${box.height}`);
    if (element.scrollTop || element.scrollLeft) parts.push(`s${element.scrollTop},${element.scrollLeft}`);
  }
  return parts.join(';');
}

export interface SettleOptions {
  /** Give up (and fail) after this long: something that never stops is a bug in the story. */
  timeoutMs?: number;
  /** How many consecutive frames the layout must stay the same. */
  stableFrames?: number;
}

export async function settled(target: Element, { timeoutMs = 10_000, stableFrames = 2 }: SettleOptions = {}): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  await document.fonts.ready;
  let previous = layoutSignature(target);
  let unchanged = 0;
  for (;;) {
    await nextFrame();
    const pending = pendingWork();
    const layout = layoutSignature(target);
    unchanged = !pending && layout === previous ? unchanged + 1 : 0;
    previous = layout;
    if (unchanged >= stableFrames) return;
    if (performance.now() > deadline) {
      throw new Error(`The story did not settle within ${timeoutMs} ms (${pending || 'its layout kept changing'}): its screenshot would depend on timing.`);
    }
  }
}
