/**
 * The captcha is drawn, not written: the SVG holds outlines (paths) only, so the code never
 * appears as text in the answer; and it is rate-limited per source address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFrom, startServer, type Running } from './helpers';

const CAPTCHA = 'W3XY';
const PATH = '/cloud/management/rest/np/login/captcha';

function svgOf(img: string): string {
  expect(img).toMatch(/^data:image\/svg\+xml;base64,/);
  return Buffer.from(img.split(',')[1]!, 'base64').toString('utf8');
}

describe('captcha image and rate limit (pglite)', () => {
  let server: Running;

  beforeAll(async () => {
    server = await startServer('pglite', { settings: { captchaCode: () => CAPTCHA } });
  });
  afterAll(() => server?.stop());

  it('draws the code as paths: no text element, no text node and no code character as text', async () => {
    const answer = await callFrom<{ vid: string; img: string }>('127.0.0.5', server.base, PATH, { body: {} });
    expect(answer.body.result).toBe(0);
    const svg = svgOf(answer.body.data.img);
    expect(svg).not.toMatch(/<text|<tspan|<foreignObject|font-family/i);
    // Between the tags there is nothing to read.
    expect(svg.replace(/<[^>]*>/g, '').trim()).toBe('');
    expect(answer.text).not.toContain(CAPTCHA);
    expect(svg.match(/<path /g)?.length ?? 0).toBeGreaterThanOrEqual(CAPTCHA.length);
    // Drawn anew each time: two images of the same code differ.
    const again = svgOf((await callFrom<{ img: string }>('127.0.0.5', server.base, PATH, { body: {} })).body.data.img);
    expect(again).not.toBe(svg);
  });

  it('answers 429 with a Chinese message to many rapid calls from one address, and serves another address', async () => {
    const answers = await Promise.all(Array.from({ length: 80 }, () => callFrom('127.0.0.6', server.base, PATH, { body: {} })));
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const rows = await server.app.db.owner((sql) => sql.query<{ n: number }>('SELECT count(*)::int AS n FROM captchas'));
    expect(rows[0]!.n).toBeLessThan(80);
    expect((await callFrom('127.0.0.7', server.base, PATH, { body: {} })).body.result).toBe(0);
  });
});
