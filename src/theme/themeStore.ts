/**
 * The active theme is one attribute on <html>; the choice is remembered in localStorage
 * and re-applied by an inline boot script before first paint (see themeBootScript).
 */
import { defaultTheme, seeds, themeAttribute, themeFromAttribute, themeNames, type ThemeName } from '../../tokens';

export const THEME_STORAGE_KEY = 'theme';
const THEME_EVENT = 'app-theme-change';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as string[]).includes(value);
}

export function getStoredTheme(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ThemeName {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isThemeName(value) ? value : defaultTheme;
  } catch {
    return defaultTheme;
  }
}

export function getActiveTheme(root: HTMLElement = document.documentElement): ThemeName {
  return themeFromAttribute(root.getAttribute('data-theme'));
}

/** Apply a theme: one attribute change, no React re-render of styled components. */
export function applyTheme(theme: ThemeName, options: { persist?: boolean; root?: HTMLElement } = {}): void {
  const root = options.root ?? document.documentElement;
  root.setAttribute('data-theme', themeAttribute(theme));
  if (options.persist !== false) {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      /* storage may be unavailable (private mode); the attribute still applies */
    }
  }
  window.dispatchEvent(new CustomEvent(THEME_EVENT, { detail: theme }));
}

/** Subscribe to theme changes made by applyTheme or by anyone setting the attribute. */
export function onThemeChange(listener: (theme: ThemeName) => void, root: HTMLElement = document.documentElement): () => void {
  const observer = new MutationObserver(() => listener(getActiveTheme(root)));
  observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * A tiny script for the <head> of index.html: sets data-theme from storage before the
 * first paint, so a reload never flashes the default theme.
 */
export function themeBootScript(): string {
  const map = Object.fromEntries(themeNames.map((n) => [n, seeds[n].attribute]));
  return `(function(){try{var m=${JSON.stringify(map)};var t=localStorage.getItem(${JSON.stringify(
    THEME_STORAGE_KEY,
  )});document.documentElement.setAttribute('data-theme',m[t]||m[${JSON.stringify(defaultTheme)}]);}catch(e){}})();`;
}
