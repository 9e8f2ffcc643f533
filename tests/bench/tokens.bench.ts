// Token build cost and the size of the theme stylesheet every page loads.
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { buildThemesCss } from '../../tokens/css';

const runs = 20;
const started = performance.now();
let css = '';
for (let i = 0; i < runs; i++) css = buildThemesCss();
const perBuild = (performance.now() - started) / runs;

console.log(`tokens_build_ms: ${perBuild.toFixed(2)}`);
console.log(`themes_css_gzip_kb: ${(gzipSync(css).length / 1024).toFixed(1)}`);
