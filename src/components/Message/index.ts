export { MessageHost, message } from './Message';
export type { MessageItem, MessageType } from './message';
export { createNoticeStore, NOTICE_DURATION_MS, type NoticeBase, type NoticeStore } from './noticeStore';
