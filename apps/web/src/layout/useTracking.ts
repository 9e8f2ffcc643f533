/**
 * Tracking (§7): a page visit per menu item when its tab becomes active, and the stay duration
 * with that visit's data.id when the user leaves it (switch, close, page hide) — also when the
 * user leaves before the visit call has answered: the stay waits for the id.
 */
import { useEffect, useRef } from 'react';
import { api } from '../app/client';
import type { ShellTab } from '../../../../src/shell/tabs/tabsModel';

export function useTracking(active: ShellTab | undefined, systemCode: string) {
  const current = useRef<{ visit: Promise<string | undefined>; since: number } | null>(null);

  useEffect(() => {
    const leave = () => {
      const was = current.current;
      current.current = null;
      if (!was) return;
      const duration = Math.round(performance.now() - was.since);
      void was.visit.then((id) => (id ? api.trackStay({ id, duration }) : undefined)).catch(() => undefined);
    };
    if (active && active.id !== 'welcome') {
      const visit = api.trackVisit({ menuId: active.id, systemCode, uri: active.uri, title: active.title }).catch(() => undefined);
      current.current = { visit, since: performance.now() };
    }
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [active?.id, active?.uri, active?.title, systemCode]); // eslint-disable-line react-hooks/exhaustive-deps
}
