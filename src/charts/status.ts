/**
 * Vehicle and device statuses and the token colour each is drawn in, shared by the map's
 * markers, its legend and the kanban status grid so the three never disagree.
 */
export type PositionStatus = 'online' | 'offline' | 'alarm';

export const POSITION_STATUSES: readonly PositionStatus[] = ['online', 'offline', 'alarm'];

/** The part of a theme's colours the statuses use (resolved values or `var(--…)` references). */
interface StatusColours {
  success: { default: string };
  error: { default: string };
  text: { tertiary: string };
}

export function statusColour(colours: StatusColours, status: PositionStatus): string {
  return status === 'online' ? colours.success.default : status === 'alarm' ? colours.error.default : colours.text.tertiary;
}
