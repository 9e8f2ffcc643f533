import { createNoticeStore, NOTICE_DURATION_MS, type NoticeBase } from './noticeStore';

export type MessageType = 'success' | 'error' | 'warning' | 'info' | 'loading';

export interface MessageItem extends NoticeBase {
  type: MessageType;
  content: string;
}

export const messageStore = createNoticeStore<MessageItem>(8);

/** Mounts a host on first use when the app has not rendered <MessageHost/>; set by Message.tsx. */
let ensureHost: () => void = () => {};
export function setMessageHostMounter(mount: () => void): void {
  ensureHost = mount;
}

function show(type: MessageType, content: string, duration = NOTICE_DURATION_MS): () => void {
  ensureHost();
  const id = messageStore.add({ type, content, duration });
  return () => messageStore.remove(id);
}

/**
 * Imperative toasts: `message.success('保存成功')`. Each shows for 1.5 s by default (spec §9);
 * pass `0` to keep it until the returned close function is called (typical for loading).
 */
export const message = {
  success: (content: string, duration?: number) => show('success', content, duration),
  error: (content: string, duration?: number) => show('error', content, duration),
  warning: (content: string, duration?: number) => show('warning', content, duration),
  info: (content: string, duration?: number) => show('info', content, duration),
  loading: (content: string, duration?: number) => show('loading', content, duration),
  /** Closes every message at once (route change, logout). */
  destroy: () => messageStore.clear(),
};
