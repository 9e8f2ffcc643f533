/**
 * Tokens handed over in the address (/layout?token=…, spec §2) are taken into the session and
 * then removed from the address bar at once, so they do not stay in history, bookmarks,
 * screenshots or the Referer of the next request.
 */
const TOKEN_PARAMS = ['token', 'access_token'];

/** The address without its token parameters, or null when it has none. */
export function withoutTokens(href: string): string | null {
  const url = new URL(href);
  if (!TOKEN_PARAMS.some((name) => url.searchParams.has(name))) return null;
  for (const name of TOKEN_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Replaces the current history entry with the token-free address (no navigation). */
export function dropUrlTokens(location: Pick<Location, 'href'> = window.location, history: Pick<History, 'replaceState' | 'state'> = window.history): void {
  const clean = withoutTokens(location.href);
  if (clean !== null) history.replaceState(history.state, '', clean);
}
