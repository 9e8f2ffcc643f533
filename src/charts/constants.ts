/** Chart constants, in one place. */
/** Default chart height in CSS pixels when the caller gives none (story charts are ~480×300). */
export const CHART_DEFAULT_HEIGHT = 300;
/** The web font canvases draw with: loaded before the first draw so screenshots are deterministic. */
export const CHART_FONT_FAMILY = "'Noto Sans SC'";
/** Weights the charts use (labels regular, titles/emphasis bold). */
export const CHART_FONT_WEIGHTS = [400, 600] as const;
/** Glyphs formatters may add that are not in the option itself (digits, units, dates). */
export const CHART_FONT_SAMPLE = '国0123456789.,-+%:：~—（）()万亿吨公里米辆年月日周一二三四五六七八九十次座';
/** Base axis/legend text size in design pixels (scaled by the big screen). */
export const CHART_BASE_FONT_SIZE = 12;
