import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** The app's build-only plugins that mean nothing for Storybook (compressed siblings for the API server). */
const APP_ONLY_PLUGINS = new Set(['precompress']);

function withoutAppOnly(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flat().filter((p) => !(p && typeof p === 'object' && 'name' in p && APP_ONLY_PLUGINS.has(p.name)));
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)', '../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: withoutAppOnly(viteConfig.plugins) }),
};
export default config;
