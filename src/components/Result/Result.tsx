import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import { Body, Code, Extra, IconCircle, Root, SubTitle, Title } from './Result.styles';

export type ResultStatus = 'success' | 'error' | 'warning' | 'info' | '403' | '404' | '500';

export interface ResultProps {
  status?: ResultStatus;
  /** Defaults per error page (404, 403, 500). */
  title?: ReactNode;
  subTitle?: ReactNode;
  /** Buttons: 返回首页, 重试… */
  extra?: ReactNode;
  /** Details under the actions (error list, hints). */
  children?: ReactNode;
}

const codes = {
  '404': { tone: 'info', title: 'feedback.result.notFound' },
  '403': { tone: 'warning', title: 'feedback.result.forbidden' },
  '500': { tone: 'error', title: 'feedback.result.error' },
} as const;

/** A whole-area outcome: submission results and the 404 / 403 / 500 pages. */
export function Result({ status = 'info', title, subTitle, extra, children }: ResultProps) {
  const code = status === '404' || status === '403' || status === '500' ? codes[status] : null;
  return (
    <Root aria-label={typeof title === 'string' ? title : undefined}>
      {code ? (
        <Code $tone={code.tone} aria-hidden="true">{status}</Code>
      ) : (
        <IconCircle $tone={status as 'success' | 'error' | 'warning' | 'info'}>
          <Icon name={status as 'success' | 'error' | 'warning' | 'info'} size="lg" />
        </IconCircle>
      )}
      {(title ?? code) && <Title>{title ?? (code ? t(code.title) : null)}</Title>}
      {subTitle && <SubTitle>{subTitle}</SubTitle>}
      {extra && <Extra>{extra}</Extra>}
      {children && <Body>{children}</Body>}
    </Root>
  );
}
