/** One page of an access list (users, roles, a role's holders): loaded on every change of `fetch`, with its state. */
import { useCallback, useEffect, useState } from 'react';
import type { PaginationState } from '../../../../../../src/components/DataTable';
import type { Page } from './accessData';

export function usePaged<T>(fetch: ((paging: { pageNum: number; pageSize: number }) => Promise<Page<T>>) | null) {
  const [paging, setPaging] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [answer, setAnswer] = useState<Page<T>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    if (!fetch) return;
    setLoading(true);
    try {
      setAnswer(await fetch({ pageNum: paging.pageIndex + 1, pageSize: paging.pageSize }));
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [fetch, paging]);
  useEffect(() => void load(), [load]);
  /** Back to the first page (a new search). */
  const restart = useCallback(() => setPaging((p) => ({ ...p, pageIndex: 0 })), []);
  return { answer, loading, failed, load, paging, setPaging, restart };
}
