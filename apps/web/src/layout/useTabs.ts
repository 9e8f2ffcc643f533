/**
 * Tab state of the layout: kept in session storage per user and host, capped: opening one
 * more than the limit asks first which page it would close (nothing closes unasked).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../../../src/i18n';
import * as model from '../../../../src/shell/tabs/tabsModel';
import { loadTabs, saveTabs, tabsStorageKey } from '../../../../src/shell/tabs/tabStorage';
import type { TabAction } from '../../../../src/shell/TabBar';

export function useTabs(userId: string, systemCode: string, initial: () => model.TabsState, max = model.DEFAULT_MAX_TABS) {
  const key = tabsStorageKey(userId, window.location.host, systemCode);
  const [state, setState] = useState<model.TabsState>(() => initial());
  const loadedKey = useRef(key);

  useEffect(() => {
    if (loadedKey.current !== key) {
      loadedKey.current = key;
      setState(initial());
    }
  }, [key, initial]);
  useEffect(() => saveTabs(sessionStorage, key, state), [key, state]);

  const latest = useRef(state);
  latest.current = state;
  const open = useCallback((tab: model.ShellTab) => {
    const { evicted } = model.openTab(latest.current, tab, max);
    if (!evicted) {
      setState((current) => model.openTab(current, tab, max).state);
      return;
    }
    // The confirm dialog loads on first use: it is not part of the layout's first load.
    void import('../../../../src/components/Dialog/confirm')
      .then(({ confirm }) => confirm({
        title: t('shell.layout.maxTabsTitle', { max }),
        content: t('shell.layout.maxTabsConfirm', { max, name: evicted.title, next: tab.title }),
        okText: t('shell.layout.maxTabsOk'),
      }))
      .then((ok) => { if (ok) setState((current) => model.openTab(current, tab, max).state); });
  }, [max]);

  const act = useCallback((action: TabAction, id: string) => {
    setState((s) => {
      switch (action) {
        case 'refresh': return model.refreshTab(s, id);
        case 'close': return model.closeTab(s, id);
        case 'closeOthers': return model.closeOthers(s, id);
        case 'closeLeft': return model.closeLeft(s, id);
        case 'closeRight': return model.closeRight(s, id);
        case 'closeAll': return model.closeAll(s);
        case 'pin': return model.togglePin(s, id);
      }
    });
  }, []);

  return {
    state,
    open,
    act,
    activate: useCallback((index: number) => setState((s) => model.activate(s, index)), []),
    move: useCallback((from: number, to: number) => setState((s) => model.moveTab(s, from, to)), []),
  };
}

export { loadTabs };
