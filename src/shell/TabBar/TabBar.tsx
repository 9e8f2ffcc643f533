/**
 * The tab bar: a tablist of open pages with close buttons, a context menu (refresh, close,
 * close others / left / right / all, pin), drag to reorder (or Alt+←/→), arrow-key focus.
 */
import * as ContextMenu from '@radix-ui/react-context-menu';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../icons';
import { t } from '../../i18n';
import type { TabsState } from '../tabs/tabsModel';
import { actionsFor, type TabAction } from './tabActions';
import { Bar, CloseMark, List, MenuContent, MenuItem, MoreButton, Separator, Tab } from './TabBar.styles';

export interface TabBarProps {
  state: TabsState;
  onActivate: (index: number) => void;
  onAction: (action: TabAction, id: string) => void;
  onMove: (from: number, to: number) => void;
  /** id prefix linking each tab to its panel (aria-controls). */
  panelIdPrefix?: string;
}

export function TabBar({ state, onActivate, onAction, onMove, panelIdPrefix = 'shell-panel-' }: TabBarProps) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const list = useRef<HTMLDivElement>(null);

  const focusTab = (index: number) => list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = state.tabs.length - 1;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step && event.altKey) {
      event.preventDefault();
      const to = Math.max(0, Math.min(last, index + step));
      onMove(index, to);
      requestAnimationFrame(() => focusTab(to));
    } else if (step) {
      event.preventDefault();
      const to = (index + step + state.tabs.length) % state.tabs.length;
      onActivate(to);
      focusTab(to);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const to = event.key === 'Home' ? 0 : last;
      onActivate(to);
      focusTab(to);
    } else if (event.key === 'Delete') {
      onAction('close', state.tabs[index].id);
    }
  };

  const menuItems = (index: number, Item: typeof ContextMenu.Item | typeof DropdownMenu.Item) =>
    actionsFor(state, index).map((item) => (
      <div key={item.action}>
        {item.separatorBefore && <Separator role="separator" />}
        <Item asChild disabled={item.disabled} onSelect={() => onAction(item.action, state.tabs[index].id)}>
          <MenuItem>{t(item.label)}</MenuItem>
        </Item>
      </div>
    ));

  return (
    <Bar>
      <List ref={list} role="tablist" aria-label={t('shell.layout.tabs')}>
        {state.tabs.map((tab, index) => {
          const active = index === state.active;
          return (
            <ContextMenu.Root key={tab.id}>
              <ContextMenu.Trigger asChild>
                <Tab
                  role="tab"
                  id={`${panelIdPrefix}tab-${tab.id}`}
                  aria-selected={active}
                  aria-keyshortcuts="Delete"
                  aria-controls={`${panelIdPrefix}${tab.id}`}
                  tabIndex={active ? 0 : -1}
                  $active={active}
                  $dragOver={dragOver === index && dragFrom !== index}
                  draggable
                  data-tab-id={tab.id}
                  onClick={() => onActivate(index)}
                  onAuxClick={(e) => { if (e.button === 1) onAction('close', tab.id); }}
                  onKeyDown={(e) => onKeyDown(e, index)}
                  onDragStart={(e) => { setDragFrom(index); e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', tab.id); }}
                  onDragOver={(e) => { e.preventDefault(); setDragOver(index); }}
                  onDragLeave={() => setDragOver((v) => (v === index ? null : v))}
                  onDrop={(e) => { e.preventDefault(); if (dragFrom !== null) onMove(dragFrom, index); setDragFrom(null); setDragOver(null); }}
                  onDragEnd={() => { setDragFrom(null); setDragOver(null); }}
                >
                  {tab.pinned && <Icon name="lock" size="sm" aria-label={t('shell.layout.pinned')} />}
                  <span>{tab.title}</span>
                  {tab.closable !== false && !tab.pinned && (
                    // Not a nested button (tabs hold no controls): Delete and the context menu close by keyboard.
                    <CloseMark aria-hidden="true" data-close-tab={tab.id} title={t('shell.layout.closeTab', { name: tab.title })}
                      onClick={(e) => { e.stopPropagation(); onAction('close', tab.id); }}>
                      <Icon name="close" size="sm" />
                    </CloseMark>
                  )}
                </Tab>
              </ContextMenu.Trigger>
              <ContextMenu.Portal>
                <ContextMenu.Content asChild>
                  <MenuContent>{menuItems(index, ContextMenu.Item)}</MenuContent>
                </ContextMenu.Content>
              </ContextMenu.Portal>
            </ContextMenu.Root>
          );
        })}
      </List>
      {state.tabs.length > 0 && (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <MoreButton type="button" aria-label={t('shell.layout.tabActions')}>
              <Icon name="more" />
            </MoreButton>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content asChild align="end">
              <MenuContent>{menuItems(state.active, DropdownMenu.Item)}</MenuContent>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
    </Bar>
  );
}
