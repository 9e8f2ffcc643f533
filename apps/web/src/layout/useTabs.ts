/**
 * Tab state of the layout: kept in session storage per user and host, capped: reaching the
 * limit says which page the next one will close, and closing it says so again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { message } from '../../../../src/components/Message';
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

  const open = useCallback((tab: model.ShellTab) => {
    setState((current) => {
      const { state: next, evicted } = model.openTab(current, tab, max);
      if (evicted) queueMicrotask(() => message.warning(t('shell.layout.maxTabs', { max, name: evicted.title })));
      else if (next.tabs.length === max && current.tabs.length === max - 1) {
        // The limit is reached: say now which page the next one will close.
        const oldest = next.tabs.find((x) => x.closable !== false && !x.pinned && x.id !== tab.id);
        if (oldest) queueMicrotask(() => message.warning(t('shell.layout.maxTabsReached', { max, name: oldest.title })));
      }
      return next;
    });
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
