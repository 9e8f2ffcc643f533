/**
 * The group chat's data: the chat calls at the page's declared base and its contacts call over
 * the app's request client, images as object URLs, and the live channel's `chat` events. Stories
 * give their own through <ChatDataProvider> (a factory, as each chat page names its calls).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ChatPage } from '../../../../catalogue/src';
import { defineEndpoint } from '../../../../../src/request/endpoint';
import { LiveClient } from '../../../../../src/map/live-client';
import { readSystemInfo } from '../../../../../src/session/system-info';
import { client } from '../../app/client';
import type { LiveFeed } from '../gps/source';
import type { ChatContact, ChatGroup, ChatMe, ChatMember, ChatMessage, HistoryPage, Reader } from '../../../../catalogue/src';

export interface ChatData {
  groups(): Promise<{ me: ChatMe; groups: ChatGroup[] }>;
  /** A page of messages older than `before` (the newest when absent), oldest first. */
  history(groupId: number, before?: number): Promise<HistoryPage>;
  send(groupId: number, body: { type: 'text' | 'image'; content?: string; fileId?: string; mentions?: string[] }): Promise<ChatMessage>;
  read(groupId: number, upTo?: number): Promise<{ lastReadId: number }>;
  readers(groupId: number, messageId: number): Promise<{ read: Reader[]; unread: Reader[] }>;
  members(groupId: number): Promise<{ ownerId: number; members: ChatMember[] }>;
  contacts(keyword: string): Promise<ChatContact[]>;
  createGroup(body: { name: string; groupType: string; members: string[] }): Promise<{ groupId: number }>;
  addMembers(groupId: number, members: string[]): Promise<unknown>;
  removeMembers(groupId: number, members: string[]): Promise<unknown>;
  update(groupId: number, values: { name?: string; notice?: string }): Promise<unknown>;
  quit(groupId: number): Promise<unknown>;
  dismiss(groupId: number): Promise<unknown>;
  /** Stores an image for a message; the id the send names. */
  upload(file: File): Promise<{ id: string }>;
  /** A stored image (or its thumbnail) as an object URL for <img>; the caller revokes it. */
  imageUrl(fileId: string, thumbnail: boolean): Promise<string>;
  live(): LiveFeed;
}

const PAGE = 30;
const post = (url: string) => defineEndpoint({ url, method: 'post', pack: 'identity', entity: 'json', noCancel: true, authFailure: 'resume' });

/** The chat data of a chat page over HTTP and the live channel. */
export function httpChatData(page: ChatPage): ChatData {
  const at = (name: string) => post(`${page.base}/${name}`);
  const call = async <T,>(name: string, body: Record<string, unknown>, silent = false) => (await client.call<T>(at(name), body, { silent })).data;
  return {
    groups: () => call('group/list', {}),
    history: (groupId, before) => call('message/history', { groupId, size: PAGE, ...(before ? { before } : {}) }),
    send: (groupId, body) => call('message/send', { groupId, ...body }, true),
    read: (groupId, upTo) => call('message/read', { groupId, ...(upTo ? { upTo } : {}) }, true),
    readers: (groupId, messageId) => call('message/readers', { groupId, messageId }),
    members: (groupId) => call('group/members', { groupId }),
    contacts: async (keyword) => (await client.call<ChatContact[]>(post(page.contacts), keyword ? { keyword } : {})).data,
    createGroup: (body) => call('group/create', body, true),
    addMembers: (groupId, members) => call('group/addMembers', { groupId, members }),
    removeMembers: (groupId, members) => call('group/removeMembers', { groupId, members }),
    update: (groupId, values) => call('group/update', { groupId, ...values }, true),
    quit: (groupId) => call('group/quit', { groupId }),
    dismiss: (groupId) => call('group/dismiss', { groupId }),
    upload: async (file) => {
      const data = new FormData();
      data.append('file', file, file.name);
      const ep = defineEndpoint({ url: `${page.base}/message/upload?kind=images`, method: 'post', pack: 'none', entity: 'form', noCancel: true, authFailure: 'resume' });
      return (await client.call<{ id: string }>(ep, data, { silent: true })).data;
    },
    imageUrl: async (fileId, thumbnail) => {
      const url = thumbnail ? `${page.base}/message/thumbnail` : '/cloudFile/common/downloadFile';
      const file = await client.download(defineEndpoint({ url, method: 'get', pack: 'none', entity: 'query', download: 'data', noCancel: true, authFailure: 'resume' }), { id: fileId });
      return URL.createObjectURL(file!.blob);
    },
    live: () => new LiveClient({ token: () => readSystemInfo()?.token ?? null }),
  };
}

const ChatDataContext = createContext<(page: ChatPage) => ChatData>(httpChatData);

export function ChatDataProvider({ value, children }: { value: (page: ChatPage) => ChatData; children: ReactNode }) {
  return <ChatDataContext.Provider value={value}>{children}</ChatDataContext.Provider>;
}

export const useChatDataFactory = () => useContext(ChatDataContext);
