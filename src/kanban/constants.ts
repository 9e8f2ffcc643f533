/** Big-screen and kanban constants (spec §9), exported from this one place. */
/** Screen design size of board designs. */
export const SCREEN_DESIGN_WIDTH = 1920;
export const SCREEN_DESIGN_HEIGHT = 1080;
/** Responsive scaling: narrow screens use a 750-wide design (scale 1 at 750 CSS px). */
export const NARROW_DESIGN_WIDTH = 750;
/** Below this width (or on portrait windows) the board stacks into one scrolling column. */
export const NARROW_MAX_WIDTH = 1024;
/** Narrow-mode scale bounds so text never becomes unreadably small or oversized. */
export const NARROW_SCALE_MIN = 0.86;
export const NARROW_SCALE_MAX = 1.36;
/** Resize debounce. */
export const RESIZE_DEBOUNCE_MS = 288;
/** Default board grid of a 1920×1080 design. */
export const BOARD_COLUMNS = 4;
export const BOARD_ROWS = 3;
