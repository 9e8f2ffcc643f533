import type { ReactNode } from 'react';
import { t } from '../../i18n';
import type { Size } from '../types';
import { Actions, Art, Description, Root } from './Empty.styles';

export interface EmptyProps {
  /** Defaults to 暂无数据. */
  description?: ReactNode;
  size?: Size;
  /** Actions under the text, e.g. a 新增 button. */
  children?: ReactNode;
}

/** An empty tray drawn with the theme's border and fill colours. */
function EmptyArt({ size }: { size: Size }) {
  return (
    <Art $size={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <ellipse className="fill" cx="32" cy="54" rx="26" ry="5" />
      <path className="fill" d="M10 30 L18 16 H46 L54 30 V46 a3 3 0 0 1 -3 3 H13 a3 3 0 0 1 -3 -3 Z" />
      <path d="M10 30 L18 16 H46 L54 30 V46 a3 3 0 0 1 -3 3 H13 a3 3 0 0 1 -3 -3 Z M10 30 H24 a8 5 0 0 0 16 0 H54" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </Art>
  );
}

export function Empty({ description, size = 'md', children }: EmptyProps) {
  return (
    <Root $size={size}>
      <EmptyArt size={size} />
      {description !== null && <Description>{description ?? t('feedback.empty.description')}</Description>}
      {children && <Actions>{children}</Actions>}
    </Root>
  );
}
