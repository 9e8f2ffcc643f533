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

const sign = (body: string) => createHmac('sha256', KEY).update(body).digest('base64url');

export function issueToken(grant: Omit<StreamGrant, 'exp'>, now = Date.now()): { token: string; exp: number } {
  const exp = now + STREAM_TTL_MS;
  const body = Buffer.from(JSON.stringify({ ...grant, exp })).toString('base64url');
  return { token: `${body}.${sign(body)}`, exp };
}

/** The grant of a valid, unexpired token of `kind`; undefined otherwise. */
export function readToken(token: string, kind: StreamGrant['kind'], now = Date.now()): StreamGrant | undefined {
  const [body, mac] = token.split('.');
  if (!body || !mac || token.length > 512) return undefined;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as StreamGrant;
    return grant.kind === kind && typeof grant.tenantId === 'string' && Number.isInteger(grant.id) && grant.exp > now ? grant : undefined;
  } catch {
    return undefined;
  }
}
