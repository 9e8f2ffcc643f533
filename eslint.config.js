import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const HEX = '#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\\b';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'storybook-static', 'tokens/generated', '.data', '**/__screenshots__', 'tests/visual/report', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tokens are the only source of colours: no raw hex literals outside tokens/.
    files: ['src/**/*.{ts,tsx}', 'apps/web/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${HEX}/]`, message: '不要写原始十六进制颜色：请使用 tokens（p.theme.color.*）。' },
        { selector: `TemplateElement[value.raw=/${HEX}/]`, message: '不要写原始十六进制颜色：请使用 tokens（p.theme.color.*）。' },
      ],
    },
  },
  {
    // Dependencies flow one way: tokens → src → apps. The library never reaches into the app.
    files: ['src/**/*.{ts,tsx}', 'tokens/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', 'apps/*'], message: 'src/ 与 tokens/ 不能依赖 apps/。' }] },
      ],
    },
  },
  {
    // The catalogue is shared data: no React and no Node APIs.
    files: ['apps/catalogue/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'node:*', 'fs', 'path'], message: 'apps/catalogue 只能是纯数据。' }] },
      ],
    },
  },
);
