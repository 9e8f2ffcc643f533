import styled from 'styled-components';

export const Root = styled.div`
  display: grid;
  /* The alert list stays mounted (so it is announced) but takes no room while empty. */
  & > * + * { margin-top: ${(p) => p.theme.space.sm}; }
  & > [role='alert']:empty { margin-top: 0; }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const Zone = styled.div<{ $dragging: boolean; $disabled?: boolean }>`
  border: 1px dashed ${(p) => (p.$dragging ? p.theme.color.primary.default : p.theme.color.border.default)};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => (p.$dragging ? p.theme.color.primary.bg : p.theme.color.fill.secondary)};
  &:hover { border-color: ${(p) => (p.$disabled ? undefined : p.theme.color.primary.hover)}; }
`;

export const ZoneButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  width: 100%;
  padding: ${(p) => p.theme.space.lg} ${(p) => p.theme.space.md};
  font: inherit;
  color: ${(p) => p.theme.color.text.primary};
  background: transparent;
  border: none;
  border-radius: inherit;
  cursor: pointer;
  & > svg { color: ${(p) => p.theme.color.primary.textOnContainer}; }
  &:disabled { cursor: not-allowed; color: ${(p) => p.theme.color.text.disabled}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: 2px; }
`;

export const Hint = styled.span`
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Errors = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.xxs};
  color: ${(p) => p.theme.color.error.text};
  font-size: ${(p) => p.theme.font.size.sm};
`;

export const Files = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space.xs};
  margin-bottom: 0; /* margin-top comes from Root's spacing */
  padding: 0;
  list-style: none;
`;

export const FileRow = styled.li<{ $failed: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.xs};
  padding: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.sm};
  background: ${(p) => (p.$failed ? p.theme.color.error.bg : p.theme.color.bg.container)};
  border: 1px solid ${(p) => (p.$failed ? p.theme.color.error.border : p.theme.color.border.secondary)};
  border-radius: ${(p) => p.theme.radius.md};
  & > svg { color: ${(p) => (p.$failed ? p.theme.color.error.text : p.theme.color.text.secondary)}; }
`;

export const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${(p) => p.theme.color.text.primary};
`;

export const FileMeta = styled.span<{ $tone?: 'error' | 'success' }>`
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => (p.$tone ? p.theme.color[p.$tone].text : p.theme.color.text.secondary)};
`;

export const Actions = styled.span`
  display: inline-flex;
  gap: ${(p) => p.theme.space.xxs};
`;

export const Wide = styled.div`
  grid-column: 2 / 4;
`;
