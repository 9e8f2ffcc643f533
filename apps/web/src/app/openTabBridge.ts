/**
 * §2: a window message of type openTab is forwarded to the parent frame's menu. Inside a
 * frame it goes up; in the top window it becomes a DOM event the layout listens to.
 */
export const OPEN_TAB_EVENT = 'shell:open-tab';

export interface OpenTabMessage {
  type: 'openTab';
  menuId?: string;
  uri?: string;
  title?: string;
}

export function isOpenTabMessage(data: unknown): data is OpenTabMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'openTab';
}

export function installOpenTabBridge(win: Window = window): () => void {
  const onMessage = (event: MessageEvent) => {
    if (!isOpenTabMessage(event.data)) return;
    if (win.parent && win.parent !== win) win.parent.postMessage(event.data, '*');
    else win.dispatchEvent(new CustomEvent<OpenTabMessage>(OPEN_TAB_EVENT, { detail: event.data }));
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
