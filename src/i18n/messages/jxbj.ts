/** 道路保洁 (jxbj) server messages: its one-map and report calls. */
export const jxbj = {
  periodTooLong: '查询期间最多 31 天',
  bandText: '{min}–{max}',
  scheduleText: '{car} {shift}',
  dayPair: '{shift}·{line}',
} as const;
