/**
 * The route base path (§2): a global setting `window.__APP_CONFIG__.basePath`, else the
 * build's base (VITE_BASE), else the root.
 */
declare global {
  interface Window {
    __APP_CONFIG__?: { basePath?: string; loginUrl?: string; requestTimeoutMs?: number };
  }
}

export function basePath(): string {
  const configured = typeof window !== 'undefined' ? window.__APP_CONFIG__?.basePath : undefined;
  const base = configured ?? import.meta.env.BASE_URL ?? '/';
  return base.endsWith('/') && base.length > 1 ? base.slice(0, -1) : base;
}

/** An app path under the base path: appPath('/layout') → '/console/layout'. */
export function appPath(path: string): string {
  const base = basePath();
  return base === '/' ? path : `${base}${path}`;
}

/** The login address used by the session time-out and logout flows. */
export function loginUrl(): string | undefined {
  const configured = window.__APP_CONFIG__?.loginUrl;
  // An empty configured address means "no login address": logout then only says so (§8).
  return configured === undefined ? appPath('/') : configured || undefined;
}
