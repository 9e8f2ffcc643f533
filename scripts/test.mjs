// `npm test`: every quality gate, in order of cost. Installs what a fresh clone lacks first.
import { execSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensureNodeModules } from './ensure-deps.mjs';
import { closingLine, countResults } from './test-summary.mjs';

ensureNodeModules();
ensureChromium();

const step = (title, cmd) => {
  console.log(`\n▶ ${title}: ${cmd}`);
  const started = Date.now();
  execSync(cmd, { stdio: 'inherit' });
  console.log(`✔ ${title}（${((Date.now() - started) / 1000).toFixed(1)} s）`);
};

try {
  step('设计令牌', 'npx tsx tokens/build.ts');
  step('类型检查', 'npx tsc -p tsconfig.json --noEmit');
  step('代码规范', 'npx eslint . --max-warnings=0');
} catch {
  console.log(`\n${closingLine({ passed: 0, failed: 1 })}`);
  process.exit(1);
}

// Missing baselines must fail, as in CI, unless the caller explicitly updates them.
const report = '.vitest-attachments/results.json';
rmSync(report, { force: true });
console.log('\n▶ 单元、服务端、组件、故事与端到端测试: vitest run');
const extra = process.argv.slice(2);
const result = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra], {
  stdio: 'inherit',
  env: { ...process.env, CI: process.env.CI ?? 'true' },
});

let counts = { passed: 0, failed: result.status === 0 ? 0 : 1 };
try {
  counts = countResults(JSON.parse(readFileSync(report, 'utf8')), result.status);
} catch {
  /* no report: the run itself failed before writing it */
}
console.log(`\n${closingLine(counts)}`);
process.exit(result.status ?? 1);
