/**
 * Deterministic canvas text measurement for ECharts.
 *
 * zrender times how long measuring the 128 ASCII widths of a font takes and, when that is
 * slow (a busy machine), falls back to one average width for every ASCII character. The
 * same chart could then lay out two ways depending on CPU load. Measuring each font's ASCII
 * widths once, up front and untimed, makes the timed pass a cache lookup, so layout never
 * depends on timing.
 */
type Measure = { width: number };

const asciiWidths = new Map<string, Float64Array>();
let context: CanvasRenderingContext2D | null = null;
/** The font last set on the context: assigning `context.font` parses the CSS font string every time. */
let contextFont = '';

function measureRaw(text: string, font: string): number {
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return 0;
  if (contextFont !== font) {
    context.font = font;
    contextFont = font;
  }
  return context.measureText(text).width;
}

function widthsFor(font: string): Float64Array {
  let widths = asciiWidths.get(font);
  if (!widths) {
    widths = new Float64Array(128);
    for (let code = 0; code < 128; code++) widths[code] = measureRaw(String.fromCharCode(code), font);
    if (asciiWidths.size > 200) asciiWidths.clear();
    asciiWidths.set(font, widths);
  }
  return widths;
}

export function measureText(text: string, font?: string): Measure {
  const f = font || '12px sans-serif';
  const widths = widthsFor(f);
  if (text.length === 1 && text.charCodeAt(0) < 128) return { width: widths[text.charCodeAt(0)] };
  return { width: measureRaw(text, f) };
}
