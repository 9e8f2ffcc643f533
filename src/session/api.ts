/**
 * Typed API functions for every call the shell makes (platform-shell §7), bound to one
 * request client: `const api = createSessionApi(client); await api.login(...)`.
 */
import type { RequestClient } from '../request/client';
import { createAuthApi } from './auth-api';
import { fetchPasswordPolicy, getByParamTypeCode } from './password-policy';
import { createShellApi } from './shell-api';

export { SESSION_URLS } from './urls';
export { AUTH_ENDPOINTS, loginFailureMessage, autoLoginFailureMessage, type Credentials, type LoginOutcome } from './auth-api';
export { SHELL_ENDPOINTS, replaceVtxIp, type MenuSearchItem, type MenuSearchQuery, type PasswordChangeOutcome } from './shell-api';

export function createSessionApi(client: RequestClient) {
  return {
    ...createAuthApi(client),
    ...createShellApi(client),
    getByParamTypeCode: (tenantId: string, paramTypeCode?: string) => getByParamTypeCode(client, tenantId, paramTypeCode),
    fetchPasswordPolicy: (tenantId: string) => fetchPasswordPolicy(client, tenantId),
  };
}

export type SessionApi = ReturnType<typeof createSessionApi>;
