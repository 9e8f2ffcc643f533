export { NotificationHost, notification } from './Notification';
export { NOTIFICATION_DURATION_MS, type NotificationItem, type NotificationOptions, type NotificationStatus } from './notification';
