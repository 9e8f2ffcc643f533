import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { t } from '../../i18n';
import type { Status } from '../types';

export interface BadgeProps {
  /** Number in the bubble; 0 hides it unless showZero. */
  count?: number;
  /** Above this, shows "max+". */
  overflowCount?: number;
  showZero?: boolean;
  /** A small dot instead of a number. */
  dot?: boolean;
  /** Status dot with text beside it (no children). */
  status?: Status;
  text?: ReactNode;
  /** The element the badge sits on (bell icon, avatar). */
  children?: ReactNode;
  /** Accessible text; defaults to "n 条未读" / "有新消息". */
  label?: string;
}

const tone = (status: Status) => (status === 'default' ? null : status === 'processing' ? 'primary' : status);

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

const floating = css`
  position: absolute;
  top: 0;
  right: 0;
  transform: translate(50%, -50%);
  box-shadow: 0 0 0 1px ${(p) => p.theme.color.bg.container};
`;

const Count = styled.sup<{ $floating: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${(p) => p.theme.space.md};
  height: ${(p) => p.theme.space.md};
  margin: 0;
  padding: 0 ${(p) => p.theme.space.xxs};
  font-size: ${(p) => p.theme.font.size.sm};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.color.error.onSolid};
  background: ${(p) => p.theme.color.error.solid};
  border-radius: ${(p) => p.theme.radius.round};
  ${(p) => (p.$floating ? floating : '')}
`;

const Dot = styled.span<{ $status: Status; $floating: boolean }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.theme.space.xs};
  height: ${(p) => p.theme.space.xs};
  border-radius: ${(p) => p.theme.radius.round};
  background: ${(p) => {
    const name = tone(p.$status);
    return name ? p.theme.color[name].solid : p.theme.color.text.disabled;
  }};
  ${(p) => (p.$floating ? floating : '')}
`;

const StatusRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  color: ${(p) => p.theme.color.text.primary};
`;

/** Counts and dots on icons, or a status dot with text (在线 / 离线 / 收运中). */
export function Badge({ count, overflowCount = 99, showZero, dot, status, text, children, label }: BadgeProps) {
  if (status && children === undefined) {
    return (
      <StatusRow>
        <Dot $status={status} $floating={false} aria-hidden="true" />
        {text}
      </StatusRow>
    );
  }
  const hasChildren = children !== undefined;
  const visible = dot || (count !== undefined && (count > 0 || showZero));
  const shown = count !== undefined && count > overflowCount ? `${overflowCount}+` : String(count ?? '');
  const name = label ?? (dot ? t('feedback.badge.dot') : t('feedback.badge.count', { count: count ?? 0 }));
  const mark = !visible ? null : dot ? (
    <Dot $status={status ?? 'error'} $floating={hasChildren} role="img" aria-label={name} />
  ) : (
    <Count $floating={hasChildren} aria-label={name}>{shown}</Count>
  );
  if (!hasChildren) return mark;
  return <Wrap>{children}{mark}</Wrap>;
}
