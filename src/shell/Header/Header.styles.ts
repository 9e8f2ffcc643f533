import styled from 'styled-components';

export const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.sm};
  height: ${(p) => p.theme.layout.headerHeight};
  padding: 0 ${(p) => p.theme.space.md};
  background: ${(p) => p.theme.color.bg.container};
  border-bottom: 1px solid ${(p) => p.theme.color.border.secondary};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.lg};
  font-weight: ${(p) => p.theme.font.weight.bold};
  color: ${(p) => p.theme.color.text.primary};
  white-space: nowrap;
`;

export const Spacer = styled.div`flex: 1;`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  height: ${(p) => p.theme.control.height.md};
  padding: 0 ${(p) => p.theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radius.md};
  background: transparent;
  color: ${(p) => p.theme.color.text.secondary};
  font: inherit;
  cursor: pointer;
  &:hover { background: ${(p) => p.theme.color.bg.hover}; color: ${(p) => p.theme.color.text.primary}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: 1px; }
`;

export const SearchTrigger = styled(ToolButton)`
  min-width: 220px;
  justify-content: flex-start;
  border-color: ${(p) => p.theme.color.border.default};
  kbd { margin-left: auto; font-family: inherit; font-size: ${(p) => p.theme.font.size.sm}; }
`;

export const PanelBox = styled.div`
  min-width: 240px;
  max-width: 360px;
  padding: ${(p) => p.theme.space.sm};
  background: ${(p) => p.theme.color.bg.elevated};
  border: 1px solid ${(p) => p.theme.color.border.secondary};
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow.lg};
  z-index: ${(p) => p.theme.z.popover};
  h2 { margin: 0 0 ${(p) => p.theme.space.xs}; font-size: ${(p) => p.theme.font.size.md}; color: ${(p) => p.theme.color.text.primary}; }
  ul { list-style: none; margin: 0; padding: 0; }
  p { margin: 0; color: ${(p) => p.theme.color.text.secondary}; }
`;

export const PanelHeading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space.sm};
  margin-bottom: ${(p) => p.theme.space.xs};
  && h2 { margin: 0; }
`;

export const PanelItem = styled.button<{ $current?: boolean }>`
  display: block;
  width: 100%;
  padding: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.sm};
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => (p.$current ? p.theme.color.primary.bg : 'transparent')};
  color: ${(p) => (p.$current ? p.theme.color.primary.textOnContainer : p.theme.color.text.primary)};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover, &[data-highlighted] { background: ${(p) => p.theme.color.bg.hover}; outline: none; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; }
  small { display: block; color: ${(p) => p.theme.color.text.secondary}; }
`;

export const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The user's photo in the user menu button: a small round picture in place of the user icon. */
export const Avatar = styled.img`
  width: calc(${(p) => p.theme.control.height.md} - ${(p) => p.theme.space.sm});
  height: calc(${(p) => p.theme.control.height.md} - ${(p) => p.theme.space.sm});
  border-radius: 50%;
  object-fit: cover;
  border: 1px solid ${(p) => p.theme.color.border.secondary};
`;
