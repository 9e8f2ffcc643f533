import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, getActiveTheme, getStoredTheme, onThemeChange, THEME_STORAGE_KEY, themeBootScript } from './themeStore';

afterEach(() => {
  localStorage.removeItem(THEME_STORAGE_KEY);
  document.documentElement.removeAttribute('data-theme');
});

describe('theme switching in a real browser', () => {
  it('changes one attribute on <html> and remembers the choice', () => {
    applyTheme('TechBlue');
    expect(document.documentElement.getAttribute('data-theme')).toBe('tech-blue');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('TechBlue');
    expect(getStoredTheme()).toBe('TechBlue');
    expect(getActiveTheme()).toBe('TechBlue');
  });

  it('CSS variables follow the attribute without any re-render', () => {
    applyTheme('ClassicBlue', { persist: false });
    const light = getComputedStyle(document.documentElement).getPropertyValue('--color-bg-layout').trim();
    applyTheme('TechBlue', { persist: false });
    const dark = getComputedStyle(document.documentElement).getPropertyValue('--color-bg-layout').trim();
    expect(light).not.toBe('');
    expect(dark).not.toBe(light);
  });

  it('the boot script applies the remembered theme before the app runs', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'OceanBlue');
    new Function(themeBootScript())();
    expect(document.documentElement.getAttribute('data-theme')).toBe('ocean-blue');
    localStorage.setItem(THEME_STORAGE_KEY, 'garbage');
    new Function(themeBootScript())();
    expect(document.documentElement.getAttribute('data-theme')).toBe('classic-blue');
  });

  it('notifies subscribers when the attribute changes', async () => {
    const seen: string[] = [];
    const stop = onThemeChange((theme) => seen.push(theme));
    applyTheme('OceanBlue', { persist: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(seen).toEqual(['OceanBlue']);
  });
});
