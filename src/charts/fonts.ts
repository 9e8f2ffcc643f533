/**
 * Canvas text cannot wait for web fonts by itself: load the Noto Sans SC subsets that
 * cover every glyph an option will draw, then draw. Results are cached per text.
 */
import { CHART_FONT_FAMILY, CHART_FONT_SAMPLE, CHART_FONT_WEIGHTS } from './constants';

const loaded = new Set<string>();

/** Every distinct character of the option's strings plus the formatter sample. */
export function glyphsOf(option: unknown): string {
  const seen = new Set<string>(CHART_FONT_SAMPLE);
  JSON.stringify(option ?? null, (_key, value: unknown) => (typeof value === 'function' ? undefined : value))
    ?.split('')
    .forEach((ch) => seen.add(ch));
  return [...seen].sort().join('');
}

/** True when these glyphs are already available (the draw can then run synchronously). */
export function fontsReady(text: string): boolean {
  return loaded.has(text);
}

export async function ensureChartFonts(text: string): Promise<void> {
  if (loaded.has(text) || typeof document === 'undefined' || !document.fonts) return;
  try {
    await Promise.all(CHART_FONT_WEIGHTS.map((w) => document.fonts.load(`${w} 12px ${CHART_FONT_FAMILY}`, text)));
    await document.fonts.ready;
  } catch {
    /* a missing font must never block the chart: draw with the fallback */
  }
  loaded.add(text);
}
