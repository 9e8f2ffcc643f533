import styled from 'styled-components';

type SwitchSize = 'sm' | 'md';

export const Track = styled.button<{ $size: SwitchSize; $checked: boolean }>`
  --switch-height: ${(p) => (p.$size === 'sm' ? p.theme.space.md : `calc(${p.theme.space.md} + ${p.theme.space.xxs} + 2px)`)};
  --switch-knob: calc(var(--switch-height) - ${(p) => p.theme.space.xxs});
  position: relative;
  display: inline-flex;
  align-items: center;
  flex: none;
  min-width: calc(var(--switch-height) * 2);
  height: var(--switch-height);
  padding: 0 ${(p) => p.theme.space.xs};
  padding-left: ${(p) => (p.$checked ? p.theme.space.xs : `calc(var(--switch-knob) + ${p.theme.space.xs})`)};
  padding-right: ${(p) => (p.$checked ? `calc(var(--switch-knob) + ${p.theme.space.xs})` : p.theme.space.xs)};
  font: inherit;
  font-size: ${(p) => p.theme.font.size.sm};
  line-height: 1;
  color: ${(p) => (p.$checked ? p.theme.color.primary.onSolid : p.theme.color.text.primary)};
  background: ${(p) => (p.$checked ? p.theme.color.primary.solid : p.theme.color.palette.neutral['3'])};
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radius.round};
  cursor: pointer;
  transition: background ${(p) => p.theme.motion.mid};

  &:disabled { cursor: not-allowed; opacity: 0.55; }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Knob = styled.span<{ $checked: boolean }>`
  position: absolute;
  top: 50%;
  left: ${(p) => (p.$checked ? `calc(100% - var(--switch-knob) - 1px)` : '1px')};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--switch-knob);
  height: var(--switch-knob);
  /* onSolid: white on the light themes, near-black on the dark one — readable on both tracks. */
  color: ${(p) => p.theme.color.primary.default};
  background: ${(p) => p.theme.color.primary.onSolid};
  border-radius: 50%;
  box-shadow: ${(p) => p.theme.shadow.sm};
  transform: translateY(-50%);
  transition: left ${(p) => p.theme.motion.mid};
`;

export const SwitchLabel = styled.span`
  white-space: nowrap;
`;
