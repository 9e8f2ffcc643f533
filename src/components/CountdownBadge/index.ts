export { CountdownBadge, formatDuration, type CountdownBadgeProps } from './CountdownBadge';
