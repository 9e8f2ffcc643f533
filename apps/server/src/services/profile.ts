import type { Sql } from '../db/types';
import { PLATFORM_TENANT } from '../seed/demo-data';
import { PASSWORD_PARAM_TYPE } from '../seed/seed';
import { ROOT_USERNAME } from '../access/grants';

export interface SystemItem {
  id: string;
  code: string;
  name: string;
  sort: number;
}

export interface Profile {
  /** null for a user without a tenant. */
  tenantId: string | null;
  userId: string;
  userName: string;
  name: string;
  photoId: string | null;
  systems: SystemItem[];
  enablePasswordPolicy: boolean;
  passwordExpiryEnabled: boolean;
  passwordExpression: string;
  passwordExpired: boolean;
  /** A disabled user cannot sign in (decision 0330). */
  disabled: boolean;
}

/** Everything login and the session calls say about a user; runs inside the user's tenant scope. */
export async function loadProfile(sql: Sql, userId: string): Promise<Profile | null> {
  const [user] = await sql.query<{
    tenant_id: string; username: string; name: string; photo_id: string | null; password_expires_at: Date | null;
    enable_password_policy: boolean; password_expiry_enabled: boolean; disabled: boolean;
  }>(
    `SELECT u.tenant_id, u.username, u.name, u.photo_id, u.password_expires_at, u.disabled, t.enable_password_policy, t.password_expiry_enabled
     FROM users u JOIN tenants t ON t.tenant_id = u.tenant_id WHERE u.user_id = $1`,
    [userId],
  );
  if (!user) return null;
  // Systems held directly or through a role (decision 0330); root holds every one.
  const systems = await sql.query<{ code: string; name: string; sort: number }>(
    `SELECT s.code, s.name, s.sort FROM systems s
      WHERE $2 OR EXISTS (SELECT 1 FROM user_systems us WHERE us.user_id = $1 AND us.system_code = s.code)
         OR EXISTS (SELECT 1 FROM user_roles ur JOIN role_systems rs ON rs.tenant_id = ur.tenant_id AND rs.role_id = ur.role_id
                     WHERE ur.user_id = $1 AND rs.system_code = s.code)
      ORDER BY s.sort`,
    [userId, user.username === ROOT_USERNAME],
  );
  const [regex] = await sql.query<{ parm_name: string }>(
    `SELECT parm_name FROM params WHERE param_type_code = $1 AND parm_code = 'regex'`,
    [PASSWORD_PARAM_TYPE],
  );
  const expires = user.password_expires_at ? new Date(user.password_expires_at).getTime() : Infinity;
  return {
    tenantId: user.tenant_id === PLATFORM_TENANT ? null : user.tenant_id,
    userId,
    userName: user.username,
    name: user.name,
    photoId: user.photo_id,
    systems: systems.map((s) => ({ id: s.code, code: s.code, name: s.name, sort: s.sort })),
    enablePasswordPolicy: user.enable_password_policy,
    passwordExpiryEnabled: user.password_expiry_enabled,
    passwordExpression: regex?.parm_name ?? '',
    passwordExpired: user.password_expiry_enabled && expires <= Date.now(),
    disabled: user.disabled,
  };
}

/** The login answer's data (spec §3 login info). */
export function loginData(profile: Profile, token: string) {
  return {
    tenantId: profile.tenantId,
    userId: profile.userId,
    userName: profile.userName,
    name: profile.name,
    systemList: profile.systems.map((s) => `${s.code}||${s.name}`),
    enablePasswordPolicy: profile.enablePasswordPolicy,
    passwordExpire: profile.passwordExpiryEnabled,
    passwordExpression: profile.passwordExpression,
    token,
    access_token: token,
  };
}
