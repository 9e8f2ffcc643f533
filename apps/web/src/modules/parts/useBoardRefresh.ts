/**
 * A board's auto-refresh: every `seconds` a new tick (widgets reload, the figures stay on
 * screen meanwhile), paused while the browser tab is hidden; coming back after the interval
 * has passed refreshes at once. `updatedAt` is when the last refresh started.
 */
import { createContext, useContext, useEffect, useState } from 'react';

/** The clock of 更新于: a story fixes it so its screenshots do not change with the time of day. */
export const BoardClockContext = createContext<() => Date>(() => new Date());

export function useBoardRefresh(seconds?: number): { tick: number; updatedAt: Date } {
  const now = useContext(BoardClockContext);
  const [state, setState] = useState(() => ({ tick: 0, updatedAt: now() }));
  useEffect(() => {
    if (!seconds) return;
    const ms = seconds * 1000;
    const refresh = () => setState((s) => ({ tick: s.tick + 1, updatedAt: now() }));
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => { timer ??= setInterval(refresh, ms); };
    const stop = () => { if (timer !== undefined) clearInterval(timer); timer = undefined; };
    const onVisibility = () => {
      if (document.hidden) return stop();
      setState((s) => (now().getTime() - s.updatedAt.getTime() >= ms ? { tick: s.tick + 1, updatedAt: now() } : s));
      start();
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => { stop(); document.removeEventListener('visibilitychange', onVisibility); };
  }, [seconds, now]);
  return state;
}
