/**
 * 指挥调度 (zhdd) answers every call at its spec path: /cloud/zhdd (resource and dispatch modes,
 * the address book, seats, groups, dispatch records and the 调度台's send and steps),
 * /cloud/rongcloud/api/v2 (the group chat) and /cloud/zyry/api/v2/groupChat (the crew side).
 * Members only read and post in a group (403 otherwise); unread counts and mentions drop when
 * read; a tenant never sees another's groups or messages, over HTTP or the live channel.
 */
import sharp from 'sharp';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPath, callsOf, loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;
type Page<T = Obj> = { rows: T[]; total: number };
interface Group { id: number; name: string; unread: number; mentioned: number; memberCount: number; isOwner: boolean; lastMessage: { id: number } | null }
interface Message { id: number; groupId: number; sender: string; senderName: string; type: string; content: string; mentions: string[]; readCount: number; unreadCount: number; fileId: string | null; sentAt: string }
interface Member { key: string; kind: string; id: number; name: string; isOwner: boolean }

const zhdd = await loadSystem('zhdd');
const CHAT = '/cloud/rongcloud/api/v2';
const CREW = '/cloud/zyry/api/v2/groupChat';
const LIVE = '/cloud/platform/gps/live';
const chinese = /[\u4e00-\u9fa5]/;

