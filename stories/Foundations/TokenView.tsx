/**
 * Renders token values straight from tokens/ so the Foundations pages can never drift
 * from what components use. Each view follows the theme of where it is drawn.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { cssVarName, resolvedThemes, type ThemeName, type ThemeTokens } from '../../tokens';
import { onThemeChange, themeOf } from '../../src/theme';

export function useLocalTokens(): [React.RefObject<HTMLDivElement | null>, ThemeTokens, ThemeName] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [theme, setTheme] = useState<ThemeName>('ClassicBlue');
  useEffect(() => {
    setTheme(themeOf(ref.current));
    return onThemeChange(() => setTheme(themeOf(ref.current)));
  }, []);
  return [ref, resolvedThemes[theme], theme];
}

export const Section = styled.section`
  margin-bottom: ${(p) => p.theme.space.lg};
  h2 {
    margin: 0 0 ${(p) => p.theme.space.sm};
    font-size: ${(p) => p.theme.font.size.h4};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

export const SwatchGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(136px, 1fr));
  gap: ${(p) => p.theme.space.sm};
`;

const SwatchBox = styled.div`
  height: ${(p) => p.theme.control.height.lg};
  border: 1px solid ${(p) => p.theme.color.border.secondary};
  border-radius: ${(p) => p.theme.radius.md};
`;

const Caption = styled.div`
  margin-top: ${(p) => p.theme.space.xxs};
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
  code { font-family: ${(p) => p.theme.font.familyMono}; color: ${(p) => p.theme.color.text.primary}; }
`;

export function Swatch({ path, value }: { path: string[]; value: string }) {
  const name = cssVarName(path);
  return (
    <figure style={{ margin: 0 }}>
      <SwatchBox style={{ background: `var(${name})` }} />
      <Caption>
        <code>{path.slice(1).join('.')}</code>
        <div>{value}</div>
      </Caption>
    </figure>
  );
}

export function Frame({ children }: { children: (tokens: ThemeTokens, theme: ThemeName) => ReactNode }) {
  const [ref, tokens, theme] = useLocalTokens();
  return <div ref={ref}>{children(tokens, theme)}</div>;
}
