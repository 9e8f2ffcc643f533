import styled from 'styled-components';
import { ListBox } from '../Select/Select.styles';

export const Columns = styled.div`
  display: flex;
`;

export const Column = styled(ListBox)`
  min-width: calc(${(p) => p.theme.space.xxl} * 2.5);
  & + & { border-left: 1px solid ${(p) => p.theme.color.border.secondary}; }
`;

export const ExpandMark = styled.span`
  display: inline-flex;
  color: ${(p) => p.theme.color.text.secondary};
`;
