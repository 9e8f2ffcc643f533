/**
 * The page a signed-out visitor asked for (/<system>/<page>?…): kept in this browser tab's
 * session storage while they sign in, then taken once by the routing after login when it
 * names a system they hold. Only paths of this app are kept (never another site).
 */
const KEY = 'shell.returnAddress';
const PAGE_ADDRESS = /^\/([A-Za-z0-9_-]+)\/[A-Za-z0-9_-]+(\?[^#]*)?$/;

export function rememberReturnAddress(address: string): void {
  if (!PAGE_ADDRESS.test(address)) return;
  try { sessionStorage.setItem(KEY, address); } catch { /* only the return is lost */ }
}

/** The kept address when its system is one of `systemCodes`; it is forgotten either way. */
export function takeReturnAddress(systemCodes: readonly string[]): string | null {
  let address: string | null = null;
  try {
    address = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  const system = address ? PAGE_ADDRESS.exec(address)?.[1] : undefined;
  return system && systemCodes.includes(system) ? address : null;
}
