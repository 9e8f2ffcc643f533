/** Chart constants, in one place. */
/** Default chart height in CSS pixels when the caller gives none (story charts are ~480×300). */
export const CHART_DEFAULT_HEIGHT = 300;
/** Size of the provisional option built during render to name a chart's glyphs (any plausible size: text never depends on it). */
export const CHART_PROBE_SIZE = { width: 480, height: CHART_DEFAULT_HEIGHT } as const;
/** The web font canvases draw with: loaded before the first draw so screenshots are deterministic. */
export const CHART_FONT_FAMILY = "'Noto Sans SC'";
/** Weight of ordinary chart text (axes, legends, labels); bold faces load only when an option asks for them. */
export const CHART_FONT_WEIGHT_REGULAR = 400;
/** `type` values ECharts draws bold text for without the option saying so (gauge detail, time-axis primary labels). */
export const CHART_BOLD_BY_DEFAULT: readonly string[] = ['gauge', 'time'];
/**
 * Glyphs every chart may draw that are not in its option: digits and separators of the
 * axis formatters (万 and 亿 are added from i18n), and 国, the glyph zrender measures the
 * line height with. Units drawn by formatters come from the wrapper (EChart formatterGlyphs).
 */
export const CHART_FONT_SAMPLE = '国0123456789.,-';
/** Base axis/legend text size in design pixels (scaled by the big screen). */
export const CHART_BASE_FONT_SIZE = 12;
