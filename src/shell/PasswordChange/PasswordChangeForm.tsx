/**
 * Password change (§4, §5): old, new and confirmed password; the new one must match the
 * tenant's regex rule, else the tenant's hint is shown. Both are hashed by the caller's API.
 */
import { forwardRef, useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Input } from '../../components/Input';
import { t } from '../../i18n';
import { checkPasswordPolicy, type PasswordPolicy } from '../../session/password-policy';

export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
}

export interface PasswordChangeFormProps {
  policy: PasswordPolicy;
  onSubmit: (values: PasswordChangeValues) => void;
  /** The server's answer to the last attempt. */
  error?: string;
  footer?: ReactNode;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.md};
  label { font-weight: ${(p) => p.theme.font.weight.medium}; color: ${(p) => p.theme.color.text.primary}; }
`;
const Field = styled.div`display: flex; flex-direction: column; gap: ${(p) => p.theme.space.xs};`;
const Hint = styled.p`margin: 0; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm};`;
const ErrorText = styled.span`color: ${(p) => p.theme.color.error.text}; font-size: ${(p) => p.theme.font.size.sm};`;

type Field = 'oldPassword' | 'newPassword' | 'confirm';

export const PasswordChangeForm = forwardRef<HTMLFormElement, PasswordChangeFormProps>(function PasswordChangeForm(
  { policy, onSubmit, error, footer }, ref,
) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!values.oldPassword) next.oldPassword = t('shell.password.oldRequired');
    if (!values.newPassword) next.newPassword = t('shell.password.newRequired');
    else {
      const rule = checkPasswordPolicy(values.newPassword, policy);
      if (!rule.ok) next.newPassword = rule.tip;
    }
    if (values.newPassword && values.confirm !== values.newPassword) next.confirm = t('shell.password.mismatch');
    setErrors(next);
    if (Object.keys(next).length === 0) onSubmit({ oldPassword: values.oldPassword, newPassword: values.newPassword });
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <Field>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <Input id={`${id}-${name}`} type="password" autoComplete={autoComplete} value={values[name]}
        status={errors[name] ? 'error' : undefined} aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-e` : undefined}
        onValueChange={(v) => setValues((s) => ({ ...s, [name]: v }))} />
      {errors[name] && <ErrorText id={`${id}-${name}-e`}>{errors[name]}</ErrorText>}
    </Field>
  );

  return (
    <Form ref={ref} onSubmit={submit} noValidate>
      {policy.tip && <Hint>{policy.tip}</Hint>}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {field('oldPassword', t('shell.password.oldPassword'), 'current-password')}
      {field('newPassword', t('shell.password.newPassword'), 'new-password')}
      {field('confirm', t('shell.password.confirmPassword'), 'new-password')}
      {footer}
    </Form>
  );
});
