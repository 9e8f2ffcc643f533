import * as RadixDialog from '@radix-ui/react-dialog';
import styled from 'styled-components';

export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${(p) => p.theme.color.bg.mask};
  z-index: ${(p) => p.theme.z.modal};
`;

export const Content = styled(RadixDialog.Content)`
  position: fixed;
  top: 12vh;
  left: 50%;
  transform: translateX(-50%);
  width: min(640px, calc(100vw - 32px));
  max-height: 70vh;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.color.bg.elevated};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.lg};
  z-index: ${(p) => p.theme.z.modal};
  overflow: hidden;
`;

export const VisuallyHidden = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  margin: 0;
`;

export const SearchBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.sm};
  padding: ${(p) => p.theme.space.md};
  border-bottom: 1px solid ${(p) => p.theme.color.border.secondary};
  color: ${(p) => p.theme.color.text.secondary};
  input {
    flex: 1;
    border: 0;
    outline: none;
    background: transparent;
    font: inherit;
    font-size: ${(p) => p.theme.font.size.lg};
    color: ${(p) => p.theme.color.text.primary};
  }
  &:focus-within { box-shadow: inset 0 -2px 0 ${(p) => p.theme.color.border.focus}; }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${(p) => p.theme.space.xs} 0;
  overflow-y: auto;
  ul { list-style: none; margin: 0; padding: 0; }
`;

export const SectionTitle = styled.div`
  padding: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.md};
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Item = styled.li`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${(p) => p.theme.space.md};
  padding: ${(p) => p.theme.space.sm} ${(p) => p.theme.space.md};
  cursor: pointer;
  color: ${(p) => p.theme.color.text.primary};
  &[aria-selected='true'] { background: ${(p) => p.theme.color.primary.bg}; color: ${(p) => p.theme.color.primary.textOnContainer}; }
`;

export const ItemPath = styled.span`
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space.lg};
  text-align: center;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Footer = styled.div`
  padding: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.md};
  border-top: 1px solid ${(p) => p.theme.color.border.secondary};
`;

export const Hint = styled.span`
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
`;
