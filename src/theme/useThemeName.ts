import { useSyncExternalStore } from 'react';
import type { ThemeName } from '../../tokens';
import { getActiveTheme, onThemeChange } from './themeStore';

/** The theme in force for an element (the nearest [data-theme] ancestor, else <html>). */
export function themeOf(element: Element | null): ThemeName {
  const host = element?.closest('[data-theme]') as HTMLElement | null;
  return getActiveTheme(host ?? document.documentElement);
}

/** React hook for code that cannot use CSS variables (canvas charts). */
export function useThemeName(): ThemeName {
  return useSyncExternalStore(
    (notify) => onThemeChange(() => notify()),
    () => getActiveTheme(),
    () => 'ClassicBlue' as ThemeName,
  );
}
