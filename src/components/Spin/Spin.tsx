import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { Spinner } from '../../icons';
import type { Size } from '../types';
import { Content, Indicator, Tip, Wrapper } from './Spin.styles';

export interface SpinProps {
  spinning?: boolean;
  size?: Size;
  /** Text under the spinner; also the accessible name of the status. */
  tip?: string;
  /** Content to cover; it stays in place, dimmed and inert, with aria-busy while spinning. */
  children?: ReactNode;
}

export function Spin({ spinning = true, size = 'md', tip, children }: SpinProps) {
  const label = tip ?? t('feedback.spin.loading');
  const indicator = (overlay: boolean) => (
    <Indicator $overlay={overlay} role="status" aria-label={label}>
      <Spinner size={size} />
      {tip && <Tip aria-hidden>{tip}</Tip>}
    </Indicator>
  );
  if (children === undefined) return spinning ? indicator(false) : null;
  return (
    <Wrapper aria-busy={spinning}>
      {spinning && indicator(true)}
      <Content $blurred={spinning} inert={spinning || undefined}>{children}</Content>
    </Wrapper>
  );
}
