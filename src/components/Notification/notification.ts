import { createNoticeStore, type NoticeBase } from '../Message/noticeStore';

export type NotificationStatus = 'success' | 'error' | 'warning' | 'info';

export interface NotificationItem extends NoticeBase {
  title: string;
  description?: string;
  status?: NotificationStatus;
}

export interface NotificationOptions {
  title: string;
  description?: string;
  /** Milliseconds; 0 keeps it until closed. Longer than messages: there is more to read. */
  duration?: number;
}

/** Notifications carry a description, so they stay longer than the 1.5 s of messages. */
export const NOTIFICATION_DURATION_MS = 4500;

export const notificationStore = createNoticeStore<NotificationItem>(6);

let ensureHost: () => void = () => {};
export function setNotificationHostMounter(mount: () => void): void {
  ensureHost = mount;
}

function open(options: NotificationOptions, status?: NotificationStatus): () => void {
  ensureHost();
  const id = notificationStore.add({ ...options, status, duration: options.duration ?? NOTIFICATION_DURATION_MS });
  return () => notificationStore.remove(id);
}

/** Imperative notifications at the top right: `notification.warning({ title, description })`. */
export const notification = {
  open: (options: NotificationOptions) => open(options),
  success: (options: NotificationOptions) => open(options, 'success'),
  error: (options: NotificationOptions) => open(options, 'error'),
  warning: (options: NotificationOptions) => open(options, 'warning'),
  info: (options: NotificationOptions) => open(options, 'info'),
  destroy: () => notificationStore.clear(),
};
