export { ThemeProvider } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { applyTheme, getActiveTheme, getStoredTheme, isThemeName, onThemeChange, themeBootScript, THEME_STORAGE_KEY } from './themeStore';
export { themeOf, useThemeName } from './useThemeName';
export { buildEchartsTheme, echartsThemeName, registerEchartsThemes } from './echartsTheme';
export { assetFolders, defaultTheme, resolvedThemes, themeNames, vars, type ThemeName } from '../../tokens';
