/**
 * The shapes a chat page's calls answer (page kind `chat`): what the server's chat calls write and
 * the chat page reads, in one place (指挥调度's are apps/server/src/systems/zhdd/chat/; docs/api.md).
 */

export interface ChatGroup {
  id: number;
  name: string;
  groupType: string;
  groupTypeLabel: string;
  ownerId: number;
  isOwner: boolean;
  notice: string;
  memberCount: number;
  unread: number;
  mentioned: number;
  lastReadId: number;
  lastMessage: { id: number; senderName: string; type: string; content: string; sentAt: string } | null;
}

export type ChatMessageType = 'text' | 'image' | 'dispatch' | 'system';

export interface ChatMessage {
  id: number;
  groupId: number;
  sender: string;
  senderName: string;
  type: ChatMessageType;
  content: string;
  fileId: string | null;
  image: { width: number | null; height: number | null } | null;
  mentions: string[];
  dispatchId: number | null;
  dispatchCode: string | null;
  sentAt: string;
  readCount: number;
  unreadCount: number;
}

export interface HistoryPage {
  messages: ChatMessage[];
  hasMore: boolean;
  /** Every member's key and how far each has read: receipts follow the live read events. */
  members: string[];
  reads: Record<string, number>;
}

export interface ChatMember {
  key: string;
  kind: 'seat' | 'staff';
  id: number;
  name: string;
  phone: string;
  post: string;
  isOwner: boolean;
}

export type ChatContact = Omit<ChatMember, 'isOwner'>;

export interface Reader {
  key: string;
  name: string;
  readAt: string | null;
}

/** Events of the live channel's `chat` messages. */
export type ChatEvent =
  | { kind: 'message'; groupId: number; message: ChatMessage }
  | { kind: 'read'; groupId: number; member: string; lastReadId: number }
  | { kind: 'group'; groupId: number; change: 'created' | 'updated' | 'left' | 'dismissed' };

export interface ChatMe {
  key: string;
  name: string;
}
