// `npm run bench`: runs every benchmark in tests/bench (one script each) and passes through
// their `name: value` lines. Figures are printed, never asserted.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { ensureChromium, ensureNodeModules } from './ensure-deps.mjs';

ensureNodeModules();
ensureChromium();

const only = process.argv.slice(2);
const scripts = readdirSync('tests/bench')
  .filter((f) => /\.bench\.(ts|mjs)$/.test(f))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failures = 0;
for (const file of scripts) {
  console.error(`\n# ${file}`);
  const result = spawnSync('npx', ['tsx', `tests/bench/${file}`], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    failures++;
    console.error(`# ${file} 失败（退出码 ${result.status}）`);
  }
}
process.exit(failures ? 1 : 0);
