/** Video clips and streams: uploads checked by content and size, tenant isolation of every clip and stream address. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, tokenFor, type Running } from './helpers';

let server: Running;
let token: string;
let t2: string;

beforeAll(async () => {
  server = await startServer('pglite');
  token = await tokenFor(server.base, 'root', 'Root@2026');
  t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
});
afterAll(() => server?.stop());

const V = '/envcloud/hw/wl/api/v1/video';
const sampleMp4 = readFileSync(new URL('../../apps/server/assets/video/sample2.mp4', import.meta.url));
type Clip = { id: number; title: string; fileName: string; size: number; mimeType: string };

async function upload(auth: string, bytes: Buffer, fileName: string, title = '') {
  const form = new FormData();
  if (title) form.append('title', title);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), fileName);
  const response = await fetch(new URL(`${V}/upload`, server.base), { method: 'POST', headers: { authorization: `Bearer ${auth}` }, body: form });
  return { status: response.status, body: (await response.json()) as { result: number; msg: string; data: Clip } };
}
const clips = async (auth: string) => (await call<{ rows: Clip[]; total: number }>(server.base, `${V}/videoList`, { token: auth, body: { pageSize: 100 } })).body.data;
const stored = async () => (await server.app.db.owner((sql) => sql.query<{ n: number }>('SELECT count(*)::int AS n FROM spjg_video_clip')))[0]!.n;

describe('uploaded clips', () => {
  it('uploads an MP4, lists it, plays it through a signed address (with ranges), downloads and deletes it', async () => {
    const up = await upload(token, sampleMp4, '卸料录像.mp4', '中转站卸料');
    expect(up.status).toBe(200);
    expect(up.body.msg).toBe('视频已上传');
    const list = await clips(token);
    const clip = list.rows.find((c) => c.id === up.body.data.id)!;
    expect(clip).toMatchObject({ title: '中转站卸料', fileName: '卸料录像.mp4', size: sampleMp4.length, mimeType: 'video/mp4' });

    const play = await call<{ url: string }>(server.base, `${V}/playUrl`, { token, query: { id: String(clip.id) } });
    expect(play.body.data.url).toMatch(/^\/video\/clip\//);
    const whole = await fetch(new URL(play.body.data.url, server.base));
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer()).equals(sampleMp4)).toBe(true);
    const part = await fetch(new URL(play.body.data.url, server.base), { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1', 0, 4)).toBe('ftyp');

    const download = await fetch(new URL(`${V}/download?id=${clip.id}`, server.base), { headers: { authorization: `Bearer ${token}` } });
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent('卸料录像.mp4'));
    expect(Buffer.from(await download.arrayBuffer()).length).toBe(sampleMp4.length);

    const removed = await call(server.base, `${V}/deleteVideo`, { token, body: { id: clip.id } });
    expect(removed.body.result).toBe(0);
    expect((await clips(token)).rows.some((c) => c.id === clip.id)).toBe(false);
    expect((await fetch(new URL(play.body.data.url, server.base))).status).toBe(404);
  });

  it('refuses a file that is not a video by its content, whatever its name, and stores nothing', async () => {
    const before = await stored();
    const fake = await upload(token, Buffer.from('this is not a video, only text pretending'), 'fake.mp4');
    expect(fake.status).toBe(415);
    expect(fake.body.msg).toBe('仅支持 MP4 或 WebM 格式的视频文件（按文件内容识别）');
    const png = await upload(token, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'clip.webm');
    expect(png.status).toBe(415);
    expect(await stored()).toBe(before);
  });

  it('refuses an oversize video with a Chinese message and stores nothing', async () => {
    const before = await stored();
    const big = Buffer.alloc(20 * 1024 * 1024 + 1);
    sampleMp4.copy(big);
    const answer = await upload(token, big, 'big.mp4');
    expect(answer.status).toBe(413);
    expect(answer.body.msg).toBe('视频文件不能超过 20 MB');
    const none = await fetch(new URL(`${V}/upload`, server.base), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: new FormData() });
    expect(none.status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('another tenant’s clip answers 404 for play, download and delete', async () => {
    const mine = (await clips(token)).rows[0]!;
    expect((await clips(t2)).rows.some((c) => c.id === mine.id)).toBe(false);
    const play = await call(server.base, `${V}/playUrl`, { token: t2, query: { id: String(mine.id) } });
    expect(play.status).toBe(404);
    expect(play.body.msg).toBe('视频不存在或已删除');
    expect((await fetch(new URL(`${V}/download?id=${mine.id}`, server.base), { headers: { authorization: `Bearer ${t2}` } })).status).toBe(404);
    expect((await call(server.base, `${V}/deleteVideo`, { token: t2, body: { id: mine.id } })).status).toBe(404);
    expect((await clips(token)).rows.some((c) => c.id === mine.id)).toBe(true);
  });

  it('needs a session and the system', async () => {
    expect((await call(server.base, `${V}/videoList`, { body: {} })).status).toBe(401);
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    expect((await call(server.base, `${V}/videoList`, { token: ops, body: {} })).status).toBe(403);
  });
});

describe('live camera streams', () => {
  it('serves a live HLS playlist of looping sample segments, and the segments', async () => {
    const camera = (await call<{ rows: { id: number }[] }>(server.base, '/cloud/spjg/video/pageList.jhtml', { token, body: { cameraType: 'zc' } })).body.data.rows[0]!;
    const live = await call<{ url: string; poster: string }>(server.base, '/cloud/spjg/video/liveUrl.jhtml', { token, query: { id: String(camera.id) } });
    expect(live.body.result).toBe(0);
    const playlist = await (await fetch(new URL(live.body.data.url, server.base))).text();
    expect(playlist).toMatch(/^#EXTM3U/);
    const segments = playlist.split('\n').filter((l) => l.endsWith('.ts'));
    expect(segments).toHaveLength(3);
    const segment = await fetch(new URL(segments[0]!, new URL(live.body.data.url, server.base)));
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(new Uint8Array(await segment.arrayBuffer())[0]).toBe(0x47); // MPEG-TS sync byte
    expect((await fetch(new URL(live.body.data.poster, server.base))).headers.get('content-type')).toBe('image/jpeg');
  });

  it('another tenant’s camera answers 404; a forged or altered address 403', async () => {
    const camera = (await call<{ rows: { id: number }[] }>(server.base, '/cloud/spjg/video/pageList.jhtml', { token, body: {} })).body.data.rows[0]!;
    const theirs = await call(server.base, '/cloud/spjg/video/liveUrl.jhtml', { token: t2, query: { id: String(camera.id) } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.msg).toBe('摄像头不存在');
    const live = await call<{ url: string }>(server.base, '/cloud/spjg/video/liveUrl.jhtml', { token, query: { id: String(camera.id) } });
    const [, , , tokenPart] = live.body.data.url.split('/');
    const [tenant, what, exp, mac] = tokenPart!.split('.');
    expect(tenant).toBe('1');
    expect((await fetch(new URL(`/video/live/2.${what}.${exp}.${mac}/index.m3u8`, server.base))).status).toBe(403);
    expect((await fetch(new URL(`/video/live/1.c${what!.slice(1)}.${exp}.${mac}/index.m3u8`, server.base))).status).toBe(403);
    expect((await fetch(new URL(`/video/live/${tokenPart}/index.m3u8`, server.base))).status).toBe(200);
    expect((await fetch(new URL('/video/live/abc.def/index.m3u8', server.base))).status).toBe(403);
  });
});
