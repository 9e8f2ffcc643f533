import { forwardRef, useId, useState } from 'react';
import styled from 'styled-components';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import { Input, type InputProps } from '../Input';

export type PasswordInputProps = Omit<InputProps, 'type' | 'suffix'> & {
  /** Starts with the password shown. */
  defaultVisible?: boolean;
};

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  padding: 0;
  color: ${(p) => p.theme.color.text.secondary};
  background: transparent;
  border: none;
  border-radius: ${(p) => p.theme.radius.sm};
  cursor: pointer;
  &:hover { color: ${(p) => p.theme.color.text.primary}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; }
  &:disabled { cursor: not-allowed; color: ${(p) => p.theme.color.text.disabled}; }
`;

/** Input of type password with a "显示密码" toggle button (aria-pressed tells its state). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { defaultVisible = false, disabled, id, ...rest },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Input
      ref={ref}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      disabled={disabled}
      {...rest}
      suffix={
        <ToggleButton
          type="button"
          aria-label={t('inputs.password.toggle')}
          aria-pressed={visible}
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eye' : 'eyeOff'} />
        </ToggleButton>
      }
    />
  );
});
