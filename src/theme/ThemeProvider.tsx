import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/500.css';
import '@fontsource/noto-sans-sc/600.css';
import '../../tokens/generated/themes.css';
import { vars } from '../../tokens';
import { GlobalStyle } from './GlobalStyle';

/**
 * Provides the static theme object (CSS variable references) to styled-components.
 * It never changes: switching themes is done by applyTheme() on <html>.
 */
export function ThemeProvider({ children, global = true }: { children: ReactNode; global?: boolean }) {
  return (
    <StyledThemeProvider theme={vars}>
      {global && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
