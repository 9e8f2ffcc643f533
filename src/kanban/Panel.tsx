/** The titled frame every kanban widget sits in. */
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { scaled } from './styles';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  height: 100%;
  background: ${(p) => p.theme.color.bg.container};
  border: 1px solid ${(p) => p.theme.color.border.secondary};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.sm};
`;
const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => scaled(p.theme.space.xs)};
  padding: ${(p) => scaled(p.theme.space.xs)} ${(p) => scaled(p.theme.space.sm)} 0;
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => scaled(p.theme.font.size.lg)};
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: ${(p) => p.theme.font.lineHeight.tight};
  color: ${(p) => p.theme.color.text.primary};
  &::before {
    content: '';
    display: inline-block;
    width: ${(p) => scaled(p.theme.space.xxs)};
    height: 0.9em;
    margin-right: ${(p) => scaled(p.theme.space.xs)};
    vertical-align: -0.1em;
    background: ${(p) => p.theme.color.primary.default};
    border-radius: ${(p) => p.theme.radius.sm};
  }
`;
/** The time a widget covers ("近 30 天 · 10-22 至 11-20"), beside its title. */
const Period = styled.span`
  margin-right: auto;
  font-size: ${(p) => scaled(p.theme.font.size.sm)};
  color: ${(p) => p.theme.color.text.secondary};
  white-space: nowrap;
`;
export const PanelBody = styled.div`
  position: relative;
  flex: 1 1 0;
  min-height: 0;
  padding: ${(p) => scaled(p.theme.space.xs)} ${(p) => scaled(p.theme.space.sm)} ${(p) => scaled(p.theme.space.sm)};
`;

export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** The period the figures cover, shown after the title. */
  period?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}

export function Panel({ title, period, extra, children, ...rest }: PanelProps) {
  const id = useId();
  return (
    <Root aria-labelledby={title ? id : undefined} {...rest}>
      {(title || extra) && (
        <Header>
          {title && <Title id={id}>{title}</Title>}
          {period && <Period>{period}</Period>}
          {extra}
        </Header>
      )}
      <PanelBody>{children}</PanelBody>
    </Root>
  );
}
