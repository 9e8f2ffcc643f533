/**
 * Password change against the server (§4): rules from the tenant parameters; on success the
 * message, then logout after 2 s; otherwise the server message (or 修改密码失败).
 */
import { useEffect, useState } from 'react';
import { afterPasswordChanged, logoutFlow } from '../../../../src/session/flows';
import type { PasswordPolicy } from '../../../../src/session/password-policy';
import { readSystemInfo } from '../../../../src/session/system-info';
import type { PasswordChangeValues } from '../../../../src/shell/PasswordChange';
import { loginUrl } from './basePath';
import { api, client } from './client';

export function usePasswordChange(active: boolean, afterLogoutUrl: () => string | undefined = loginUrl) {
  const [policy, setPolicy] = useState<PasswordPolicy>({});
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const tenantId = readSystemInfo()?.tenantId;
    if (!active || !tenantId) return;
    api.fetchPasswordPolicy(tenantId).then(setPolicy, () => undefined);
  }, [active]);

  const submit = async ({ oldPassword, newPassword }: PasswordChangeValues) => {
    setLoading(true);
    setError(undefined);
    const outcome = await api.changePassword({ oldPassword: { plain: oldPassword }, newPassword: { plain: newPassword }, token: readSystemInfo()?.token ?? '' });
    setLoading(false);
    if (!outcome.ok) return setError(outcome.message);
    setDone(true);
    // The server already ended every session: the logout call may 401, which must not matter.
    afterPasswordChanged(client.adapters, () => void logoutFlow(() => Promise.resolve(), client.adapters, afterLogoutUrl()));
  };

  return { policy, error, loading, done, submit };
}
