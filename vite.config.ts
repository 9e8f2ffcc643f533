/**
 * The composed app (apps/web). `npm run build` writes dist/web, which the reference server
 * serves together with the API on one origin; `npm run dev` proxies the API to PORT 3000.
 */
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { themeBootScript } from './src/theme/themeStore';
import { chunkModules } from './scripts/chunk-modules';
import { precompress } from './scripts/precompress';

// Applies the remembered theme before first paint: no flash of the default theme.
function themeBoot(): Plugin {
  return {
    name: 'theme-boot',
    transformIndexHtml: (html) => html.replace('<!--theme-boot-->', `<script>${themeBootScript()}</script>`),
  };
}

const apiPrefixes = ['/cas', '/casServer', '/cloud', '/cloudFile', '/envcloud', '/vortexapi'];
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: 'apps/web',
  base: process.env.VITE_BASE ?? '/',
  publicDir: 'public',
  plugins: [react(), themeBoot(), chunkModules(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
});
