/**
 * The header's notices: loaded with the shell, refreshed every few minutes and when the
 * window comes back into view; marking read updates the panel at once and the server after.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ShellNotice } from '../../../../src/session/shell-api';
import { formatNoticeTime, type Notice } from '../../../../src/shell/Header';
import { api } from '../app/client';

const REFRESH_MS = 5 * 60_000;

export function useNotices() {
  const [items, setItems] = useState<ShellNotice[]>([]);

  const refresh = useCallback(() => {
    // A failed refresh keeps what the panel shows (the request layer stays silent).
    api.listNotices().then((inbox) => setItems(inbox.list), () => undefined);
  }, []);

  useEffect(() => {
    refresh();
    const timer = window.setInterval(refresh, REFRESH_MS);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  const markRead = useCallback((ids: string[] | 'all') => {
    setItems((list) => list.map((n) => (ids === 'all' || ids.includes(n.id) ? { ...n, read: true } : n)));
    api.readNotices(ids === 'all' ? { all: true } : { ids }).catch(refresh);
  }, [refresh]);

  const notices = useMemo<Notice[]>(
    () => items.map((n) => ({ id: n.id, title: n.title, content: n.content, level: n.level, read: n.read, time: formatNoticeTime(n.publishedAt) })),
    [items],
  );
  return {
    notices,
    readNotice: useCallback((id: string) => markRead([id]), [markRead]),
    readAllNotices: useCallback(() => markRead('all'), [markRead]),
  };
}
