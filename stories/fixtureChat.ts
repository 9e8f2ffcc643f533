/**
 * The group chat of stories without a server: four groups of a dispatcher (高峰), their members
 * and a few days of messages up to the screens' fixed evening (2026-11-20) — text with
 * @mentions, a site photo, a dispatch card, system lines, the dispatcher's own messages with
 * receipts — answered in memory, and a live feed a play function drives with `emit`.
 */
import type { ChatData } from '../apps/web/src/modules/chat/data';
import type { ChatContact, ChatEvent, ChatGroup, ChatMember, ChatMessage, HistoryPage } from '../apps/catalogue/src';
import type { LiveFeed } from '../apps/web/src/modules/gps/source';

const ME = { key: 'o2', name: '高峰' };
const seats: ChatContact[] = [
  { key: 'o1', kind: 'seat', id: 1, name: '系统管理员', phone: '13905710001', post: '管理员' },
  { key: 'o2', kind: 'seat', id: 2, name: '高峰', phone: '13905710002', post: '调度员' },
  { key: 'o3', kind: 'seat', id: 3, name: '马骏', phone: '13905710003', post: '班组长' },
];
const staff: ChatContact[] = ['王建国', '李海军', '张志强', '陈立新', '刘文斌', '周晓东'].map((name, i) => ({
  key: `s${i + 1}`, kind: 'staff', id: i + 1, name, phone: `1370571${String(71 * (i + 1)).padStart(4, '0')}`, post: ['装卸工', '保洁员', '驾驶员'][i % 3]!,
}));
const people = new Map([...seats, ...staff].map((p) => [p.key, p]));

interface GroupData {
  group: ChatGroup;
  members: string[];
  messages: ChatMessage[];
  reads: Record<string, number>;
}

