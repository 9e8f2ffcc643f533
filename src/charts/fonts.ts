/**
 * Canvas text cannot wait for web fonts by itself: load the Noto Sans SC subsets that
 * cover every glyph an option will draw, then draw. Results are cached per text.
 */
import { CHART_FONT_FAMILY, CHART_FONT_SAMPLE, CHART_FONT_WEIGHTS } from './constants';

const loaded = new Set<string>();

/**
 * Every distinct character of the option's strings plus the formatter sample. Only string
 * values are read: numbers, booleans and keys are ASCII, and the Latin subset they would
 * select is always loaded for the sample's digits. (Serialising the whole option instead
 * cost more than the draw itself on 90-day × 6-series charts.)
 */
export function glyphsOf(option: unknown): string {
  const seen = new Set<string>(CHART_FONT_SAMPLE);
  const visited = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const ch of value) seen.add(ch);
    } else if (value !== null && typeof value === 'object' && !visited.has(value)) {
      visited.add(value);
      if (Array.isArray(value)) {
        for (const item of value) if (typeof item !== 'number') visit(item);
      } else {
        for (const key in value) visit((value as Record<string, unknown>)[key]);
      }
    }
  };
  visit(option);
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
