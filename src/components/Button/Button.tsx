import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Icon, Spinner, type IconName } from '../../icons';
import type { Size } from '../types';
import { StyledButton, type ButtonVariant } from './Button.styles';

export type { ButtonVariant };

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: ButtonVariant;
  size?: Size;
  /** Shows a spinner, sets aria-busy and ignores clicks until done. */
  loading?: boolean;
  icon?: IconName;
  block?: boolean;
  htmlType?: 'button' | 'submit' | 'reset';
  children?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'md', loading = false, icon, block, htmlType = 'button', disabled, onClick, children, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={htmlType}
      $variant={variant}
      $size={size}
      $block={block}
      $iconOnly={!children && (Boolean(icon) || loading)}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner size={size} /> : icon ? <Icon name={icon} size={size} /> : null}
      {children != null && <span>{children}</span>}
    </StyledButton>
  );
});
