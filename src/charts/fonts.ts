/**
 * Canvas text cannot wait for web fonts by itself: load the Noto Sans SC subsets that
 * cover every glyph an option will draw, in the weights it draws them, then draw. Results
 * are cached per glyph set and weights; charts asking for the same fonts share one load.
 */
import { t } from '../i18n';
import { CHART_BOLD_BY_DEFAULT, CHART_FONT_FAMILY, CHART_FONT_SAMPLE, CHART_FONT_WEIGHT_REGULAR } from './constants';

/** What an option draws: its glyphs and font weights. */
export interface ChartFonts {
  /** Every distinct character of the option's strings, the formatter glyphs and the sample, sorted. */
  text: string;
  /** CSS font weights: regular, plus any the option (or an ECharts default) draws bold with. */
  weights: ReadonlyArray<string | number>;
  /** Cache key of the pair. */
  key: string;
}

const loaded = new Set<string>();
/** The sample plus the 万/亿 that formatWan appends (axis labels of every cartesian chart). */
const baseGlyphs = () => `${CHART_FONT_SAMPLE}${t('charts.unit.wan')}${t('charts.unit.yi')}`;
const pending = new Map<string, Promise<void>>();

function normalWeight(weight: unknown): string | number | null {
  if (typeof weight === 'number') return weight <= CHART_FONT_WEIGHT_REGULAR ? CHART_FONT_WEIGHT_REGULAR : weight;
  if (typeof weight !== 'string') return null;
  if (weight === 'normal' || weight === 'lighter' || Number(weight) <= CHART_FONT_WEIGHT_REGULAR) return CHART_FONT_WEIGHT_REGULAR;
  return weight;
}

/**
 * The glyphs and weights of an option; `formatterGlyphs` is what its canvas formatters add
 * (units). Only string values are read for glyphs: numbers, booleans and keys are ASCII,
 * and the Latin subset they would select is always loaded for the sample's digits. (The
 * previous JSON.stringify of every data point, twice per draw, was ~1 ms a chart on a
 * 90-day × 6-series board.)
 */
export function chartFontsOf(option: unknown, formatterGlyphs = ''): ChartFonts {
  const seen = new Set<string>(baseGlyphs() + formatterGlyphs);
  const weights = new Set<string | number>([CHART_FONT_WEIGHT_REGULAR]);
  const visited = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const ch of value) seen.add(ch);
    } else if (value !== null && typeof value === 'object' && !visited.has(value)) {
      visited.add(value);
      if (Array.isArray(value)) {
        for (const item of value) if (typeof item !== 'number') visit(item);
        return;
      }
      const record = value as Record<string, unknown>;
      for (const key in record) {
        const item = record[key];
        if (key === 'fontWeight') {
          const weight = normalWeight(item);
          if (weight !== null) weights.add(weight);
        } else if (key === 'type' && typeof item === 'string' && CHART_BOLD_BY_DEFAULT.includes(item)) {
          weights.add('bold');
        }
        visit(item);
      }
    }
  };
  visit(option);
  const text = [...seen].sort().join('');
  // Code-unit order, like the glyph text (localeCompare would set up an ICU collator on first use).
  const list = [...weights].sort((a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));
  return { text, weights: list, key: `${list.join(',')}|${text}` };
}

function fontOf(weight: string | number): string {
  return `${weight} 12px ${CHART_FONT_FAMILY}`;
}

/**
 * True when these fonts are available, so the draw can run synchronously: loaded by an
 * earlier chart, or already in the document (another glyph set that needed the same subsets).
 */
export function fontsReady(fonts: ChartFonts): boolean {
  if (loaded.has(fonts.key)) return true;
  if (typeof document === 'undefined' || !document.fonts) return false;
  try {
    if (!fonts.weights.every((w) => document.fonts.check(fontOf(w), fonts.text))) return false;
  } catch {
    return false;
  }
  loaded.add(fonts.key);
  return true;
}

export function ensureChartFonts(fonts: ChartFonts): Promise<void> {
  if (loaded.has(fonts.key) || typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  let load = pending.get(fonts.key);
  if (!load) {
    load = Promise.all(fonts.weights.map((w) => document.fonts.load(fontOf(w), fonts.text)))
      .catch(() => {
        /* a missing font must never block the chart: draw with the fallback */
      })
      .then(() => {
        loaded.add(fonts.key);
        pending.delete(fonts.key);
      });
    pending.set(fonts.key, load);
  }
  return load;
}

/**
 * Starts loading the fonts of an option without waiting: called while React renders, so the
 * download overlaps the render and commit of the rest of the page instead of following them.
 */
export function prefetchChartFonts(option: unknown, formatterGlyphs?: string): void {
  if (typeof document === 'undefined' || !document.fonts) return;
  void ensureChartFonts(chartFontsOf(option, formatterGlyphs));
}
