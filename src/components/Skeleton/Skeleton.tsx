import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { Avatar, Line, Lines, Root } from './Skeleton.styles';

export interface SkeletonProps {
  /** While true the placeholder shows; then the children. */
  loading?: boolean;
  /** Paragraph lines under the title. */
  rows?: number;
  title?: boolean;
  avatar?: boolean;
  /** Shimmer animation. */
  active?: boolean;
  children?: ReactNode;
}

/** Width of each paragraph line: the last one is shorter, like the end of a paragraph. */
function lineWidth(index: number, rows: number): string {
  return index === rows - 1 && rows > 1 ? '61%' : '100%';
}

export function Skeleton({ loading = true, rows = 3, title = true, avatar = false, active = true, children }: SkeletonProps) {
  if (!loading) return <>{children}</>;
  return (
    <Root role="status" aria-busy="true" aria-label={t('feedback.skeleton.loading')}>
      {avatar && <Avatar $active={active} />}
      <Lines>
        {title && <Line $active={active} $width="38%" $title />}
        {Array.from({ length: rows }, (_, index) => (
          <Line key={index} $active={active} $width={lineWidth(index, rows)} />
        ))}
      </Lines>
    </Root>
  );
}
