/**
 * Tracking (§7): a page visit per menu item when its tab becomes active (data.id kept per
 * menuId) and the stay duration when the user leaves it (switch, close, page hide).
 */
import { useEffect, useRef } from 'react';
import { api } from '../app/client';
import type { ShellTab } from '../../../../src/shell/tabs/tabsModel';

export function useTracking(active: ShellTab | undefined, systemCode: string) {
  const visitIds = useRef(new Map<string, string>());
  const current = useRef<{ menuId: string; since: number } | null>(null);

  useEffect(() => {
    const leave = () => {
      const was = current.current;
      current.current = null;
      const id = was && visitIds.current.get(was.menuId);
      if (was && id) void api.trackStay({ id, duration: Math.round(performance.now() - was.since) }).catch(() => undefined);
    };
    if (active && active.id !== 'welcome') {
      current.current = { menuId: active.id, since: performance.now() };
      void api.trackVisit({ menuId: active.id, systemCode, uri: active.uri, title: active.title })
        .then((id) => { if (id) visitIds.current.set(active.id, id); })
        .catch(() => undefined);
    }
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [active?.id, active?.uri, active?.title, systemCode]); // eslint-disable-line react-hooks/exhaustive-deps
}
