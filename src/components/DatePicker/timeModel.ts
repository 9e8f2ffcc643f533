/** Times cross the API as 'HH:mm:ss' (or 'HH:mm') strings. */
export type TimeFormat = 'HH:mm:ss' | 'HH:mm';
export type TimeParts = [number, number, number];

const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime([h, m, s]: TimeParts, format: TimeFormat): string {
  return format === 'HH:mm' ? `${pad(h)}:${pad(m)}` : `${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** '8:5' → [8,5,0]; '083000' → [8,30,0]; null when out of range or unreadable. */
export function parseTime(text: string): TimeParts | null {
  const cleaned = text.trim().replace(/[：时分]/g, ':').replace(/秒$/, '');
  const compact = /^\d{4}(\d{2})?$/.test(cleaned) ? (cleaned.match(/\d{2}/g) ?? []).join(':') : cleaned;
  const match = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const parts: TimeParts = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  return parts[0] < 24 && parts[1] < 60 && parts[2] < 60 ? parts : null;
}

/** The choices of one column, honouring a step (e.g. minutes every 5). */
export function columnValues(unit: 0 | 1 | 2, step = 1): number[] {
  const count = unit === 0 ? 24 : 60;
  return Array.from({ length: Math.ceil(count / step) }, (_, i) => i * step);
}
