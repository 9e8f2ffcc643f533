/**
 * The server side of each system, found by convention: `systems/<code>/index.ts` (default
 * export a ServerSystem) when the system needs code beyond the catalogue. No shared map: a
 * system's handlers and seed are looked up in its own folder, so adding one touches no other file.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerSystem } from './types';

const parts = new Map<string, ServerSystem>();

/** Loads the server folders of the given systems (once); systems without one get an empty part. */
export async function loadServerSystems(codes: readonly string[]): Promise<void> {
  for (const code of codes) {
    if (parts.has(code)) continue;
    if (!/^[a-z]+$/.test(code)) throw new Error(`bad system code ${code}`);
    const file = fileURLToPath(new URL(`./${code}/index.ts`, import.meta.url));
    parts.set(code, existsSync(file) ? ((await import(`./${code}/index.ts`)) as { default: ServerSystem }).default : {});
  }
}

export function serverSystem(code: string): ServerSystem {
  const part = parts.get(code);
  if (!part) throw new Error(`server part of ${code} not loaded`);
  return part;
}
