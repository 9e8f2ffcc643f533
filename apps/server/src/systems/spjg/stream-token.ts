/**
 * Short-lived signed stream addresses (decision 0117): a <video> element or hls.js fetching
 * segments cannot send the session header, so the address itself carries a token naming the
 * tenant, what may be played and until when, signed with a key that lives only in this process.
 * The stream routes check the signature and expiry, then find the record inside that tenant.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const STREAM_TTL_MS = 10 * 60_000;
const KEY = randomBytes(32);

export interface StreamGrant {
  tenantId: string;
  kind: 'live' | 'clip';
  id: number;
  /** Expiry, ms since the epoch. */
  exp: number;
}

// 128 bits of the HMAC: enough against forgery, short enough for a path segment (Fastify allows 100 characters).
const sign = (body: string) => createHmac('sha256', KEY).update(body).digest('base64url').slice(0, 22);

/** `<tenant>.<l|c><id>.<exp base 36>.<mac>` (tenant ids are letters and digits). */
export function issueToken(grant: Omit<StreamGrant, 'exp'>, now = Date.now()): { token: string; exp: number } {
  const exp = now + STREAM_TTL_MS;
  const body = `${grant.tenantId}.${grant.kind[0]}${grant.id}.${exp.toString(36)}`;
  return { token: `${body}.${sign(body)}`, exp };
}

/** The grant of a valid, unexpired token of `kind`; undefined otherwise. */
export function readToken(token: string, kind: StreamGrant['kind'], now = Date.now()): StreamGrant | undefined {
  const match = /^([A-Za-z0-9_-]{1,32})\.([lc])(\d{1,10})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return undefined;
  const [, tenantId, k, id, exp, mac] = match;
  const expected = Buffer.from(sign(token.slice(0, token.length - 23)));
  if (!timingSafeEqual(expected, Buffer.from(mac!))) return undefined;
  const grant: StreamGrant = { tenantId: tenantId!, kind: k === 'l' ? 'live' : 'clip', id: Number(id), exp: parseInt(exp!, 36) };
  return grant.kind === kind && grant.exp > now ? grant : undefined;
}
