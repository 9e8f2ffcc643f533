// Installs what a fresh clone needs before tests or the app run: npm packages, and (as root)
// Debian's Chromium for the browser tests. Pure Node: runs before node_modules exists.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });

export function ensureNodeModules() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
  if (stale) {
    console.log('安装 npm 依赖（npm ci）…');
    run('npm ci --no-audit --no-fund');
  }
}

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.getuid?.() === 0) {
    console.log('安装 Debian 的 Chromium（浏览器测试需要）…');
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
    return;
  }
  console.error('缺少 Chromium：请先运行 `sudo apt-get install -y chromium`，然后重试。');
  process.exit(1);
}
