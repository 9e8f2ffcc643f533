/** Track colours by speed (standing, slow, normal, over the limit) and shape colours by role, from the theme's tokens. */
export const SPEED_LIMIT = 60;

interface SpeedColours {
  text: { tertiary: string };
  success: { default: string };
  primary: { default: string };
  warning: { default: string };
  error: { default: string };
}

export function speedColour(c: SpeedColours, speed: number): string {
  if (speed <= 0) return c.text.tertiary;
  if (speed < 25) return c.success.default;
  if (speed < 45) return c.primary.default;
  if (speed <= SPEED_LIMIT) return c.warning.default;
  return c.error.default;
}

/** The colour of a line's or an area's token role (muted: grey; primary when none). */
export function toneColour(c: SpeedColours, tone: 'primary' | 'muted' | 'warning' | 'success' | 'error' | undefined): string {
  if (tone === 'muted') return c.text.tertiary;
  return tone && tone !== 'primary' ? c[tone].default : c.primary.default;
}

/** Speed bands of the legend (lower bound, token role). */
export const SPEED_BANDS = [
  { from: 0, role: 'success' },
  { from: 25, role: 'primary' },
  { from: 45, role: 'warning' },
  { from: SPEED_LIMIT, role: 'error' },
] as const;
