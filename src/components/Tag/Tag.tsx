import type { HTMLAttributes, ReactNode } from 'react';
import { t } from '../../i18n';
import { Icon, type IconName } from '../../icons';
import type { Size, Status } from '../types';
import { StyledTag, TagClose, type TagVariant } from './Tag.styles';

export type { TagVariant };

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  status?: Status;
  variant?: TagVariant;
  size?: Size;
  icon?: IconName;
  /** Shows a remove button (keyboard reachable) that calls onClose. */
  closable?: boolean;
  onClose?: () => void;
  children: ReactNode;
}

export function Tag({ status = 'default', variant = 'soft', size = 'md', icon, closable, onClose, children, ...rest }: TagProps) {
  const label = typeof children === 'string' || typeof children === 'number' ? String(children) : '';
  return (
    <StyledTag $status={status} $variant={variant} $size={size} {...rest}>
      {icon && <Icon name={icon} size="sm" />}
      {children}
      {closable && (
        <TagClose type="button" aria-label={t('components.tag.remove', { label })} onClick={onClose}>
          <Icon name="close" size="sm" />
        </TagClose>
      )}
    </StyledTag>
  );
}
