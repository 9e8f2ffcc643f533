/**
 * Signing in again over the page when the session has expired (decision 0206): the user
 * name is fixed (the work on the page belongs to that user), the password and — when the
 * server asks — the captcha. 重新登录 resumes the failed calls; 返回登录页 leaves through the
 * §4 login-timed-out message and redirect. Presentational: the app runs the flow.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Input } from '../../components/Input';
import { t } from '../../i18n';
import { CaptchaField, type Captcha } from '../LoginForm/CaptchaField';
import { Alert, Field, FieldError, Form } from '../LoginForm/LoginForm.styles';

export interface ReloginValues {
  password: string;
  vcode: string;
}

export interface ReloginDialogProps {
  open: boolean;
  /** The signed-in user's name, shown read-only. */
  username: string;
  captcha?: Captcha | null;
  onRefreshCaptcha?: () => void;
  /** The error of the last attempt (§8 login failure message). */
  error?: string;
  loading?: boolean;
  onSubmit: (values: ReloginValues) => void;
  /** 返回登录页: give up resuming. */
  onLeave: () => void;
}

export function ReloginDialog({ open, username, captcha, onRefreshCaptcha, error, loading, onSubmit, onLeave }: ReloginDialogProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [vcode, setVcode] = useState('');
  const [missing, setMissing] = useState<{ password?: boolean; vcode?: boolean }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const gaps = { password: !password, vcode: Boolean(captcha) && !vcode.trim() };
    setMissing(gaps);
    if (gaps.password || gaps.vcode) return;
    onSubmit({ password, vcode: vcode.trim() });
  };

  return (
    // Neither Esc nor the mask closes it: the page behind cannot work until the user decides.
    <Dialog open={open} onOpenChange={() => undefined} title={t('shell.relogin.title')} description={t('shell.relogin.description')}
      size="sm" closable={false} maskClosable={false}
      footer={(
        <>
          <Button onClick={onLeave} disabled={loading}>{t('shell.relogin.leave')}</Button>
          <Button variant="primary" loading={loading} onClick={() => form.current?.requestSubmit()}>{t('shell.relogin.submit')}</Button>
        </>
      )}>
      <Form ref={form} onSubmit={submit} noValidate aria-label={t('shell.relogin.title')}>
        {error && <Alert role="alert">{error}</Alert>}
        <Field>
          <label htmlFor={`${id}-u`}>{t('shell.login.username')}</label>
          <Input id={`${id}-u`} name="username" autoComplete="username" value={username} readOnly />
        </Field>
        <Field>
          <label htmlFor={`${id}-p`}>{t('shell.login.password')}</label>
          <Input id={`${id}-p`} name="password" type="password" autoComplete="current-password" placeholder={t('shell.login.passwordPlaceholder')}
            value={password} onValueChange={setPassword} status={missing.password ? 'error' : undefined} aria-invalid={missing.password || undefined}
            aria-describedby={missing.password ? `${id}-pe` : undefined} autoFocus />
          {missing.password && <FieldError id={`${id}-pe`}>{t('shell.login.passwordRequired')}</FieldError>}
        </Field>
        {captcha && <CaptchaField id={`${id}-v`} captcha={captcha} value={vcode} onValueChange={setVcode} onRefresh={onRefreshCaptcha} missing={missing.vcode} />}
        {/* Enter in the password box submits. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Dialog>
  );
}
