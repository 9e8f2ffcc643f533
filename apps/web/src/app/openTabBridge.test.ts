import { describe, expect, it, vi } from 'vitest';
import { installOpenTabBridge, isOpenTabMessage, OPEN_TAB_EVENT } from './openTabBridge';

/** A window stand-in: an event target with a parent. */
function fakeWindow(parent?: { postMessage: (data: unknown, origin: string) => void }) {
  const target = new EventTarget() as EventTarget & { parent: unknown };
  target.parent = parent ?? target;
  return target as unknown as Window;
}

describe('openTab bridge (§2)', () => {
  it('recognises only messages of type openTab', () => {
    expect(isOpenTabMessage({ type: 'openTab', menuId: 'm' })).toBe(true);
    expect(isOpenTabMessage({ type: 'tokenInvalid' })).toBe(false);
    expect(isOpenTabMessage('openTab')).toBe(false);
  });

  it('inside a frame forwards the message to the parent', () => {
    const parent = { postMessage: vi.fn() };
    const win = fakeWindow(parent);
    const stop = installOpenTabBridge(win);
    win.dispatchEvent(new MessageEvent('message', { data: { type: 'openTab', menuId: 'ljszy-g1-carInfo' } }));
    win.dispatchEvent(new MessageEvent('message', { data: { type: 'other' } }));
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'openTab', menuId: 'ljszy-g1-carInfo' }, '*');
    stop();
  });

  it('in the top window raises the event the layout listens to', () => {
    const win = fakeWindow();
    const seen: unknown[] = [];
    win.addEventListener(OPEN_TAB_EVENT, (e) => seen.push((e as CustomEvent).detail));
    const stop = installOpenTabBridge(win);
    win.dispatchEvent(new MessageEvent('message', { data: { type: 'openTab', uri: '/ljszy/route' } }));
    expect(seen).toEqual([{ type: 'openTab', uri: '/ljszy/route' }]);
    stop();
  });
});
