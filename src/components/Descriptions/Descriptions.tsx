import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { t } from '../../i18n';
import type { Size } from '../types';

export interface DescriptionItem {
  label: ReactNode;
  value?: ReactNode;
  /** Columns this item spans. */
  span?: number;
}

export interface DescriptionsProps {
  items: DescriptionItem[];
  title?: ReactNode;
  extra?: ReactNode;
  /** Label/value pairs per row. */
  columns?: number;
  bordered?: boolean;
  size?: Size;
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${(p) => p.theme.space.sm};
`;
const Title = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.lg};
  font-weight: ${(p) => p.theme.font.weight.bold};
  color: ${(p) => p.theme.color.text.primary};
`;

const pad: Record<Size, 'xxs' | 'xs' | 'sm'> = { sm: 'xxs', md: 'xs', lg: 'sm' };

const List = styled.dl<{ $columns: number; $bordered: boolean; $size: Size }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$columns}, ${(p) => (p.$bordered ? 'max-content minmax(0, 1fr)' : 'minmax(0, 1fr)')});
  margin: 0;
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => (p.$size === 'sm' ? p.theme.font.size.sm : p.theme.font.size.md)};
  ${(p) =>
    p.$bordered
      ? css`
          border-top: 1px solid ${p.theme.color.border.secondary};
          border-left: 1px solid ${p.theme.color.border.secondary};
          & > dt, & > dd {
            padding: ${p.theme.space[pad[p.$size]]} ${p.theme.space.md};
            border-right: 1px solid ${p.theme.color.border.secondary};
            border-bottom: 1px solid ${p.theme.color.border.secondary};
          }
          & > dt { background: ${p.theme.color.fill.secondary}; color: ${p.theme.color.text.secondary}; }
        `
      : css`
          row-gap: ${p.theme.space[pad[p.$size]]};
          column-gap: ${p.theme.space.lg};
        `}
`;

/** Unbordered cells hold label and value on one line. */
const Pair = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.xs};
  min-width: 0;
  & > dt { flex: none; color: ${(p) => p.theme.color.text.secondary}; }
  & > dt::after { content: '：'; }
  & > dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
`;
const Value = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** A read-only record as a label/value grid (车辆详情, 问题单详情). */
export function Descriptions({ items, title, extra, columns = 3, bordered = false, size = 'md' }: DescriptionsProps) {
  const empty = t('feedback.descriptions.empty');
  const show = (value: ReactNode) => (value === undefined || value === null || value === '' ? empty : value);
  return (
    <section>
      {(title || extra) && (
        <Header>
          {title && <Title>{title}</Title>}
          {extra}
        </Header>
      )}
      <List $columns={columns} $bordered={bordered} $size={size}>
        {items.map((item, index) => {
          const span = Math.min(item.span ?? 1, columns);
          if (bordered) {
            return [
              <dt key={`l${index}`}>{item.label}</dt>,
              <Value key={`v${index}`} style={{ gridColumn: span > 1 ? `span ${span * 2 - 1}` : undefined }}>{show(item.value)}</Value>,
            ];
          }
          return (
            <Pair key={index} style={{ gridColumn: span > 1 ? `span ${span}` : undefined }}>
              <dt>{item.label}</dt>
              <dd>{show(item.value)}</dd>
            </Pair>
          );
        })}
      </List>
    </section>
  );
}
