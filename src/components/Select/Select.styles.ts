import * as Popover from '@radix-ui/react-popover';
import styled from 'styled-components';
import { fieldBox } from '../Input';
import type { FieldStatus, Size } from '../types';

export const SelectBox = styled.div<{ $size: Size; $status?: FieldStatus; $disabled?: boolean }>`
  ${fieldBox}
  flex-wrap: nowrap;
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
`;

export const TagArea = styled.span`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space.xxs};
  min-width: 0;
  padding: calc(${(p) => p.theme.space.xxs} / 2) 0;
`;

/** $compact: beside tags only a caret's room is needed, so tags and input share one line. */
export const ComboInput = styled.input<{ $compact?: boolean }>`
  flex: 1;
  min-width: ${(p) => (p.$compact ? p.theme.space.xs : `calc(${p.theme.space.xxl} + ${p.theme.space.md})`)};
  height: 100%;
  padding: 0;
  font: inherit;
  color: inherit;
  background: transparent;
  border: none;
  outline: none;
  cursor: inherit;
  text-overflow: ellipsis;

  &::placeholder { color: ${(p) => p.theme.color.text.tertiary}; }
  &:disabled { color: ${(p) => p.theme.color.text.disabled}; }
`;

export const Suffix = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xxs};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  padding: 0;
  color: ${(p) => p.theme.color.text.secondary};
  background: transparent;
  border: none;
  border-radius: ${(p) => p.theme.radius.sm};
  cursor: pointer;
  &:hover { color: ${(p) => p.theme.color.text.primary}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; }
`;

/** The floating panel shared by Select, the pickers and Cascader. */
export const PopupPanel = styled(Popover.Content)`
  z-index: ${(p) => p.theme.z.dropdown};
  min-width: var(--radix-popover-trigger-width);
  padding: ${(p) => p.theme.space.xxs};
  font-size: ${(p) => p.theme.font.size.md};
  color: ${(p) => p.theme.color.text.primary};
  background: ${(p) => p.theme.color.bg.elevated};
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow.md};
  outline: none;
`;

export const ListBox = styled.ul`
  max-height: calc(${(p) => p.theme.control.height.md} * 8);
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

export const OptionItem = styled.li<{ $active: boolean; $selected: boolean; $disabled?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space.xs};
  min-height: ${(p) => p.theme.control.height.md};
  padding: 0 ${(p) => p.theme.space.sm};
  border-radius: ${(p) => p.theme.radius.sm};
  color: ${(p) => (p.$disabled ? p.theme.color.text.disabled : p.theme.color.text.primary)};
  font-weight: ${(p) => (p.$selected ? p.theme.font.weight.medium : p.theme.font.weight.regular)};
  background: ${(p) => (p.$selected ? p.theme.color.bg.selected : p.$active ? p.theme.color.bg.hover : 'transparent')};
  outline: ${(p) => (p.$active ? `1px solid ${p.theme.color.border.focus}` : 'none')};
  outline-offset: -1px;
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  svg { color: ${(p) => p.theme.color.primary.textOnContainer}; }
`;

export const ListMessage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space.xs};
  min-height: ${(p) => p.theme.control.height.lg};
  color: ${(p) => p.theme.color.text.secondary};
`;
