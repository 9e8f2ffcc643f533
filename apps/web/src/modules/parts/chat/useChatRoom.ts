/**
 * The state of a chat page: the seat's groups (unread counts and mentions kept current by the
 * live channel), the open group's messages (the newest page first, older pages prepended), its
 * members' read positions (receipts recounted as read events arrive), and what the seat reads.
 * After a reconnect the list and the open group are loaded again, so nothing missed stays missed.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LiveStatus } from '../../../../../../src/map/live-client';
import { serverProblem } from '../../dataSource';
import type { ChatData } from '../../chat/data';
import type { ChatEvent, ChatGroup, ChatMe, ChatMessage } from '../../../../../catalogue/src';

export interface ChatRoom {
  me: ChatMe | null;
  /** null while loading. */
  groups: ChatGroup[] | null;
  /** Why the chat cannot be used (the account is no seat), or a failed load. */
  problem: string | null;
  active: ChatGroup | null;
  messages: ChatMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  /** Messages that arrived in the open group while the reader was scrolled up. */
  fresh: number;
  live: LiveStatus;
  /** Members other than the sender who have read a message, and who have not. */
  receipt(m: ChatMessage): { read: number; unread: number };
  open(groupId: number): void;
  loadOlder(): Promise<void>;
  /** The reader is at the newest message: read it. */
  atBottom(yes: boolean): void;
  /** A message the seat sent (shown at once; the live echo is not added twice). */
  sent(m: ChatMessage): void;
  reloadGroups(): Promise<void>;
}

const byActivity = (a: ChatGroup, b: ChatGroup) => (b.lastMessage?.sentAt ?? '').localeCompare(a.lastMessage?.sentAt ?? '') || b.id - a.id;

