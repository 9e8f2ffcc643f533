/** A round mark with the first character of a name, its colour from the group type or the member kind. */
import styled from 'styled-components';

type Tone = 'primary' | 'warning' | 'success' | 'error' | 'info';
const TONES: Record<string, Tone> = { dispatch: 'warning', work: 'info', emergency: 'error', dept: 'primary', seat: 'primary', staff: 'success' };

const Mark = styled.span<{ $tone: Tone; $size: 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${(p) => (p.$size === 'lg' ? p.theme.control.height.lg : p.theme.control.height.md)};
  height: ${(p) => (p.$size === 'lg' ? p.theme.control.height.lg : p.theme.control.height.md)};
  border-radius: ${(p) => p.theme.radius.round};
  background: ${(p) => p.theme.color[p.$tone].bg};
  color: ${(p) => p.theme.color[p.$tone].text};
  border: 1px solid ${(p) => p.theme.color[p.$tone].border};
  font-weight: ${(p) => p.theme.font.weight.bold};
  grid-row: span 2;
`;

/** The name's first character (a title before it, 调度员 高峰, left out). */
export function Avatar({ name, tone, size = 'md' }: { name: string; tone: string; size?: 'md' | 'lg' }) {
  return <Mark aria-hidden="true" $tone={TONES[tone] ?? 'primary'} $size={size}>{[...name.replace(/^\S+\s+/, '')][0] ?? '?'}</Mark>;
}
