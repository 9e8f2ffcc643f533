/**
 * Public entry of the design tokens: resolved values per theme, CSS variable names and a
 * typed tree of `var(--…)` references that styled-components templates read.
 */
import { deriveTokens, type ThemeTokens } from './derive';
import { defaultTheme, seeds, themeNames, type ThemeName } from './seeds';

export { seeds, themeNames, defaultTheme, type ThemeName, type ThemeTokens };

export const resolvedThemes: Record<ThemeName, ThemeTokens> = Object.fromEntries(
  themeNames.map((name) => [name, deriveTokens(seeds[name])]),
) as Record<ThemeName, ThemeTokens>;

type TokenTree = { [key: string]: string | TokenTree };

/** `['color','primary','bgHover']` → `--color-primary-bg-hover`. */
export function cssVarName(path: string[]): string {
  return `--${path.map((p) => p.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()).join('-')}`;
}

/** Flatten a token tree into `[cssVarName, value]` pairs in a stable order. */
export function flattenTokens(tree: TokenTree, path: string[] = []): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[cssVarName([...path, key]), value] as [string, string]] : flattenTokens(value, [...path, key]),
  );
}

type VarRefs<T> = { readonly [K in keyof T]: T[K] extends string ? string : VarRefs<T[K]> };

function toVarRefs(tree: TokenTree, path: string[] = []): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? `var(${cssVarName([...path, key])})` : toVarRefs(value, [...path, key]),
    ]),
  );
}

/** The typed object styled-components use: every leaf is a `var(--…)` string. */
export const vars = toVarRefs(resolvedThemes[defaultTheme] as unknown as TokenTree) as VarRefs<ThemeTokens>;
export type ThemeVars = typeof vars;

/** Asset folders of the spec: TechBlue → images/icon, every other theme → ClassicBlue*. */
export function assetFolders(theme: ThemeName): { images: string; icons: string } {
  return theme === 'TechBlue' ? { images: 'images', icons: 'icon' } : { images: 'ClassicBlueImages', icons: 'ClassicBlueIcon' };
}

export function themeAttribute(theme: ThemeName): string {
  return seeds[theme].attribute;
}

export function themeFromAttribute(attribute: string | null | undefined): ThemeName {
  return themeNames.find((name) => seeds[name].attribute === attribute) ?? defaultTheme;
}