const PHOTO = `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
  <rect width="320" height="240" fill="rgb(188,214,238)"/><rect y="125" width="320" height="115" fill="rgb(141,147,150)"/><rect y="150" width="320" height="60" fill="rgb(85,91,96)"/>
  <rect x="190" y="120" width="26" height="36" rx="3" fill="rgb(46,125,50)"/><rect x="222" y="120" width="26" height="36" rx="3" fill="rgb(21,101,192)"/>
  <circle cx="60" cy="95" r="28" fill="rgb(76,138,74)"/><rect x="56" y="100" width="8" height="30" fill="rgb(107,79,42)"/>
  <circle cx="110" cy="190" r="14" fill="rgb(138,109,74)"/><circle cx="128" cy="196" r="12" fill="rgb(122,106,90)"/><circle cx="96" cy="200" r="10" fill="rgb(154,125,90)"/></svg>`)}`;

let nextId = 1000;

function message(groupId: number, sender: string, at: string, content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: nextId++, groupId, sender, senderName: sender === 'system' ? '系统' : people.get(sender)?.name ?? '', type: 'text', content, fileId: null, image: null,
    mentions: [], dispatchId: null, dispatchCode: null, sentAt: at, readCount: 0, unreadCount: 0, ...extra,
  };
}

function group(id: number, name: string, groupType: string, members: string[], lines: [string, string, string, Partial<ChatMessage>?][], readUpTo: Record<string, number>): GroupData {
  const messages = lines.map(([sender, at, content, extra]) => message(id, sender, at, content, extra));
  const last = messages.at(-1)!;
  const reads: Record<string, number> = {};
  for (const key of members) reads[key] = messages[Math.max(0, messages.length - 1 - (readUpTo[key] ?? 0))]!.id;
  const unread = messages.filter((m) => m.id > reads[ME.key]! && m.sender !== ME.key && m.type !== 'system');
  return {
    members, messages, reads,
    group: {
      id, name, groupType, groupTypeLabel: { work: '作业群', emergency: '应急群', dispatch: '调度群', dept: '部门群' }[groupType]!, ownerId: 2, isOwner: id !== 3,
      notice: `${name}：请及时回复调度消息，作业照片发群内留档。`, memberCount: members.length, unread: unread.length,
      mentioned: unread.filter((m) => m.mentions.includes(ME.key) || m.mentions.includes('all')).length, lastReadId: reads[ME.key]!,
      lastMessage: { id: last.id, senderName: last.senderName, type: last.type, content: last.content, sentAt: last.sentAt },
    },
  };
}

/** A fresh chat for one story (its messages change as the story sends). */
export function fixtureChat(): ChatData & { emit(event: ChatEvent): void } {
  nextId = 1000;
  const groups: GroupData[] = [
    group(1, '东区收运作业群', 'work', ['o2', 'o3', 's1', 's2', 's3', 's4', 's5'], [
      ['system', '2026-11-18 07:02:00', '高峰 创建了群聊', { type: 'system' }],
      ['s1', '2026-11-18 07:30:12', '已到达翠苑一区，开始作业'],
      ['s3', '2026-11-18 08:05:40', '浙A·D2200已满载，前往转运站'],
      ['o2', '2026-11-18 09:12:03', '@王建国 文三新村桶站溢满，请安排加收', { mentions: ['s1'] }],
      ['s1', '2026-11-18 09:20:51', '收到，马上处理'],
      ['s2', '2026-11-19 07:41:22', '', { type: 'image', fileId: 'photo-1', image: { width: 320, height: 240 } }],
      ['s2', '2026-11-19 07:41:40', '德加社区垃圾已清运完毕，现场照片已上传'],
      ['o2', '2026-11-19 14:02:10', '学院路突发垃圾堆积清运', {
        type: 'dispatch', dispatchId: 12, dispatchCode: 'DD20261119-002', mentions: ['s4', 's5'],
        content: '【Ⅳ级·突发垃圾堆积】学院路突发垃圾堆积清运\n学院路沿线发现突发垃圾堆积，请浙A·D2958、陈立新、刘文斌于60分钟内到场清运，完成后上传清运前后对比照片。',
      }],
      ['s4', '2026-11-19 14:15:33', '【已接收】学院路突发垃圾堆积清运：处置班组已接收任务（陈立新）', { type: 'dispatch', dispatchId: 12, dispatchCode: 'DD20261119-002' }],
      ['o3', '2026-11-20 08:10:05', '今天莫干山路有占道施工，车辆注意绕行'],
      ['s5', '2026-11-20 16:48:27', '@高峰 古荡湾垃圾量比平时多，下午加一趟？', { mentions: ['o2'] }],
      ['o3', '2026-11-20 17:02:44', '@所有人 明早 6 点全员到岗，迎接检查', { mentions: ['all'] }],
    ], { o2: 2, o3: 0, s1: 1, s2: 3, s3: 6, s4: 2, s5: 0 }),
    group(2, '防汛应急群', 'emergency', ['o1', 'o2', 's1', 's3', 's5'], [
      ['o1', '2026-11-19 18:00:00', '气象台发布暴雨黄色预警，请各队做好准备'],
      ['s3', '2026-11-19 18:20:10', '抽水泵已到位'],
      ['o2', '2026-11-20 06:40:00', '天目山路低洼处积水约 15 厘米，已设置警示'],
    ], { o1: 0, o2: 0, s1: 1, s3: 0, s5: 2 }),
    group(3, '指挥调度中心', 'dispatch', ['o1', 'o2', 'o3', ...staff.map((s) => s.key)], [
      ['o1', '2026-11-20 07:00:00', '今日排班已发布，请各班组查收'],
      ['s6', '2026-11-20 12:11:00', '收到'],
      ['o3', '2026-11-20 15:30:00', '请各班组长 17:00 前报送今日作业情况'],
    ], { o2: 2 }),
    group(4, '综合办公室', 'dept', ['o1', 'o2', 'o3'], [
      ['o1', '2026-11-17 10:00:00', '下周一迎接市容检查，请提前准备'],
    ], {}),
  ];
  const listeners = new Set<(e: ChatEvent) => void>();
  const find = (id: number) => groups.find((g) => g.group.id === id)!;
  const counted = (g: GroupData, m: ChatMessage): ChatMessage => {
    const others = m.type === 'system' ? [] : g.members.filter((k) => k !== m.sender);
    const read = others.filter((k) => (g.reads[k] ?? 0) >= m.id).length;
    return { ...m, readCount: read, unreadCount: others.length - read };
  };
  const emit = (event: ChatEvent) => {
    if (event.kind === 'message') {
      const g = find(event.groupId);
      g.messages.push(event.message);
      if (event.message.sender !== ME.key) {
        g.group = { ...g.group, unread: g.group.unread + 1, mentioned: g.group.mentioned + (event.message.mentions.includes(ME.key) ? 1 : 0) };
      }
    }
    for (const l of listeners) l(event);
  };
  const feed: LiveFeed = {
    status: 'open',
    on: <T,>(type: string, listener: (data: T) => void) => {
      if (type !== 'chat') return () => undefined;
      const l = listener as unknown as (e: ChatEvent) => void;
      listeners.add(l);
      return () => listeners.delete(l);
    },
    close: () => listeners.clear(),
  };
  const page = (g: GroupData, before?: number): HistoryPage => {
    const older = g.messages.filter((m) => !before || m.id < before);
    const slice = older.slice(-30);
    return { messages: slice.map((m) => counted(g, m)), hasMore: older.length > slice.length, members: g.members, reads: { ...g.reads } };
  };
  const members = (g: GroupData): ChatMember[] => g.members.map((key) => ({ ...people.get(key)!, isOwner: key === 'o2' && g.group.isOwner }));
  return {
    emit,
    groups: async () => ({ me: ME, groups: groups.map((g) => g.group) }),
    history: async (id, before) => page(find(id), before),
    send: async (id, body) => {
      const g = find(id);
      const m = message(id, ME.key, '2026-11-20 17:30:00', body.content ?? '', { type: body.type, fileId: body.fileId ?? null, mentions: body.mentions ?? [] });
      g.messages.push(m);
      g.reads[ME.key] = m.id;
      return counted(g, m);
    },
    read: async (id, upTo) => {
      const g = find(id);
      g.reads[ME.key] = Math.max(g.reads[ME.key] ?? 0, upTo ?? g.messages.at(-1)!.id);
      g.group = { ...g.group, unread: 0, mentioned: 0 };
      return { lastReadId: g.reads[ME.key]! };
    },
    readers: async (id, messageId) => {
      const g = find(id);
      const m = g.messages.find((x) => x.id === messageId)!;
      const others = g.members.filter((k) => k !== m.sender).map((k) => ({ key: k, name: people.get(k)!.name, readAt: (g.reads[k] ?? 0) >= messageId ? '2026-11-20 17:00:00' : null }));
      return { read: others.filter((r) => r.readAt), unread: others.filter((r) => !r.readAt) };
    },
    members: async (id) => ({ ownerId: 2, members: members(find(id)) }),
    contacts: async (keyword) => [...seats, ...staff].filter((p) => !keyword || p.name.includes(keyword) || p.post.includes(keyword)),
    createGroup: async () => ({ groupId: 1 }),
    addMembers: async () => undefined,
    removeMembers: async () => undefined,
    update: async () => undefined,
    quit: async () => undefined,
    dismiss: async () => undefined,
    upload: async () => ({ id: 'photo-2' }),
    imageUrl: async () => PHOTO,
    live: () => feed,
  };
}
