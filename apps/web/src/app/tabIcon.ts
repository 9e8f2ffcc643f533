/**
 * The tab icon element (id vtxtabicon, §2) follows the theme's asset folder:
 * TechBlue → icon, every other theme → ClassicBlueIcon.
 */
import { getActiveTheme, onThemeChange } from '../../../../src/theme/themeStore';
import { assetFolders, type ThemeName } from '../../../../tokens';
import { appPath } from './basePath';

export function tabIconHref(theme: ThemeName): string {
  return appPath(`/${assetFolders(theme).icons}/favicon.svg`);
}

export function syncTabIcon(): () => void {
  const update = (theme: ThemeName) => {
    let link = document.getElementById('vtxtabicon') as HTMLLinkElement | null;
    if (!link) {
      link = document.createElement('link');
      link.id = 'vtxtabicon';
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = tabIconHref(theme);
  };
  update(getActiveTheme());
  return onThemeChange(update);
}
