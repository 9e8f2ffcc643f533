#!/usr/bin/env node
/**
 * `npm run dev`: the app with hot reload. Starts the reference API server on API_PORT (default
 * 3000) and Vite's dev server on http://localhost:5173, which proxies the API paths to it
 * (vite.config.ts). Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeModules } from './ensure-deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
ensureNodeModules();

const apiPort = process.env.API_PORT ?? '3000';
const bin = (name) => join(root, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', join(root, 'apps', 'server', 'src', 'main.ts')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(bin('vite'), [], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stopAll = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
// When either process ends, the other one has no purpose: stop it and exit with its code.
children.forEach((child) =>
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 0);
  }),
);
