/**
 * The sign-in form (§4 Login): user name, password, the captcha when the server asks for
 * it, remember me and auto-login. Presentational: the page runs the flow.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { t } from '../../i18n';
import { CaptchaField, type Captcha } from './CaptchaField';
import { Alert, Field, FieldError, Form, Heading, Options, Panel, Sub } from './LoginForm.styles';

export type { Captcha } from './CaptchaField';

export interface LoginValues {
  username: string;
  /** Empty when the remembered (hashed) credential is used unchanged. */
  password: string;
  useRemembered: boolean;
  vcode: string;
  rememberMe: boolean;
  autoLogin: boolean;
}

export interface LoginFormProps {
  initialUsername?: string;
  /** A remembered credential exists: the password box shows a mask until edited. */
  hasRememberedPassword?: boolean;
  initialRememberMe?: boolean;
  initialAutoLogin?: boolean;
  captcha?: Captcha | null;
  onRefreshCaptcha?: () => void;
  /** The error of the last attempt (§8); cleared by the page on submit. */
  error?: string;
  loading?: boolean;
  onSubmit: (values: LoginValues) => void;
}

const MASK = '••••••••';

export function LoginForm({
  initialUsername = '', hasRememberedPassword = false, initialRememberMe = false, initialAutoLogin = false,
  captcha, onRefreshCaptcha, error, loading, onSubmit,
}: LoginFormProps) {
  const id = useId();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState(hasRememberedPassword ? MASK : '');
  const [useRemembered, setUseRemembered] = useState(hasRememberedPassword);
  const [vcode, setVcode] = useState('');
  const [rememberMe, setRememberMe] = useState(initialRememberMe);
  const [autoLogin, setAutoLogin] = useState(initialAutoLogin);
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean; vcode?: boolean }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const gaps = { username: !username.trim(), password: !password, vcode: Boolean(captcha) && !vcode.trim() };
    setMissing(gaps);
    if (gaps.username || gaps.password || gaps.vcode) return;
    onSubmit({ username: username.trim(), password: useRemembered ? '' : password, useRemembered, vcode: vcode.trim(), rememberMe, autoLogin });
  };

  return (
    <Panel aria-labelledby={`${id}-h`}>
      <Heading id={`${id}-h`}>{t('shell.login.heading')}</Heading>
      <Sub>{t('shell.login.subtitle')}</Sub>
      <Form onSubmit={submit} noValidate>
        {error && <Alert role="alert">{error}</Alert>}
        <Field>
          <label htmlFor={`${id}-u`}>{t('shell.login.username')}</label>
          <Input id={`${id}-u`} name="username" autoComplete="username" autoFocus={!initialUsername} placeholder={t('shell.login.usernamePlaceholder')}
            value={username} onValueChange={setUsername} status={missing.username ? 'error' : undefined}
            aria-invalid={missing.username || undefined} aria-describedby={missing.username ? `${id}-ue` : undefined} />
          {missing.username && <FieldError id={`${id}-ue`}>{t('shell.login.usernameRequired')}</FieldError>}
        </Field>
        <Field>
          <label htmlFor={`${id}-p`}>{t('shell.login.password')}</label>
          <Input id={`${id}-p`} name="password" type="password" autoComplete="current-password" placeholder={t('shell.login.passwordPlaceholder')}
            value={password} status={missing.password ? 'error' : undefined} aria-invalid={missing.password || undefined}
            aria-describedby={missing.password ? `${id}-pe` : undefined}
            onFocus={() => { if (useRemembered) { setUseRemembered(false); setPassword(''); } }}
            onValueChange={(v) => { setUseRemembered(false); setPassword(v); }} />
          {missing.password && <FieldError id={`${id}-pe`}>{t('shell.login.passwordRequired')}</FieldError>}
        </Field>
        {captcha && <CaptchaField id={`${id}-v`} captcha={captcha} value={vcode} onValueChange={setVcode} onRefresh={onRefreshCaptcha} missing={missing.vcode} />}
        <Options>
          <label>
            <input type="checkbox" name="rememberMe" checked={rememberMe}
              onChange={(e) => { setRememberMe(e.target.checked); if (!e.target.checked) setAutoLogin(false); }} />
            {t('shell.login.rememberMe')}
          </label>
          <label>
            <input type="checkbox" name="autoLogin" checked={autoLogin}
              onChange={(e) => { setAutoLogin(e.target.checked); if (e.target.checked) setRememberMe(true); }} />
            {t('shell.login.autoLogin')}
          </label>
        </Options>
        <Button variant="primary" size="lg" htmlType="submit" block loading={loading}>{t('shell.login.submit')}</Button>
      </Form>
    </Panel>
  );
}
