/** Replay and monitor display helpers (wall-clock texts and durations). */
import { t } from '../../../../../src/i18n';

/** 'YYYY-MM-DD HH:mm:ss' wall-clock text as milliseconds (UTC fields = wall clock, as the server keeps it). */
export const wallMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);
export const wallTime = (ms: number) => new Date(ms).toISOString().slice(11, 19);
export const duration = (ms: number) => t('map.hours', { h: Math.floor(ms / 3_600_000), m: Math.round((ms % 3_600_000) / 60_000) });
