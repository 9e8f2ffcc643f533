import 'styled-components';
import type { ThemeVars } from '../../tokens';

declare module 'styled-components' {
  // Every theme value is a `var(--…)` reference; the active theme is the <html> attribute.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ThemeVars {}
}