export function useChatRoom(data: ChatData): ChatRoom {
  const [me, setMe] = useState<ChatMe | null>(null);
  const [groups, setGroups] = useState<ChatGroup[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [reads, setReads] = useState<Record<string, number>>({});
  const [members, setMembers] = useState<string[]>([]);
  const [fresh, setFresh] = useState(0);
  const [live, setLive] = useState<LiveStatus>('connecting');
  // What the live callbacks need to read now, not when they were made.
  const now = useRef({ activeId, bottom: true, me, messages });
  now.current.activeId = activeId;
  now.current.me = me;
  now.current.messages = messages;

  const reloadGroups = useCallback(async () => {
    try {
      const answer = await data.groups();
      setMe(answer.me);
      setGroups([...answer.groups].sort(byActivity));
      setProblem(null);
    } catch (error) {
      setProblem(serverProblem(error).msg);
      setGroups([]);
    }
  }, [data]);

  const markRead = useCallback((groupId: number, upTo?: number) => {
    setGroups((list) => list && list.map((g) => (g.id === groupId ? { ...g, unread: 0, mentioned: 0 } : g)));
    setFresh(0);
    void data.read(groupId, upTo).then((r) => {
      const key = now.current.me?.key;
      if (key) setReads((x) => ({ ...x, [key]: Math.max(x[key] ?? 0, r.lastReadId) }));
    }, () => undefined);
  }, [data]);

  const loadNewest = useCallback(async (groupId: number) => {
    const page = await data.history(groupId);
    if (now.current.activeId !== groupId) return;
    setMessages(page.messages);
    setHasMore(page.hasMore);
    setReads(page.reads);
    setMembers(page.members);
    markRead(groupId);
  }, [data, markRead]);

  const open = useCallback((groupId: number) => {
    now.current.activeId = groupId;
    now.current.bottom = true;
    setActiveId(groupId);
    setMessages([]);
    setHasMore(false);
    setFresh(0);
    void loadNewest(groupId).catch((error) => setProblem(serverProblem(error).msg));
  }, [loadNewest]);

  const loadOlder = useCallback(async () => {
    const groupId = now.current.activeId;
    const first = now.current.messages[0];
    if (!groupId || !first || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await data.history(groupId, first.id);
      if (now.current.activeId !== groupId) return;
      setMessages((list) => [...page.messages.filter((m) => !list.some((x) => x.id === m.id)), ...list]);
      setHasMore(page.hasMore);
    } finally {
      setLoadingOlder(false);
    }
  }, [data, loadingOlder]);

  const append = useCallback((m: ChatMessage) => {
    setMessages((list) => (list.some((x) => x.id === m.id) ? list : [...list, m]));
  }, []);

  const onEvent = useCallback((event: ChatEvent) => {
    const { activeId: open, bottom, me: self } = now.current;
    if (event.kind === 'message') {
      const m = event.message;
      const mine = m.sender === self?.key;
      const here = event.groupId === open;
      if (here) append(m);
      const seen = mine || (here && bottom && document.visibilityState === 'visible');
      const counts = !mine && m.type !== 'system';
      const named = Boolean(self && (m.mentions.includes(self.key) || m.mentions.includes('all')));
      setGroups((list) => {
        if (!list) return list;
        if (!list.some((g) => g.id === event.groupId)) {
          void reloadGroups();
          return list;
        }
        return list.map((g) => (g.id !== event.groupId ? g : {
          ...g,
          lastMessage: { id: m.id, senderName: m.senderName, type: m.type, content: m.content, sentAt: m.sentAt },
          unread: seen || !counts ? g.unread : g.unread + 1,
          mentioned: seen || !counts || !named ? g.mentioned : g.mentioned + 1,
        })).sort(byActivity);
      });
      if (here && seen && !mine) markRead(event.groupId, m.id);
      else if (here && !mine && counts) setFresh((n) => n + 1);
    } else if (event.kind === 'read') {
      if (event.groupId === open) setReads((x) => ({ ...x, [event.member]: Math.max(x[event.member] ?? 0, event.lastReadId) }));
    } else {
      if ((event.change === 'left' || event.change === 'dismissed') && event.groupId === open) {
        now.current.activeId = null;
        setActiveId(null);
        setMessages([]);
      }
      if (event.change === 'updated' && event.groupId === open) void data.history(event.groupId).then((p) => setMembers(p.members), () => undefined);
      void reloadGroups();
    }
  }, [append, data, markRead, reloadGroups]);

  useEffect(() => {
    void reloadGroups();
  }, [reloadGroups]);

  useEffect(() => {
    const feed = data.live();
    let wasOpen = false;
    const off = feed.on<ChatEvent>('chat', onEvent);
    feed.onStatus = (status) => {
      setLive(status);
      // Back after a break: what was said meanwhile comes with the reload.
      if (status === 'open' && wasOpen) {
        void reloadGroups();
        if (now.current.activeId) void loadNewest(now.current.activeId).catch(() => undefined);
      }
      if (status === 'open') wasOpen = true;
    };
    setLive(feed.status);
    return () => {
      off();
      feed.close();
    };
  }, [data, onEvent, reloadGroups, loadNewest]);

  const atBottom = useCallback((yes: boolean) => {
    const was = now.current.bottom;
    now.current.bottom = yes;
    const groupId = now.current.activeId;
    if (yes && !was && groupId) {
      const last = now.current.messages.at(-1);
      markRead(groupId, last?.id);
    }
  }, [markRead]);

  const receipt = useCallback((m: ChatMessage) => {
    if (!members.length) return { read: m.readCount, unread: m.unreadCount };
    const others = m.type === 'system' ? [] : members.filter((k) => k !== m.sender);
    const read = others.filter((k) => (reads[k] ?? 0) >= m.id).length;
    return { read, unread: others.length - read };
  }, [members, reads]);

  const active = useMemo(() => groups?.find((g) => g.id === activeId) ?? null, [groups, activeId]);

  const sent = useCallback((m: ChatMessage) => {
    append(m);
    setGroups((list) => list && list.map((g) => (g.id === m.groupId ? { ...g, lastMessage: { id: m.id, senderName: m.senderName, type: m.type, content: m.content, sentAt: m.sentAt } } : g)).sort(byActivity));
    const key = now.current.me?.key;
    if (key) setReads((x) => ({ ...x, [key]: Math.max(x[key] ?? 0, m.id) }));
  }, [append]);

  return { me, groups, problem, active, messages, hasMore, loadingOlder, fresh, live, receipt, open, loadOlder, atBottom, sent, reloadGroups };
}
