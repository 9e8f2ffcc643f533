import styled from 'styled-components';
import type { Status } from '../types';

const tone = (status: Status) => (status === 'default' ? null : status === 'processing' ? 'primary' : status);

export const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  position: relative;
  display: flex;
  gap: ${(p) => p.theme.space.sm};
  padding-bottom: ${(p) => p.theme.space.lg};
  &:last-child { padding-bottom: 0; }
  /* The rail between dots. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    top: ${(p) => p.theme.space.md};
    bottom: 0;
    left: calc(${(p) => p.theme.space.sm} / 2 - 1px);
    width: 2px;
    background: ${(p) => p.theme.color.border.secondary};
  }
`;

export const Dot = styled.span<{ $status: Status; $hollow: boolean }>`
  flex: none;
  width: ${(p) => p.theme.space.sm};
  height: ${(p) => p.theme.space.sm};
  margin-top: ${(p) => p.theme.space.xxs};
  border-radius: ${(p) => p.theme.radius.round};
  border: 2px solid ${(p) => { const name = tone(p.$status); return name ? p.theme.color[name].default : p.theme.color.border.default; }};
  background: ${(p) => { const name = tone(p.$status); return p.$hollow || !name ? p.theme.color.bg.container : p.theme.color[name].default; }};
`;

export const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${(p) => p.theme.space.xxs};
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.md};
`;

export const Title = styled.span`
  font-weight: ${(p) => p.theme.font.weight.medium};
  color: ${(p) => p.theme.color.text.primary};
`;

export const Meta = styled.span`
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Remark = styled.div`
  padding: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.sm};
  font-size: ${(p) => p.theme.font.size.md};
  color: ${(p) => p.theme.color.text.secondary};
  background: ${(p) => p.theme.color.fill.secondary};
  border-radius: ${(p) => p.theme.radius.md};
`;
