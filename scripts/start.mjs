#!/usr/bin/env node
/**
 * `npm start`: one command for a fresh clone. Builds the web app when it is missing or older
 * than its sources (only once vite.config.ts exists), then runs the reference API server on
 * PORT (default 5173) serving dist/web on the same origin. The server migrates and seeds on
 * first start and prints the URL and the demo accounts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeModules } from './ensure-deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const webRoot = join(root, 'dist', 'web');
const builtIndex = join(webRoot, 'index.html');
const SOURCES = ['src', 'apps/web', 'apps/catalogue', 'tokens', 'public', 'index.html', 'vite.config.ts'];

/** Newest modification time under the given paths (0 when none exist). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry.startsWith('.')) continue;
        visit(join(path, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

function buildIfNeeded() {
  if (!existsSync(join(root, 'vite.config.ts'))) {
    console.log('未找到 vite.config.ts：前端尚未就绪，首页显示占位页。');
    return;
  }
  const stale = !existsSync(builtIndex) || statSync(builtIndex).mtimeMs < newestMtime(SOURCES);
  if (!stale) return;
  console.log('正在构建前端（vite build）…');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('前端构建失败，服务仍将启动（首页可能不可用）。');
  }
}

process.chdir(root);
ensureNodeModules();
buildIfNeeded();

const tsx = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
const child = spawn(tsx, [join(root, 'apps', 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '5173', WEB_ROOT: process.env.WEB_ROOT ?? webRoot },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
