// `npm test`: every quality gate, in order of cost. Installs what a fresh clone lacks first.
import { execSync, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensureNodeModules } from './ensure-deps.mjs';
import { addCounts, closingLine, countResults, failedNames } from './test-summary.mjs';

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
const attachments = '.vitest-attachments';
mkdirSync(attachments, { recursive: true });
const env = { ...process.env, CI: process.env.CI ?? 'true' };
const vitest = (report, args) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args];

/** One `vitest run`, its output to the terminal or to a log file; resolves with its report and exit status. */
function run({ report, args, log }) {
  rmSync(report, { force: true });
  return new Promise((resolve) => {
    const out = log ? openSync(log, 'w') : 'inherit';
    const child = spawn('npx', vitest(report, args), { stdio: ['ignore', out, out], env });
    child.on('close', (status) => {
      if (log) closeSync(out);
      let parsed = {};
      try {
        parsed = JSON.parse(readFileSync(report, 'utf8'));
      } catch {
        /* no report: the run itself failed before writing it */
      }
      resolve({ report: parsed, status });
    });
  });
}

const extra = process.argv.slice(2);
// The server files (one Node worker) run beside the browser projects (Chromium), which leave a
// core idle for most of their run (docs/decisions/0362). Asked for particular files or options,
// one run as usual.
const runs = extra.length
  ? [{ report: `${attachments}/results.json`, args: extra }]
  : [
    { report: `${attachments}/results-server.json`, args: ['--project', 'server'], log: `${attachments}/server.log` },
    { report: `${attachments}/results.json`, args: ['--project', 'unit', '--project', 'dom', '--project', 'stories', '--project', 'e2e'] },
  ];
console.log(`\n▶ 单元、服务端、组件、故事与端到端测试: vitest run${runs.length > 1 ? `（服务端测试同时运行，输出见 ${runs[0].log}）` : ''}`);
const results = await Promise.all(runs.map(run));
for (const r of runs.filter((x) => x.log)) {
  console.log(`\n▶ 服务端测试的输出（${r.log}）`);
  process.stdout.write(readFileSync(r.log, 'utf8'));
}

const root = `${process.cwd()}/`;
const failures = results.flatMap((r) => failedNames(r.report, root));
if (failures.length) console.log(`\n未通过：\n${failures.map((f) => `  × ${f}`).join('\n')}`);
const counts = addCounts(results.map((r) => countResults(r.report, r.status)));
console.log(`\n${closingLine(counts)}`);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
