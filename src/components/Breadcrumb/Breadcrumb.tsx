import { Fragment, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '../../i18n';
import { Icon, type IconName } from '../../icons';

export interface BreadcrumbItem {
  label: ReactNode;
  href?: string;
  icon?: IconName;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface BreadcrumbProps {
  items: BreadcrumbItem[];
  separator?: ReactNode;
  /** Needed only when a page has more than one breadcrumb. */
  'aria-label'?: string;
}

const Nav = styled.nav`
  font-size: ${(p) => p.theme.font.size.md};
  color: ${(p) => p.theme.color.text.secondary};
`;
const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xxs};
  &[aria-current='page'] { color: ${(p) => p.theme.color.text.primary}; }
`;
const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xxs};
  color: ${(p) => p.theme.color.text.secondary};
  text-decoration: none;
  border-radius: ${(p) => p.theme.radius.sm};
  &:hover { color: ${(p) => p.theme.color.text.primary}; background: ${(p) => p.theme.color.bg.hover}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: 1px; }
`;
const Separator = styled.li`
  display: inline-flex;
  color: ${(p) => p.theme.color.text.secondary};
`;

/** Where the page sits in the menu tree; the last item is the current page. */
export function Breadcrumb({ items, separator = '/', ...rest }: BreadcrumbProps) {
  return (
    <Nav aria-label={rest['aria-label'] ?? t('feedback.breadcrumb.label')}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const content = <>{item.icon && <Icon name={item.icon} size="sm" />}{item.label}</>;
          return (
            <Fragment key={index}>
              <Item aria-current={last ? 'page' : undefined}>
                {!last && (item.href || item.onClick) ? (
                  <Link href={item.href ?? '#'} onClick={item.onClick}>{content}</Link>
                ) : (
                  content
                )}
              </Item>
              {!last && <Separator aria-hidden="true">{separator}</Separator>}
            </Fragment>
          );
        })}
      </List>
    </Nav>
  );
}
