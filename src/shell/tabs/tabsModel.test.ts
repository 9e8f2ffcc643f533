import { describe, expect, it } from 'vitest';
import { activate, closeAll, closeLeft, closeOthers, closeRight, closeTab, moveTab, openTab, refreshTab, togglePin, type ShellTab, type TabsState } from './tabsModel';
import { loadTabs, saveTabs, tabsStorageKey } from './tabStorage';

const tab = (id: string, extra: Partial<ShellTab> = {}): ShellTab => ({ id, title: id, uri: `/${id}`, ...extra });
const ids = (s: TabsState) => s.tabs.map((t) => t.id);
const start: TabsState = { tabs: [tab('w', { closable: false }), tab('a'), tab('b'), tab('c')], active: 2 };

describe('tabs model', () => {
  it('opens a new tab at the end and activates an existing one', () => {
    const opened = openTab(start, tab('d')).state;
    expect(ids(opened)).toEqual(['w', 'a', 'b', 'c', 'd']);
    expect(opened.active).toBe(4);
    expect(openTab(start, tab('a')).state.active).toBe(1);
  });
  it('closes the oldest closable tab past the maximum', () => {
    const { state, evicted } = openTab(start, tab('d'), 4);
    expect(evicted?.id).toBe('a');
    expect(ids(state)).toEqual(['w', 'b', 'c', 'd']);
    expect(state.active).toBe(3);
  });
  it('closing keeps a sensible active tab and never closes the welcome tab', () => {
    expect(closeTab(start, 'b')).toEqual({ tabs: [start.tabs[0], start.tabs[1], start.tabs[3]], active: 2 });
    expect(closeTab(start, 'a').active).toBe(1);
    expect(closeTab(start, 'w')).toBe(start);
  });
  it('closes others, left, right and all', () => {
    expect(ids(closeOthers(start, 'c'))).toEqual(['w', 'c']);
    expect(ids(closeLeft(start, 'b'))).toEqual(['w', 'b', 'c']);
    expect(ids(closeRight(start, 'a'))).toEqual(['w', 'a']);
    expect(closeRight(start, 'a').active).toBe(1);
    expect(ids(closeAll(start))).toEqual(['w']);
  });
  it('pinned tabs move to the front and survive close all', () => {
    const pinned = togglePin(start, 'c');
    expect(ids(pinned)).toEqual(['w', 'c', 'a', 'b']);
    expect(pinned.tabs[pinned.active].id).toBe('b');
    expect(ids(closeAll(pinned))).toEqual(['w', 'c']);
    expect(closeTab(pinned, 'c')).toBe(pinned);
  });
  it('reorders by dragging and keeps the active tab', () => {
    const moved = moveTab(start, 3, 1);
    expect(ids(moved)).toEqual(['w', 'c', 'a', 'b']);
    expect(moved.tabs[moved.active].id).toBe('b');
    expect(activate(start, 99).active).toBe(3);
  });
  it('refresh bumps only that tab\'s version', () => {
    const refreshed = refreshTab(start, 'a');
    expect(refreshed.tabs[1].version).toBe(1);
    expect(refreshed.tabs[2].version).toBeUndefined();
  });
});

describe('tab storage', () => {
  it('round-trips per user, host and system and drops versions and bad entries', () => {
    const data = new Map<string, string>();
    const store = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    const key = tabsStorageKey('1002', 'localhost:5173', 'ljszy');
    expect(key).toBe('shell.tabs.1002@localhost:5173.ljszy');
    saveTabs(store, key, refreshTab(start, 'a'));
    expect(loadTabs(store, key)).toEqual(start);
    data.set(key, '{"tabs":[{"id":1}],"active":5}');
    expect(loadTabs(store, key)).toEqual({ tabs: [], active: 0 });
    data.set(key, 'not json');
    expect(loadTabs(store, key)).toBeNull();
  });
});
