/**
 * `npm run tokens`: writes tokens/generated/themes.css (CSS variables per theme) and
 * tokens/generated/resolved.json (the resolved values, for review and tooling).
 * `--check` fails when the committed files are stale.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildThemesCss } from './css';
import { resolvedThemes } from './index';

const outDir = join(dirname(fileURLToPath(import.meta.url)), 'generated');
const outputs: Record<string, string> = {
  'themes.css': buildThemesCss(),
  'resolved.json': JSON.stringify(resolvedThemes, null, 2) + '\n',
};

const check = process.argv.includes('--check');
mkdirSync(outDir, { recursive: true });
let stale = false;
for (const [file, content] of Object.entries(outputs)) {
  const path = join(outDir, file);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (current === content) continue;
  if (check) {
    stale = true;
    console.error(`tokens/generated/${file} 已过期：请运行 npm run tokens`);
  } else {
    writeFileSync(path, content);
    console.log(`tokens: wrote tokens/generated/${file}`);
  }
}
if (stale) process.exit(1);
