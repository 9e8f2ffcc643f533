/**
 * What happens after a successful sign-in (§4): the system-info record, the password-rule
 * check (tip, then the change page after 3 s), the expiry check and the routing by number
 * of systems. Auto-login sends root straight to /layout and users without a tenant to
 * /navigation.
 */
import { t } from '../../../../src/i18n';
import { isPasswordNonCompliant, routeAfterLogin, type LoginInfo } from '../../../../src/session/login-info';
import { checkPasswordPolicy } from '../../../../src/session/password-policy';
import { passwordChangeUrl, redirectToPasswordChange } from '../../../../src/session/flows';
import { writeSystemInfo } from '../../../../src/session/system-info';
import { appPath } from '../app/basePath';
import { api, client } from '../app/client';
import { takeReturnAddress } from '../app/returnAddress';

export type AfterLogin = { kind: 'route'; to: string } | { kind: 'passwordRule'; tip: string } | { kind: 'expired' } | { kind: 'stopped' };

export interface SignedIn {
  info: LoginInfo & { userName?: string; token?: string };
  accessToken?: string;
  username: string;
  /** The password as typed, when there is one (not for the remembered credential). */
  typed?: string;
  auto: boolean;
}

export function layoutHref(systemCode?: string, title?: string): string {
  const query = new URLSearchParams();
  if (systemCode) query.set('systemCode', systemCode);
  if (title) query.set('title', title);
  const text = query.toString();
  return text ? `/layout?${text}` : '/layout';
}

export async function afterLogin({ info, accessToken, username, typed, auto }: SignedIn): Promise<AfterLogin> {
  const token = accessToken ?? info.token ?? '';
  writeSystemInfo({ tenantId: info.tenantId ?? '', userId: info.userId ?? '', userName: info.userName ?? username, systemCode: '', systemTitle: '', token });
  // A page asked for while signed out is where a user who holds its system lands.
  const back = () => takeReturnAddress(info.systemList.map((s) => s.code));
  if (auto && username === 'root') return { kind: 'route', to: back() ?? layoutHref(info.systemList[0]?.code, info.systemList[0]?.name) };
  if (!info.tenantId) return { kind: 'route', to: '/navigation' };

  // §4 step 3: the expression from login; then the tenant rule fetched by param_password_validate.
  let tip: string | undefined;
  if (typed !== undefined) {
    const policy = await api.fetchPasswordPolicy(info.tenantId).catch(() => null);
    if (!policy) return { kind: 'stopped' };
    const check = checkPasswordPolicy(typed, policy);
    if (!check.ok) tip = check.tip;
    else if (isPasswordNonCompliant(info, typed)) tip = policy.tip || t('shell.password.ruleFallback');
  }
  if (tip) {
    redirectToPasswordChange(client.adapters, tip, appPath(passwordChangeUrl(appPath('/'))));
    return { kind: 'passwordRule', tip };
  }
  if (info.passwordExpire) {
    // A failing check already showed the server message or 请求失败 through the client (§8).
    const expired = await api.checkPasswordExpired({ userId: info.userId, tenantId: info.tenantId }).catch(() => null);
    if (expired === null) return { kind: 'stopped' };
    if (expired) {
      client.adapters.notify(t('session.passwordExpired'), { type: 'error', duration: 3000 });
      return { kind: 'expired' };
    }
  }
  const route = routeAfterLogin(info);
  const returnTo = back();
  if (returnTo) return { kind: 'route', to: returnTo };
  return { kind: 'route', to: route.path === '/layout' ? layoutHref(route.query.systemCode, route.query.title) : '/navigation' };
}
