import styled, { keyframes } from 'styled-components';
import type { Size } from '../components/types';
import { iconPaths, type IconName } from './paths';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Svg = styled.svg<{ $size: Size; $spin?: boolean }>`
  width: ${(p) => (p.$size === 'sm' ? p.theme.font.size.sm : p.$size === 'lg' ? p.theme.font.size.xl : p.theme.font.size.lg)};
  height: ${(p) => (p.$size === 'sm' ? p.theme.font.size.sm : p.$size === 'lg' ? p.theme.font.size.xl : p.theme.font.size.lg)};
  flex: none;
  vertical-align: -0.2em;
  animation: ${(p) => (p.$spin ? spin : 'none')} 0.9s linear infinite;
`;

export interface IconProps {
  name: IconName;
  size?: Size;
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
  spin?: boolean;
  className?: string;
}

export function Icon({ name, size = 'md', label, spin, className }: IconProps) {
  return (
    <Svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      $size={size}
      $spin={spin}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </Svg>
  );
}

/** The spinning arc used by every loading state. */
export function Spinner({ size = 'md', label }: { size?: Size; label?: string }) {
  return (
    <Svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" $size={size} $spin
      role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} focusable="false">
      <path d="M12 3a9 9 0 1 0 9 9" />
    </Svg>
  );
}
