import { forwardRef, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import type { FieldStatus, Size } from '../types';
import { Affix, ClearButton, Count, InputBox, NativeInput } from './Input.styles';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  size?: Size;
  status?: FieldStatus;
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** Shows a clear button while there is text; clearing fires onChange with ''. */
  allowClear?: boolean;
  /** Shows "n / maxLength" (requires maxLength). */
  showCount?: boolean;
  onValueChange?: (value: string) => void;
}

/** Sets a native input's value so React's onChange fires as if the user typed it. */
function setNativeValue(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { size = 'md', status, prefix, suffix, allowClear, showCount, disabled, value, defaultValue, onChange, onValueChange, className, style, ...rest },
  forwardedRef,
) {
  const innerRef = useRef<HTMLInputElement | null>(null);
  const [uncontrolled, setUncontrolled] = useState(String(defaultValue ?? ''));
  const current = value !== undefined ? String(value ?? '') : uncontrolled;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setUncontrolled(event.target.value);
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  const clear = () => {
    if (!innerRef.current) return;
    setNativeValue(innerRef.current, '');
    innerRef.current.focus();
  };

  return (
    <InputBox $size={size} $status={status} $disabled={disabled} className={className} style={style}>
      {prefix && <Affix>{prefix}</Affix>}
      <NativeInput
        ref={(node) => {
          innerRef.current = node;
          if (typeof forwardedRef === 'function') forwardedRef(node);
          else if (forwardedRef) forwardedRef.current = node;
        }}
        disabled={disabled}
        value={current}
        onChange={handleChange}
        aria-invalid={status === 'error' || undefined}
        {...rest}
      />
      {allowClear && current && !disabled && (
        <ClearButton type="button" aria-label={t('components.input.clear')} onClick={clear}>
          <Icon name="close" size="sm" />
        </ClearButton>
      )}
      {showCount && rest.maxLength != null && (
        <Count aria-label={t('components.input.count', { count: current.length, max: rest.maxLength })}>
          {current.length} / {rest.maxLength}
        </Count>
      )}
      {suffix && <Affix>{suffix}</Affix>}
    </InputBox>
  );
});
