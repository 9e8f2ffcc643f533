import { SPEC_CONSTANTS } from './constants';
import type { SessionIdentity } from './types';

/**
 * §7: `Authorization: Bearer <token>` and `access_token` (the alternate token if present,
 * else the session token). Empty when there is no token or the call is tokenless.
 */
export function authHeaders(who: SessionIdentity | null, tokenless = false): Record<string, string> {
  if (tokenless || !who?.token) return {};
  return {
    Authorization: `Bearer ${who.token}`,
    access_token: who.accessToken || who.token,
  };
}

/** The cross-site token: XSRF-TOKEN cookie echoed as the X-XSRF-TOKEN header. */
export function xsrfHeader(readCookie: (name: string) => string | undefined): Record<string, string> {
  const value = readCookie(SPEC_CONSTANTS.xsrfCookieName);
  return value ? { [SPEC_CONSTANTS.xsrfHeaderName]: value } : {};
}
