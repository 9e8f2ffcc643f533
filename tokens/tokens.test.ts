import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrast, hexToRgb, mix, rgbToHex } from './color';
import { buildThemesCss } from './css';
import { palette } from './derive';
import { assetFolders, cssVarName, flattenTokens, resolvedThemes, seeds, themeFromAttribute, themeNames, vars } from './index';

describe('colour toolkit', () => {
  it('round-trips hex through rgb and mixes linearly', () => {
    expect(rgbToHex(hexToRgb('#1668dc'))).toBe('#1668dc');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(() => hexToRgb('#12')).toThrow();
  });
  it('computes WCAG contrast', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrast('#777777', '#777777')).toBe(1);
  });
});

describe('derived tokens', () => {
  it('palettes have 10 shades with the seed at 6', () => {
    const p = palette('#1668dc', '#ffffff', false);
    expect(p).toHaveLength(10);
    expect(p[5]).toBe('#1668dc');
  });

  it.each(themeNames)('%s: every text/background pairing passes WCAG AA', (name) => {
    const c = resolvedThemes[name].color;
    for (const bg of [c.bg.layout, c.bg.container]) {
      expect(contrast(c.text.primary, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.text.secondary, bg)).toBeGreaterThanOrEqual(4.5);
    }
    for (const status of ['primary', 'success', 'warning', 'error', 'info'] as const) {
      expect(contrast(c[status].onSolid, c[status].solid), `${status} solid`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c[status].text, c[status].bg), `${status} text on bg`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(c.text.link, c.bg.container)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.nav.text, c.nav.bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('TechBlue is the dark theme', () => {
    expect(seeds.TechBlue.dark).toBe(true);
    const c = resolvedThemes.TechBlue.color;
    expect(contrast(c.bg.layout, '#000000')).toBeLessThan(2);
  });

  it('every theme has the same token shape, so one typed object serves all', () => {
    const keys = (name: (typeof themeNames)[number]) => flattenTokens(resolvedThemes[name] as never).map(([k]) => k);
    expect(keys('OceanBlue')).toEqual(keys('ClassicBlue'));
    expect(keys('TechBlue')).toEqual(keys('ClassicBlue'));
  });
});

describe('CSS variables and references', () => {
  it('names variables in kebab case from the token path', () => {
    expect(cssVarName(['color', 'primary', 'bgHover'])).toBe('--color-primary-bg-hover');
    expect(vars.color.primary.bgHover).toBe('var(--color-primary-bg-hover)');
    expect(vars.space.md).toBe('var(--space-md)');
  });

  it('emits one block per theme, the default also on :root', () => {
    const css = buildThemesCss();
    expect(css).toMatch(/:root,\n\[data-theme="classic-blue"\] \{/);
    expect(css).toContain('[data-theme="ocean-blue"] {');
    expect(css).toContain('[data-theme="tech-blue"] {');
    expect(css).toContain(`--color-primary-default: ${seeds.OceanBlue.colorPrimary};`);
  });

  it('the committed stylesheet is what the seeds produce (run `npm run tokens` after editing seeds)', () => {
    const committed = readFileSync(new URL('./generated/themes.css', import.meta.url), 'utf8');
    expect(committed).toBe(buildThemesCss());
  });
});

describe('theme helpers', () => {
  it('maps asset folders as the spec says', () => {
    expect(assetFolders('TechBlue')).toEqual({ images: 'images', icons: 'icon' });
    expect(assetFolders('OceanBlue')).toEqual({ images: 'ClassicBlueImages', icons: 'ClassicBlueIcon' });
    expect(assetFolders('ClassicBlue')).toEqual({ images: 'ClassicBlueImages', icons: 'ClassicBlueIcon' });
  });
  it('reads the theme back from the attribute, defaulting to ClassicBlue', () => {
    expect(themeFromAttribute('tech-blue')).toBe('TechBlue');
    expect(themeFromAttribute('nope')).toBe('ClassicBlue');
    expect(themeFromAttribute(null)).toBe('ClassicBlue');
  });
});
