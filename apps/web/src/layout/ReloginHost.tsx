/**
 * The shell's re-login dialog (decision 0206). While the shell is on screen it is the request
 * client's `resumeSession`: a 401 opens the dialog over the page (open dialogs and typed values
 * stay as they are); signing in again writes the new token into the system-info record and the
 * failed calls are retried; 返回登录页 lets the §4 flow run (message for 3 s, then the redirect).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ReloginDialog, type ReloginValues } from '../../../../src/shell/ReloginDialog';
import type { Captcha } from '../../../../src/shell/LoginForm';
import { needsCaptcha } from '../../../../src/session/auth-api';
import type { LoginInfo } from '../../../../src/session/login-info';
import { writeSystemInfo } from '../../../../src/session/system-info';
import { api } from '../app/client';
import { setResumeHandler } from '../app/sessionResume';

export interface ReloginHostProps {
  username: string;
  systemCode: string;
  systemTitle: string;
}

export function ReloginHost({ username, systemCode, systemTitle }: ReloginHostProps) {
  const [open, setOpen] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const waiting = useRef<Array<(resumed: boolean) => void>>([]);

  useEffect(() => setResumeHandler(() => new Promise<boolean>((resolve) => {
    waiting.current.push(resolve);
    setError(undefined);
    setOpen(true);
  })), []);

  const settle = useCallback((resumed: boolean) => {
    const resolvers = waiting.current;
    waiting.current = [];
    setOpen(false);
    setLoading(false);
    setCaptcha(null);
    for (const resolve of resolvers) resolve(resumed);
  }, []);

  const refreshCaptcha = useCallback(() => {
    api.captcha(captcha?.vid ?? '').then(setCaptcha, () => undefined);
  }, [captcha?.vid]);

  const submit = useCallback(async ({ password, vcode }: ReloginValues) => {
    setError(undefined);
    setLoading(true);
    const credentials = { username, password: { plain: password } };
    const outcome = captcha ? await api.loginWithVcode(credentials, captcha.vid, vcode) : await api.login(credentials);
    if (!outcome.ok) {
      setLoading(false);
      setError(outcome.message);
      if (captcha || needsCaptcha(outcome)) setCaptcha(await api.captcha(captcha?.vid ?? '').catch(() => null));
      return;
    }
    const info = outcome.info as LoginInfo & { userName?: string; token?: string };
    writeSystemInfo({
      tenantId: info.tenantId ?? '', userId: info.userId ?? '', userName: info.userName ?? username,
      systemCode, systemTitle, token: outcome.accessToken ?? info.token ?? '',
    });
    settle(true);
  }, [captcha, username, systemCode, systemTitle, settle]);

  return (
    <ReloginDialog open={open} username={username} captcha={captcha} onRefreshCaptcha={refreshCaptcha} error={error}
      loading={loading} onSubmit={(values) => void submit(values)} onLeave={() => settle(false)} />
  );
}
