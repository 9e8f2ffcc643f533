/**
 * Vite plugin: with `--manifest`, also write `.vite/chunk-modules.json` next to the manifest:
 * every JS chunk with the source modules it holds (paths relative to the Vite root, as in the
 * manifest). The manifest says which chunk a dynamic import points at, not what is inside it:
 * a system the shell imports statically still gets its own "chunk", a facade re-exporting
 * code merged into a shared one. This file shows where the code went (decision 0205).
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export function chunkModules(): Plugin {
  let root = '';
  let enabled = false;
  return {
    name: 'chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      enabled = Boolean(config.build.manifest);
    },
    generateBundle(_options, bundle) {
      if (!enabled) return;
      const chunks = Object.fromEntries(Object.values(bundle).flatMap((output) => output.type === 'chunk'
        ? [[output.fileName, output.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => relative(root, id))]]
        : []));
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(chunks, null, 1) });
    },
  };
}