/** A socket of the live channel keeping its chat events. */
function listen(base: string, token: string): Promise<{ socket: WebSocket; chat: Obj[] }> {
  const url = new URL(LIVE, base.replace('http', 'ws'));
  url.searchParams.set('token', token);
  const socket = new WebSocket(url);
  const chat: Obj[] = [];
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('unexpected-response', (_q, r) => reject(new Error(`status ${r.statusCode}`)));
    socket.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as { type: string; data: Obj };
      if (m.type === 'chat') chat.push(m.data);
      if (m.type === 'hello') resolve({ socket, chat });
    });
  });
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(backends)('zhdd calls (%s)', (backend) => {
  let server: Running;
  const tk: Record<string, string> = {};
  const post = <T = unknown>(path: string, body: Obj = {}, who = 'root') => call<T>(server.base, path, { token: tk[who], body });
  const chat = <T = unknown>(path: string, body: Obj = {}, who = 'root') => post<T>(`${CHAT}/${path}`, body, who);
  const groupsOf = async (who: string) => (await chat<{ me: { key: string }; groups: Group[] }>('group/list', {}, who)).body.data;
  const rows = async <T = Obj>(path: string, body: Obj = {}, who = 'root') => (await post<Page<T>>(path, { pageSize: 500, ...body }, who)).body.data.rows;
  const groupNamed = async (name: string, who = 'root') => (await groupsOf(who)).groups.find((g) => g.name === name)!;
  const upload = async (who: string, content: Buffer) => {
    const boundary = `----zhdd${Date.now()}`;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent('现场.png')}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
    const response = await fetch(new URL(`${CHAT}/message/upload?kind=images`, server.base), {
      method: 'POST', headers: { authorization: `Bearer ${tk[who]}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, body: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    return (await response.json()) as { result: number; msg: string; data: { id: string } };
  };

  beforeAll(async () => {
    server = await startServer(backend);
    const users: [string, string, string][] = [['root', 'root', 'Root@2026'], ['gao', 'diaodu', 'Diaodu@2026'], ['ma', 'banzu', 'Banzu@2026'], ['t2', 't2admin', 'Tenant2@2026'], ['fang', 'bjdiaodu', 'Bjdiaodu2026'], ['ops', 'ops', 'Ops@2026!']];
    for (const [key, name, password] of users) tk[key] = await tokenFor(server.base, name, password);
  }, 180_000);
  afterAll(() => server?.stop());

  it('answers every generic call of its resources at /cloud/zhdd', async () => {
    for (const resource of zhdd.resources) {
      for (const c of callsOf(resource)) expect(c.path.startsWith('/cloud/zhdd/'), c.path).toBe(true);
      const list = await post<Page>(callsOf(resource).find((c) => c.kind === 'list')!.path, {});
      expect(list.body.result, `${resource.key}: ${list.text.slice(0, 200)}`).toBe(0);
      expect(list.body.data.total, resource.key).toBeGreaterThan(0);
      const first = list.body.data.rows[0]!;
      const detail = callsOf(resource).find((c) => c.kind === 'detail')!;
      const one = await call<Obj>(server.base, detail.path, { token: tk.root, query: { id: String(first.id) } });
      expect(one.body.data, resource.key).toMatchObject({ id: first.id });
      const exp = callsOf(resource).find((c) => c.kind === 'export');
      if (exp) {
        const file = await call(server.base, exp.path, { token: tk.root, body: {} });
        expect(file.headers.get('content-type'), exp.path).toContain('spreadsheetml');
      }
    }
    // The address book is the tenant's staff, with the groups each is in beside them.
    const people = await rows<{ id: number; name: string; phone: string; post: string; deptIdLabel: string }>('/cloud/zhdd/communication/pageList');
    const staffTotal = (await post<Page>('/cloud/platform/staff/pageList', {})).body.data.total;
    expect(people.length).toBe(staffTotal);
    expect(people.every((p) => p.deptIdLabel)).toBe(true);
    // Its tree: the tenant's departments.
    const tree = await post<{ id: number; name: string; children?: unknown[] }[]>('/cloud/zhdd/communication/department/tree', {});
    expect(tree.body.data[0]!.children!.length).toBeGreaterThan(0);
    const groups = await rows<{ staffIds: number[] }>('/cloud/zhdd/group/pageList', { staffIds: people[0]!.id });
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((g) => g.staffIds.includes(people[0]!.id))).toBe(true);
    // A resource mode's lines carry its vehicle types and posts with counts, summed on the header.
    const [mode] = await rows<{ id: number; totalCount: number }>('/cloud/zhdd/resourceMode/pageList');
    const lines = await post<{ kind: string; count: number }[]>('/cloud/zhdd/resourceMode/getDetailList', { id: mode!.id });
    expect(lines.body.data.reduce((n, l) => n + l.count, 0)).toBe(mode!.totalCount);
    expect(new Set(lines.body.data.map((l) => l.kind))).toEqual(new Set(['vehicle', 'staff']));
  });

  it('validates its forms with Chinese messages', async () => {
    const mode = await post('/cloud/zhdd/dispatchMode/save', { code: 'dm 1', name: '', scenario: 'flood', responseMinutes: 1 });
    expect(mode.status).toBe(400);
    expect(mode.body.msg).toMatch(chinese);
    const line = await post('/cloud/zhdd/resourceMode/save', { code: 'ZY-99', name: '测试模式', scenario: 'other', radiusKm: 2, status: 'enabled', lines: [{ kind: 'vehicle', count: 1 }] });
    expect(line.status).toBe(400);
    expect(line.body.msg).toContain('车辆资源请选择车辆类型');
    const group = await post('/cloud/zhdd/group/save', { name: '指挥调度中心', groupType: 'work', ownerId: 1 });
    expect(group.status).toBe(400);
    expect(group.body.msg).toMatch(/已存在|不存在/);
  });

  it('answers its reports: candidates on the map and the board figures', async () => {
    const cars = await post<Page<{ id: number; carNo: string; mapState: string; location: string | null }>>('/cloud/zhdd/dispatch/carCandidates', {});
    expect(cars.body.data.total).toBe(24);
    expect(cars.body.data.rows.filter((c) => c.location).length).toBeGreaterThan(20);
    expect(cars.body.data.rows.every((c) => ['idle', 'busy', 'alarm', 'offline'].includes(c.mapState))).toBe(true);
    const staff = await post<Page<{ id: number; post: string; carNo: string; location: string | null }>>('/cloud/zhdd/dispatch/staffCandidates', {});
    expect(staff.body.data.total).toBe((await post<Page>('/cloud/platform/staff/pageList', {})).body.data.total);
    // Drivers and the loaders crewing the vehicles are where their vehicle is; the rest have no place.
    const located = staff.body.data.rows.filter((s) => s.location);
    expect(located.length).toBeGreaterThan(10);
    expect(located.every((s) => s.carNo)).toBe(true);
    expect(staff.body.data.rows.filter((s) => s.post === '装卸工').every((s) => s.carNo)).toBe(true);
    const range = await post<{ start: string; end: string }>('/cloud/zhdd/board/dataRange', {});
    const overview = await post<Page<Obj>>('/cloud/zhdd/board/overview', { startDate: range.body.data.start, endDate: range.body.data.end });
    const all = await post<Page>('/cloud/zhdd/dispatch/pageList', {});
    expect(overview.body.data.rows[0]!.dispatches).toBe(all.body.data.total);
    const open = await post<Page>('/cloud/zhdd/dispatch/pageList', { state: 'issued' });
    const received = await post<Page>('/cloud/zhdd/dispatch/pageList', { state: 'received' });
    expect(overview.body.data.rows[0]!.open).toBe(open.body.data.total + received.body.data.total);
    for (const r of zhdd.reports) {
      const answer = await post<Obj>(r.call, { startDate: range.body.data.start, endDate: range.body.data.end });
      expect(answer.body.result, r.call).toBe(0);
    }
    const bad = await post('/cloud/zhdd/board/overview', { startDate: '2026-13-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(chinese);
  });

  it('lists a seat its groups with unread counts, mentions and the last message', async () => {
    const { me, groups } = await groupsOf('root');
    expect(me.key).toMatch(/^o\d+$/);
    expect(groups.length).toBeGreaterThanOrEqual(4);
    expect(groups.every((g) => typeof g.unread === 'number' && g.lastMessage)).toBe(true);
    expect(groups.some((g) => g.unread > 0)).toBe(true);
    const names = groups.map((g) => g.name);
    // 东区收运作业群 has the dispatcher and the crew leader, not the administrator.
    expect(names).not.toContain('东区收运作业群');
    expect((await groupsOf('gao')).groups.map((g) => g.name)).toContain('东区收运作业群');
    const total = await chat<{ unread: number; mentioned: number }>('unread/total');
    expect(total.body.data.unread).toBe(groups.reduce((n, g) => n + g.unread, 0));
    // Seeded history: a few hundred messages over the last days, some images and mentions.
    const hall = groups.find((g) => g.name === '指挥调度中心')!;
    const page = await chat<{ messages: Message[]; hasMore: boolean }>('message/history', { groupId: hall.id, size: 50 });
    expect(page.body.data.messages.length).toBe(50);
    expect(page.body.data.hasMore).toBe(true);
  });

  it('pages the history backwards without gaps', async () => {
    const hall = await groupNamed('指挥调度中心');
    const first = await chat<{ messages: Message[]; hasMore: boolean }>('message/history', { groupId: hall.id, size: 20 });
    const newest = first.body.data.messages;
    expect(newest.map((m) => m.id)).toEqual([...newest.map((m) => m.id)].sort((a, b) => a - b));
    expect(newest.at(-1)!.id).toBe(hall.lastMessage!.id);
    const older = await chat<{ messages: Message[] }>('message/history', { groupId: hall.id, size: 20, before: newest[0]!.id });
    expect(older.body.data.messages.at(-1)!.id).toBeLessThan(newest[0]!.id);
    const together = await chat<{ messages: Message[] }>('message/history', { groupId: hall.id, size: 40 });
    expect(together.body.data.messages.map((m) => m.id)).toEqual([...older.body.data.messages, ...newest].map((m) => m.id));
    expect((await chat('message/history', { groupId: hall.id, size: 500 })).status).toBe(400);
  });

  it('refuses a non-member (403) and a user without the system', async () => {
    const east = await groupNamed('东区收运作业群', 'gao');
    for (const [path, body] of [['message/history', {}], ['message/send', { content: '你好' }], ['group/members', {}], ['message/read', {}], ['group/addMembers', { members: ['s1'] }]] as const) {
      const answer = await chat(path, { groupId: east.id, ...body }, 'root');
      expect(answer.status, path).toBe(403);
      expect(answer.body.msg, path).toBe('您不是该群成员，不能查看或发送消息');
    }
    for (const path of [`${CHAT}/group/list`, `${CHAT}/message/send`, `${CREW}/contacts`, '/cloud/zhdd/dispatch/send', '/cloud/zhdd/dispatch/receive']) {
      const answer = await post(path, {}, 'ops');
      expect(answer.status, path).toBe(403);
    }
  });

  it('sends text with mentions; the mentioned member sees it unread and mentioned until read; receipts follow', async () => {
    const east = await groupNamed('东区收运作业群', 'gao');
    await chat('message/read', { groupId: east.id }, 'ma');
    const before = await groupNamed('东区收运作业群', 'ma');
    expect(before.unread).toBe(0);
    expect(before.mentioned).toBe(0);
    const members = (await chat<{ members: Member[] }>('group/members', { groupId: east.id }, 'gao')).body.data.members;
    const ma = members.find((m) => m.name === '马骏')!;
    const sent = await chat<Message>('message/send', { groupId: east.id, content: `@马骏 文三路桶站溢满，请安排加收`, mentions: [ma.key] }, 'gao');
    expect(sent.body.result, sent.text).toBe(0);
    expect(sent.body.data).toMatchObject({ type: 'text', senderName: '高峰', mentions: [ma.key], readCount: 0 });
    expect(sent.body.data.unreadCount).toBe(members.length - 1);
    const after = await groupNamed('东区收运作业群', 'ma');
    expect(after.unread).toBe(1);
    expect(after.mentioned).toBe(1);
    // The sender has read their own message.
    expect((await groupNamed('东区收运作业群', 'gao')).unread).toBe(0);
    const readersBefore = await chat<{ read: { key: string }[]; unread: { key: string }[] }>('message/readers', { groupId: east.id, messageId: sent.body.data.id }, 'gao');
    expect(readersBefore.body.data.unread.map((r) => r.key)).toContain(ma.key);
    await chat('message/read', { groupId: east.id, upTo: sent.body.data.id }, 'ma');
    const read = await groupNamed('东区收运作业群', 'ma');
    expect(read.unread).toBe(0);
    expect(read.mentioned).toBe(0);
    const readersAfter = await chat<{ read: { key: string }[] }>('message/readers', { groupId: east.id, messageId: sent.body.data.id }, 'gao');
    expect(readersAfter.body.data.read.map((r) => r.key)).toContain(ma.key);
    const page = await chat<{ messages: Message[] }>('message/history', { groupId: east.id, size: 1 }, 'gao');
    expect(page.body.data.messages[0]!.readCount).toBe(1);
  });

  it('validates messages with Chinese messages and keeps nothing of a refused one', async () => {
    const east = await groupNamed('东区收运作业群', 'gao');
    const count = async () => (await chat<{ messages: Message[] }>('message/history', { groupId: east.id, size: 1 }, 'gao')).body.data.messages[0]!.id;
    const last = await count();
    const cases: [Obj, string][] = [
      [{ content: '   ' }, '消息内容不能为空'],
      [{ content: '长'.repeat(2001) }, '消息内容不能超过 2000 个字'],
      [{ type: 'voice', content: 'x' }, '消息类型只能是文字或图片'],
      [{ content: 'x', mentions: ['o999999'] }, '提及的成员不在群内：o999999'],
      [{ type: 'image' }, '请先上传图片'],
      [{ type: 'image', fileId: 'fnotthere' }, '图片中的文件不存在'],
      [{ content: 'x', groupId: 'abc' }, '请指定要操作的记录'],
    ];
    for (const [body, message] of cases) {
      const answer = await chat('message/send', { groupId: east.id, ...body }, 'gao');
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body.msg.replace(/“|”/g, '')).toContain(message.replace(/“|”/g, '').slice(0, 8));
    }
    expect(await count()).toBe(last);
    expect((await chat('message/send', { content: 'x' }, 'gao')).body.msg).toBe('请指定群聊');
  });

  it('sends images stored in the tenant, with thumbnails no other tenant can read', async () => {
    const east = await groupNamed('东区收运作业群', 'gao');
    const image = await upload('gao', await sharp({ create: { width: 320, height: 240, channels: 3, background: '#5a8' } }).png().toBuffer());
    expect(image.result).toBe(0);
    const sent = await chat<Message>('message/send', { groupId: east.id, type: 'image', fileId: image.data.id }, 'gao');
    expect(sent.body.data).toMatchObject({ type: 'image', fileId: image.data.id, image: { width: 320, height: 240 } });
    const thumb = await call(server.base, `${CHAT}/message/thumbnail`, { token: tk.gao, query: { id: image.data.id } });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect((await call(server.base, `${CHAT}/message/thumbnail`, { token: tk.t2, query: { id: image.data.id } })).status).toBe(404);
    const fake = await upload('gao', Buffer.from('不是图片'));
    expect(fake.result).toBe(400);
    // Tenant 2 cannot send tenant 1's image.
    const own = (await groupsOf('t2')).groups[0]!;
    expect((await chat('message/send', { groupId: own.id, type: 'image', fileId: image.data.id }, 't2')).status).toBe(400);
  });

  it('keeps tenants apart over HTTP', async () => {
    const one = (await groupsOf('root')).groups;
    const two = (await groupsOf('t2')).groups;
    expect(two.length).toBeGreaterThan(0);
    expect(two.some((g) => one.some((o) => o.id === g.id || o.name === g.name))).toBe(false);
    for (const path of ['message/history', 'group/members', 'message/send', 'message/read']) {
      const answer = await chat(path, { groupId: one[0]!.id, content: '跨租户' }, 't2');
      expect(answer.status, path).toBe(404);
      expect(answer.body.msg).toBe('群聊不存在或已解散');
    }
    const list = await rows<{ id: number }>('/cloud/zhdd/group/pageList', {}, 't2');
    expect(list.some((g) => one.some((o) => o.id === g.id))).toBe(false);
    const contacts = await post<{ key: string; name: string }[]>(`${CREW}/contacts`, {}, 't2');
    const mine = await post<{ key: string }[]>(`${CREW}/contacts`, {}, 'root');
    expect(contacts.body.data.some((c) => mine.body.data.some((m) => m.key === c.key))).toBe(false);
  });

  it('delivers a message live to its members only: not to other members of the tenant, never to another tenant', async () => {
    const east = await groupNamed('东区收运作业群', 'gao');
    const [ma, root, t2, fang] = await Promise.all([listen(server.base, tk.ma!), listen(server.base, tk.root!), listen(server.base, tk.t2!), listen(server.base, tk.fang!)]);
    try {
      const sent = await chat<Message>('message/send', { groupId: east.id, content: '实时送达测试' }, 'gao');
      await until(() => ma.chat.some((e) => e.kind === 'message' && (e.message as Message).id === sent.body.data.id), 'the member hears the message');
      // A tenant-2 message after it: once its own members hear it, the others have had time to hear tenant 1's too.
      const bj = (await groupsOf('fang')).groups[0]!;
      const theirs = await chat<Message>('message/send', { groupId: bj.id, content: '滨江实时消息' }, 'fang');
      await until(() => t2.chat.some((e) => e.kind === 'message' && (e.message as Message).id === theirs.body.data.id), 'tenant 2 hears its own');
      await chat('message/read', { groupId: east.id }, 'ma');
      await until(() => ma.chat.some((e) => e.kind === 'read'), 'the read receipt');
      expect(root.chat.filter((e) => e.groupId === east.id)).toEqual([]);
      expect(t2.chat.some((e) => e.groupId === east.id)).toBe(false);
      expect(fang.chat.some((e) => e.groupId === east.id)).toBe(false);
      expect(ma.chat.some((e) => e.groupId === bj.id)).toBe(false);
    } finally {
      for (const s of [ma, root, t2, fang]) s.socket.close();
    }
  });

  it('creates a group, adds and removes members, lets a member quit, and dismisses it — the owner only where it must be', async () => {
    const contacts = (await post<{ key: string; kind: string; name: string }[]>(`${CREW}/contacts`, { keyword: '' }, 'gao')).body.data;
    const ma = contacts.find((c) => c.name === '马骏')!;
    const root = contacts.find((c) => c.name === '系统管理员')!;
    const staff = contacts.filter((c) => c.kind === 'staff');
    expect((await post(`${CREW}/contacts`, { kind: 'robot' }, 'gao')).status).toBe(400);
    const created = await chat<{ groupId: number }>('group/create', { name: '文三路夜间作业群', groupType: 'work', members: [ma.key, staff[0]!.key] }, 'gao');
    expect(created.body.result, created.text).toBe(0);
    const id = created.body.data.groupId;
    expect((await groupsOf('ma')).groups.map((g) => g.id)).toContain(id);
    expect((await chat('group/create', { name: '文三路夜间作业群', members: [ma.key] }, 'gao')).body.msg).toContain('已存在');
    expect((await chat('group/create', { name: '无人群', members: [] }, 'gao')).body.msg).toBe('请至少选择一名成员');
    expect((await chat('group/create', { name: '坏成员', members: ['x1'] }, 'gao')).status).toBe(400);
    const added = await chat<{ members: Member[] }>('group/addMembers', { groupId: id, members: [root.key, staff[1]!.key] }, 'ma');
    expect(added.body.data.members.map((m) => m.key)).toEqual(expect.arrayContaining([root.key, staff[1]!.key]));
    const notOwner = await chat('group/removeMembers', { groupId: id, members: [staff[1]!.key] }, 'ma');
    expect(notOwner.status).toBe(403);
    expect(notOwner.body.msg).toBe('只有群主可以移出成员');
    const removed = await chat<{ members: Member[] }>('group/removeMembers', { groupId: id, members: [staff[1]!.key] }, 'gao');
    expect(removed.body.data.members.map((m) => m.key)).not.toContain(staff[1]!.key);
    expect((await chat('group/quit', { groupId: id }, 'gao')).body.msg).toContain('群主不能退出');
    expect((await chat('group/quit', { groupId: id }, 'ma')).body.result).toBe(0);
    expect((await chat('message/history', { groupId: id }, 'ma')).status).toBe(403);
    expect((await chat('group/update', { groupId: id, notice: '夜间作业注意安全' }, 'root')).status).toBe(403);
    expect((await chat('group/update', { groupId: id, notice: '夜间作业注意安全' }, 'gao')).body.result).toBe(0);
    const history = await chat<{ messages: Message[] }>('message/history', { groupId: id }, 'gao');
    expect(history.body.data.messages.filter((m) => m.type === 'system').map((m) => m.content)).toEqual([
      '高峰 创建了群聊', '马骏 邀请 系统管理员、' + staff[1]!.name + ' 加入群聊', '高峰 将 ' + staff[1]!.name + ' 移出群聊', '马骏 退出了群聊', '高峰 修改了群设置',
    ]);
    expect((await chat('group/dismiss', { groupId: id }, 'root')).status).toBe(403);
    expect((await chat('group/dismiss', { groupId: id }, 'gao')).body.result).toBe(0);
    expect((await chat('message/history', { groupId: id }, 'gao')).status).toBe(404);
  });

  it('tells the crew side which groups a member of staff is in, with what they have not read', async () => {
    const [person] = await rows<{ id: number; name: string }>('/cloud/zhdd/communication/pageList');
    const answer = await post<{ name: string; groups: { id: number; unread: number }[] }>(`${CREW}/staffGroups`, { staffId: person!.id });
    expect(answer.body.data.name).toBe(person!.name);
    const inGroups = await rows<{ id: number }>('/cloud/zhdd/group/pageList', { staffIds: person!.id });
    expect(answer.body.data.groups.map((g) => g.id).sort()).toEqual(inGroups.map((g) => g.id).sort());
    expect((await post(`${CREW}/staffGroups`, {})).body.msg).toBe('请指定作业人员');
    expect((await post(`${CREW}/staffGroups`, { staffId: 99999 })).status).toBe(404);
  });

  it('sends a dispatch from the map to a new group of the people picked, then walks it to 已完成', async () => {
    const staff = (await post<Page<{ id: number; name: string }>>('/cloud/zhdd/dispatch/staffCandidates', {})).body.data.rows;
    // A vehicle driven by a member of staff other than the one picked: its driver joins the group too.
    const cars = (await post<Page<{ id: number; driverName: string }>>('/cloud/zhdd/dispatch/carCandidates', {})).body.data.rows.filter((c) => staff.slice(1).some((s) => s.name === c.driverName));
    const [mode] = await rows<{ id: number; scenario: string; responseLevel: string; responseMinutes: number; messageTemplate: string }>('/cloud/zhdd/dispatchMode/pageList', { code: 'DM-03' });
    const area = JSON.stringify([[120.15, 30.28], [120.16, 30.28], [120.16, 30.29], [120.15, 30.29], [120.15, 30.28]]);
    const payload = {
      title: '文三路突发垃圾堆积', dispatchModeId: mode!.id, scenario: mode!.scenario, responseLevel: mode!.responseLevel, responseMinutes: mode!.responseMinutes,
      areaName: '文三路沿线', area, carIds: [cars[0]!.id], staffIds: [staff[0]!.id], content: mode!.messageTemplate,
    };
    const none = await post('/cloud/zhdd/dispatch/send', { ...payload, carIds: [], staffIds: [] }, 'gao');
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请至少调派一辆车或一名人员');
    const bad = await post('/cloud/zhdd/dispatch/send', { ...payload, area: '[[1,2]]' }, 'gao');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(chinese);
    const ma = await listen(server.base, tk.ma!);
    try {
      const sent = await post<{ id: number; code: string; state: string; groupId: number; groupName: string; groupCreated: boolean }>('/cloud/zhdd/dispatch/send', payload, 'gao');
      expect(sent.body.result, sent.text).toBe(0);
      expect(sent.body.data).toMatchObject({ state: 'issued', groupCreated: true });
      expect(sent.body.data.code).toMatch(/^DD\d{8}-\d{3}$/);
      // The group: the seat, the staff picked and the vehicle's driver; the instruction @mentions the crew with the names filled in.
      const members = (await chat<{ members: Member[] }>('group/members', { groupId: sent.body.data.groupId }, 'gao')).body.data.members;
      expect(members.map((m) => m.name)).toEqual(expect.arrayContaining(['高峰', staff[0]!.name, cars[0]!.driverName]));
      const [message] = (await chat<{ messages: Message[] }>('message/history', { groupId: sent.body.data.groupId, size: 1 }, 'gao')).body.data.messages;
      expect(message).toMatchObject({ type: 'dispatch', senderName: '高峰', dispatchCode: sent.body.data.code });
      expect(message!.content).toContain('文三路突发垃圾堆积');
      expect(message!.content).toContain('文三路沿线');
      expect(message!.content).not.toMatch(/\{区域\}|\{车辆\}/);
      expect(message!.mentions.length).toBeGreaterThan(0);
      // Then to an existing group the seat is in: the crew joins it.
      const east = await groupNamed('东区收运作业群', 'gao');
      const again = await post<{ groupId: number; groupCreated: boolean }>('/cloud/zhdd/dispatch/send', { ...payload, groupId: east.id }, 'gao');
      expect(again.body.data).toMatchObject({ groupId: east.id, groupCreated: false });
      await until(() => ma.chat.some((e) => e.kind === 'message' && e.groupId === east.id && (e.message as Message).type === 'dispatch'), 'the dispatch reaches the group live');
      const notMine = await groupNamed('道路保洁一中队', 'ma');
      expect((await post('/cloud/zhdd/dispatch/send', { ...payload, groupId: notMine.id }, 'gao')).status).toBe(403);

      const id = sent.body.data.id;
      const recordPath = (key: string) => actionPath(zhdd.resources.find((r) => r.key === 'dispatchRecord')!, { call: key });
      expect((await post(recordPath('complete'), { id }, 'ma')).body.msg).toBe('请填写处置结果');
      expect((await post(recordPath('receive'), { id }, 'ma')).body.data).toMatchObject({ state: 'received' });
      expect((await post(recordPath('receive'), { id }, 'ma')).body.msg).toBe('“已接收”的调度不能接收');
      expect((await post(recordPath('remind'), { id }, 'gao')).body.result).toBe(0);
      const done = await post<{ state: string; doneAt: string; result: string }>(recordPath('complete'), { id, result: '已清运完毕' }, 'ma');
      expect(done.body.data).toMatchObject({ state: 'done', result: '已清运完毕' });
      expect((await post(recordPath('cancel'), { id, cancelReason: '误派' }, 'gao')).status).toBe(400);
      const log = await rows<{ action: string }>('/cloud/zhdd/dispatchLog/pageList', { dispatchId: id });
      expect(log.map((l) => l.action)).toEqual(['issue', 'receive', 'remind', 'complete']);
      const steps = (await chat<{ messages: Message[] }>('message/history', { groupId: sent.body.data.groupId, size: 10 }, 'gao')).body.data.messages.filter((m) => m.type === 'dispatch');
      expect(steps.map((m) => m.content.slice(0, 4))).toEqual(['【Ⅳ级·', '【已接收', '【催办】', '【已完成']);
      expect((await post(recordPath('receive'), { id: 99999999 }, 'gao')).status).toBe(404);
      // Tenant 2 cannot step tenant 1's dispatch.
      expect((await post(recordPath('remind'), { id: again.body.data.groupId ? sent.body.data.id : 0 }, 't2')).status).toBe(404);
    } finally {
      ma.socket.close();
    }
  });

  it('answers a disabled seat that it may not chat', async () => {
    const [seat] = await rows<{ id: number; account: string }>('/cloud/zhdd/operator/pageList', { account: 'banzu' });
    await post('/cloud/zhdd/operator/update', { id: seat!.id, status: 'disabled' });
    try {
      const answer = await chat('group/list', {}, 'ma');
      expect(answer.status).toBe(403);
      expect(answer.body.msg).toContain('未登记为调度坐席');
    } finally {
      await post('/cloud/zhdd/operator/update', { id: seat!.id, status: 'enabled' });
    }
    expect((await chat('group/list', {}, 'ma')).status).toBe(200);
  });
});
