/** The captcha code field with its picture (a click fetches a new one): login and re-login. */
import { Input } from '../../components/Input';
import { t } from '../../i18n';
import { CaptchaButton, CaptchaRow, Field, FieldError } from './LoginForm.styles';

export interface Captcha {
  vid: string;
  img: string;
}

export interface CaptchaFieldProps {
  id: string;
  captcha: Captcha;
  value: string;
  onValueChange: (value: string) => void;
  onRefresh?: () => void;
  /** The code was left empty on submit. */
  missing?: boolean;
}

export function CaptchaField({ id, captcha, value, onValueChange, onRefresh, missing }: CaptchaFieldProps) {
  return (
    <Field>
      <label htmlFor={id}>{t('shell.login.vcode')}</label>
      <CaptchaRow>
        <Input id={id} name="vcode" autoComplete="off" placeholder={t('shell.login.vcodePlaceholder')} value={value}
          onValueChange={onValueChange} status={missing ? 'error' : undefined} aria-invalid={missing || undefined} maxLength={8} />
        <CaptchaButton type="button" onClick={() => { onValueChange(''); onRefresh?.(); }} title={t('shell.login.refreshCaptcha')}>
          <img src={captcha.img} alt={t('shell.login.captchaAlt')} data-vid={captcha.vid} />
        </CaptchaButton>
      </CaptchaRow>
      {missing && <FieldError>{t('session.vcodeRequired')}</FieldError>}
    </Field>
  );
}
