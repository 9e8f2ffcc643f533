import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, chromiumPath } from './scripts/chromium';
import { E2E_WORKERS } from './tests/e2e/workers';

type PathData = { root: string; arg: string; browserName: string; platform: string; ext: string; testFileName: string };
type ResolvePath = (data: PathData) => string;

/**
 * The page every story is shown in. The test runner scales a story's iframe down to fit its
 * page; Storybook gives each story a 1200×900 viewport, which fits this page at scale 1: one
 * CSS pixel per screen pixel. At any other scale (Playwright's default 1280×720 page gave 0.8)
 * positions fall between screen pixels in a way binary floats cannot hold exactly, and the
 * anti-aliasing of icons and canvases then depends on compositor state left by earlier
 * stories and on timing (docs/decisions/0002). tests/visual/story-screenshots.ts fails a
 * story whose iframe is scaled.
 */
const STORY_PAGE = { width: 1280, height: 900 };

// One browser, Debian's Chromium, for every browser test (no downloaded browsers here).
const browser = (page?: { width: number; height: number }) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    ...(page ? { contextOptions: { viewport: page } } : {}),
  }),
  instances: [{ browser: 'chromium' as const, viewport: { width: 1280, height: 800 } }],
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0 },
      // Baselines live together under tests/visual so QA can review them in one place.
      resolveScreenshotPath: (({ root, arg, browserName, platform, ext, testFileName }: PathData) =>
        `${root}/tests/visual/baselines/${testFileName}/${arg}-${browserName}-${platform}${ext}`) as ResolvePath,
      resolveDiffPath: (({ root, arg, browserName, platform, ext, testFileName }: PathData) =>
        `${root}/.vitest-attachments/${testFileName}/${arg}-${browserName}-${platform}${ext}`) as ResolvePath,
    },
  },
});

// Heavy dependencies pre-bundled up front: avoids "Vite unexpectedly reloaded a test" on cold runs.
const optimizeDeps = {
  include: [
    'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime',
    'styled-components', 'dayjs', 'dayjs/locale/zh-cn', 'react-hook-form',
    '@radix-ui/react-tabs', '@radix-ui/react-dialog', '@radix-ui/react-tooltip', '@radix-ui/react-popover',
    '@radix-ui/react-dropdown-menu', '@radix-ui/react-context-menu',
    '@tanstack/react-table', '@tanstack/react-virtual', 'echarts/core', 'echarts/charts',
    'echarts/components', 'echarts/renderers', 'echarts-for-react/esm/core', 'pinyin-pro', 'axios', 'crypto-js/sha256', 'crypto-js/enc-hex',
    'storybook/test', 'react-router', '@electric-sql/pglite',
  ],
};

export default defineConfig({
  plugins: [react()],
  optimizeDeps,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          setupFiles: ['tests/messages-setup.ts'],
          include: ['src/**/*.test.ts', 'tokens/**/*.test.ts', 'apps/catalogue/**/*.test.ts', 'apps/web/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          setupFiles: ['tests/messages-setup.ts'],
          globalSetup: ['tests/server/template-setup.ts'],
          include: ['apps/server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two workers run the server files, each loading the server and its 29 systems once instead
          // of once per file (~8 s each on CI's two cores). Each file starts its own servers and
          // databases; nothing a file changes in module state belongs to one test (docs/decisions/0361,
          // 0363).
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx', 'apps/web/**/*.test.tsx', 'tests/visual/**/*.test.tsx'],
          browser: browser(),
          setupFiles: ['tests/messages-setup.ts', 'tests/visual/dom-setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'stories',
          browser: browser(STORY_PAGE),
          setupFiles: ['tests/visual/story-screenshots.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // Files run E2E_WORKERS at a time, each worker against its own server (docs/decisions/0363).
          maxWorkers: E2E_WORKERS,
          // After the unit, dom and story files (a group of its own: its worker count differs).
          sequence: { groupOrder: 2 },
          // A poll without its own limit waits as long as a Playwright action does (1 s by default
          // is too short when both test runs share the two cores).
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
