import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { t } from '../../i18n';
import type { Size } from '../types';
import { CardBody, CardExtra, CardFooter, CardHeader, CardRoot, CardTitle, SkeletonLine, type CardVariant } from './Card.styles';

export type { CardVariant };

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Content at the right of the header (links, filters). */
  extra?: ReactNode;
  /** Buttons in the footer. */
  actions?: ReactNode;
  variant?: CardVariant;
  size?: Size;
  hoverable?: boolean;
  /** Shows a skeleton instead of the body while data loads. */
  loading?: boolean;
  children?: ReactNode;
}

export function Card({ title, extra, actions, variant = 'outlined', size = 'md', hoverable, loading, children, ...rest }: CardProps) {
  const titleId = useId();
  return (
    <CardRoot $variant={variant} $size={size} $hoverable={hoverable} aria-labelledby={title ? titleId : undefined} {...rest}>
      {(title || extra) && (
        <CardHeader>
          {title && <CardTitle id={titleId}>{title}</CardTitle>}
          {extra && <CardExtra>{extra}</CardExtra>}
        </CardHeader>
      )}
      <CardBody aria-busy={loading || undefined}>
        {loading ? (
          <div role="status" aria-label={t('components.card.loading')}>
            <SkeletonLine $width="38%" />
            <SkeletonLine $width="100%" />
            <SkeletonLine $width="72%" />
          </div>
        ) : (
          children
        )}
      </CardBody>
      {actions && <CardFooter>{actions}</CardFooter>}
    </CardRoot>
  );
}
