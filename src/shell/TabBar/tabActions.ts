/** The tab context-menu actions and when each is available. */
import type { MessageKey } from '../../i18n';
import type { ShellTab, TabsState } from '../tabs/tabsModel';

export type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll' | 'pin';

export interface ActionItem {
  action: TabAction;
  label: MessageKey;
  disabled: boolean;
  separatorBefore?: boolean;
}

const closable = (tab: ShellTab) => tab.closable !== false && !tab.pinned;

export function actionsFor(state: TabsState, index: number): ActionItem[] {
  const tab = state.tabs[index];
  const others = state.tabs.filter((_, i) => i !== index);
  return [
    { action: 'refresh', label: 'shell.layout.refresh', disabled: false },
    { action: 'pin', label: tab.pinned ? 'shell.layout.unpin' : 'shell.layout.pin', disabled: tab.closable === false },
    { action: 'close', label: 'shell.layout.close', disabled: !closable(tab), separatorBefore: true },
    { action: 'closeOthers', label: 'shell.layout.closeOthers', disabled: !others.some(closable) },
    { action: 'closeLeft', label: 'shell.layout.closeLeft', disabled: !state.tabs.slice(0, index).some(closable) },
    { action: 'closeRight', label: 'shell.layout.closeRight', disabled: !state.tabs.slice(index + 1).some(closable) },
    { action: 'closeAll', label: 'shell.layout.closeAll', disabled: !state.tabs.some(closable) },
  ];
}
