/**
 * §4 Menu loading: without a token go to the login address; otherwise fetch the user (and
 * systems) and the system's menu. The requested system code falls back to the first one.
 * URL parameters title, systemCode, token, access_token (and tenantId, userId) are read (§2).
 */
import { useCallback, useEffect, useState } from 'react';
import { readSystemInfo, writeSystemInfo } from '../../../../src/session/system-info';
import type { SystemItem } from '../../../../src/session/login-info';
import type { MenuNode } from '../../../../src/shell/menuSearch/menuTree';
import { loginUrl } from '../app/basePath';
import { api } from '../app/client';
import { loadCurrentUser, type CurrentUser } from '../app/session';
import { dropUrlTokens } from './urlTokens';
import { rememberReturnAddress } from '../app/returnAddress';
import type { Grants } from '../modules/permissions';

export interface ShellData {
  user: CurrentUser;
  system: SystemItem;
  tree: MenuNode[];
  /** What the user may do in the system (decision 0330); the menu holds only the pages they may open. */
  grants: Grants;
}

export type ShellLoad = { status: 'loading' } | { status: 'failed' } | { status: 'notFound' } | { status: 'ready'; data: ShellData };

export function adoptUrlSession(params: URLSearchParams): boolean {
  const token = params.get('token') ?? params.get('access_token');
  const stored = readSystemInfo();
  if (token && token !== stored?.token) {
    writeSystemInfo({
      tenantId: params.get('tenantId') ?? stored?.tenantId ?? '', userId: params.get('userId') ?? stored?.userId ?? '',
      userName: stored?.userName ?? '', systemCode: params.get('systemCode') ?? '', systemTitle: params.get('title') ?? '', token,
    });
  }
  if (token) dropUrlTokens();
  return Boolean(token || stored?.token);
}

export function useShellData(params: URLSearchParams, pathSystem?: string) {
  const [load, setLoad] = useState<ShellLoad>({ status: 'loading' });
  const requested = pathSystem ?? params.get('systemCode') ?? readSystemInfo()?.systemCode ?? '';
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!adoptUrlSession(params)) {
      // Signed out: sign in, then come back to this page (its address is kept for the tab).
      if (pathSystem) rememberReturnAddress(window.location.pathname + window.location.search);
      window.location.assign(loginUrl() ?? '/');
      return;
    }
    let live = true;
    setLoad({ status: 'loading' });
    (async () => {
      const user = await loadCurrentUser();
      // A page address of a system the user does not hold is not theirs to see.
      if (pathSystem && !user.systems.some((s) => s.code === pathSystem)) {
        if (live) setLoad({ status: 'notFound' });
        return;
      }
      const system = user.systems.find((s) => s.code === requested) ?? user.systems[0];
      if (!system) throw new Error('no system');
      const info = readSystemInfo();
      if (info) writeSystemInfo({ ...info, userName: user.userName, tenantId: user.tenantId, userId: user.userId, systemCode: system.code, systemTitle: system.name });
      const [tree, grants] = await Promise.all([
        api.getMenuJson({ tenantId: user.tenantId, userId: user.userId, token: info?.token ?? '', systemCode: system.code }) as Promise<MenuNode[]>,
        api.getFunctions(system.code),
      ]);
      if (live) setLoad({ status: 'ready', data: { user, system, tree: Array.isArray(tree) ? tree : [], grants } });
    })().catch(() => live && setLoad({ status: 'failed' }));
    return () => { live = false; };
    // The page re-loads when the system changes; other params are read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}
