/**
 * Timed session flows of §4/§8 that the shell triggers: logout, the logout 2 s after a
 * password change, and the redirect 3 s after a failed tenant password rule.
 */
import { session as messages } from '../i18n/messages/session';
import type { BrowserAdapters } from '../request/adapters';
import { SPEC_CONSTANTS } from '../request/constants';
import { clearRememberedLogin } from './remembered-record';
import { defaultStore, type KeyValueStore } from './storage';
import { clearSystemInfo } from './system-info';

type Effects = Pick<BrowserAdapters, 'notify' | 'redirect' | 'schedule'>;

/**
 * §4: logout clears the remembered data and redirects to the login address; without one
 * it says "已注销，请重新登录". The server call failing must not keep the user signed in.
 */
export async function logoutFlow(
  serverLogout: () => Promise<unknown>,
  effects: Effects,
  loginUrl: string | undefined,
  store: KeyValueStore = defaultStore(),
): Promise<void> {
  await serverLogout().catch(() => undefined);
  clearRememberedLogin(store);
  clearSystemInfo(store);
  if (loginUrl) effects.redirect(loginUrl);
  else effects.notify(messages.loggedOut, { type: 'info', duration: SPEC_CONSTANTS.noticeDurationMs });
}

/** §4: after a successful change, say so and log out after 2 seconds. */
export function afterPasswordChanged(effects: Effects, logout: () => void): () => void {
  effects.notify(messages.passwordChanged, { type: 'success', duration: SPEC_CONSTANTS.noticeDurationMs });
  return effects.schedule(logout, SPEC_CONSTANTS.logoutAfterPasswordChangeMs);
}

/** §4: a password failing the tenant rule shows the tip, then goes to the change page after 3 s. */
export function redirectToPasswordChange(effects: Effects, tip: string, changePageUrl: string): () => void {
  effects.notify(tip, { type: 'warning', duration: SPEC_CONSTANTS.passwordRuleRedirectDelayMs });
  return effects.schedule(() => effects.redirect(changePageUrl), SPEC_CONSTANTS.passwordRuleRedirectDelayMs);
}

/** The password change page address with the page to return to (§2: /ums/#/pwdChange). */
export function passwordChangeUrl(returnTo: string): string {
  return `/ums/#/pwdChange?redirect=${encodeURIComponent(returnTo)}`;
}
