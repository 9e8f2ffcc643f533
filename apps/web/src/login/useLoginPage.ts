/**
 * The login page's state machine (§4 Login, Auto-login): captcha when the server asks,
 * remembered login, auto-login within 7 days, and the messages of §8. The remembered record
 * is read before the first paint; the request stack (loginActions) loads on the first touch
 * of the form, on submit, or at once for auto-login (decision 0205).
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { message } from '../../../../src/components/Message';
import { t } from '../../../../src/i18n';
import { needsCaptcha, type LoginOutcome } from '../../../../src/session/login-outcome';
import { readRememberedLogin, type RememberedLogin } from '../../../../src/session/remembered-record';
import type { Captcha, LoginValues } from '../../../../src/shell/LoginForm';

type Actions = typeof import('./loginActions');
let loading: Promise<Actions> | undefined;
const loadActions = () => (loading ??= import('./loginActions'));
/** Starts loading the request stack (the user is about to sign in). */
const prefetchActions = () => void loadActions();


export function useLoginPage() {
  const navigate = useNavigate();
  const [record, setRecord] = useState<{ record: RememberedLogin | null; ready: boolean }>({ record: null, ready: false });
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [autoRunning, setAutoRunning] = useState(false);
  const started = useRef(false);

  const refreshCaptcha = useCallback(async () => {
    try {
      const { api } = await loadActions();
      setCaptcha(await api.captcha(captcha?.vid ?? ''));
    } catch {
      /* the client already showed the error */
    }
  }, [captcha?.vid]);

  const finish = useCallback(async (outcome: Extract<LoginOutcome, { ok: true }>, username: string, typed: string | undefined, auto: boolean) => {
    const { afterLogin } = await loadActions();
    const next = await afterLogin({ info: outcome.info as never, accessToken: outcome.accessToken, username, typed, auto });
    if (next.kind === 'route') navigate(next.to);
    else setLoading(false);
  }, [navigate]);

  // The remembered record before the first paint (the form mounts once with it); then
  // auto-login (§4): token login with the remembered credential; an old record warns instead.
  useLayoutEffect(() => {
    if (started.current) return;
    started.current = true;
    const read = readRememberedLogin();
    setRecord({ record: read.record, ready: true });
    if (read.autoLoginExpired) {
      message.warning(t('session.autoLoginExpired'), 3000);
      return;
    }
    const saved = read.record;
    const hashed = saved?.autoLogin ? saved.password : undefined;
    if (!saved || !hashed) return;
    setAutoRunning(true);
    setLoading(true);
    void loadActions().then(async ({ api, autoLoginFailureMessage }) => {
      const outcome = await api.loginForToken({ username: saved.username, password: { hashed } });
      setAutoRunning(false);
      if (outcome.ok) return finish(outcome, saved.username, undefined, true);
      setLoading(false);
      setError(autoLoginFailureMessage(outcome.body?.msg));
      setCaptcha(await api.captcha('').catch(() => null));
    });
  }, [finish]);

  const submit = useCallback(async (values: LoginValues) => {
    setError(undefined); // §4 step 1: any earlier message is cleared
    setLoading(true);
    const { api, saveRememberedLogin } = await loadActions();
    const password = values.useRemembered && record.record?.password ? { hashed: record.record.password } : { plain: values.password };
    const credentials = { username: values.username, password };
    const outcome = captcha
      ? await api.loginWithVcode(credentials, captcha.vid, values.vcode)
      : await api.login(credentials);
    if (!outcome.ok) {
      setLoading(false);
      setError(outcome.message);
      // A captcha is single-use: fetch a new one whenever the server wants one.
      if (captcha || needsCaptcha(outcome)) setCaptcha(await api.captcha(captcha?.vid ?? '').catch(() => null));
      return;
    }
    saveRememberedLogin({ username: values.username, password, rememberMe: values.rememberMe, autoLogin: values.autoLogin });
    await finish(outcome, values.username, 'plain' in password ? password.plain : undefined, false);
  }, [captcha, record, finish]);

  return { record: record.record, ready: record.ready, captcha, refreshCaptcha, error, loading, autoRunning, submit, prefetch: prefetchActions };
}
