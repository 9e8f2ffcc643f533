/** Login info parsing (§3) and the routing decision after login (§4). */

export interface SystemItem {
  id: string;
  code: string;
  name: string;
}

export interface LoginInfo {
  tenantId?: string;
  userId?: string;
  systemList: SystemItem[];
  enablePasswordPolicy?: boolean;
  passwordExpire?: boolean;
  passwordExpression?: string;
}

/** `systemList` is a JSON list (or a list) of `code||name` strings. */
export function parseSystemList(raw: unknown): SystemItem[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((entry): entry is string => typeof entry === 'string' && entry.includes('||'))
    .map((entry) => {
      const [code, ...name] = entry.split('||');
      return { id: code, code, name: name.join('||') };
    });
}

export function parseLoginInfo(data: Record<string, unknown> | null | undefined): LoginInfo {
  const info = data ?? {};
  return { ...(info as Omit<LoginInfo, 'systemList'>), systemList: parseSystemList(info.systemList) };
}

/** The login response's access-token header holds a JSON object with access_token. */
export function parseAccessTokenHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  try {
    const value = (JSON.parse(header) as { access_token?: unknown }).access_token;
    return typeof value === 'string' && value ? value : undefined;
  } catch {
    return undefined;
  }
}

/** §4 step 3: with the policy on, a password not matching passwordExpression is non-compliant. */
export function isPasswordNonCompliant(info: LoginInfo, typedPassword: string): boolean {
  if (!info.enablePasswordPolicy || !info.passwordExpression) return false;
  try {
    return !new RegExp(info.passwordExpression).test(typedPassword);
  } catch {
    return false; // a broken tenant expression must not lock everyone out
  }
}

export type LoginRoute = { path: '/layout'; query: { systemCode: string; title: string } } | { path: '/navigation' };

/** §4 step 4: one system goes straight to /layout; several go to /navigation. */
export function routeAfterLogin(info: LoginInfo): LoginRoute {
  if (info.systemList.length === 1) {
    const [only] = info.systemList;
    return { path: '/layout', query: { systemCode: only.code, title: only.name } };
  }
  return { path: '/navigation' };
}
