/**
 * The server side of each system, found by convention: `systems/<code>/index.ts` (default
 * export a ServerSystem: handlers and seed, which the Storybook screens run in the browser too)
 * and `systems/<code>/server.ts` (default export a ServerOnlyPart: routes and seeds that need
 * Node) when the system needs code beyond the catalogue. No shared map: a system's parts are
 * looked up in its own folder, so adding one touches no other file.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerOnlyPart, ServerPart, ServerSystem } from './types';
import { registerSystemHooks } from '../resources/system-hooks';

const parts = new Map<string, ServerPart>();

/** Loads the server folders of the given systems (once); systems without one get an empty part. */
export async function loadServerSystems(codes: readonly string[]): Promise<void> {
  for (const code of codes) {
    if (parts.has(code)) continue;
    if (!/^[a-z]+$/.test(code)) throw new Error(`bad system code ${code}`);
    const has = (name: string) => existsSync(fileURLToPath(new URL(`./${code}/${name}`, import.meta.url)));
    const index = has('index.ts') ? ((await import(`./${code}/index.ts`)) as { default: ServerSystem }).default : {};
    const server = has('server.ts') ? ((await import(`./${code}/server.ts`)) as { default: ServerOnlyPart }).default : {};
    parts.set(code, { ...index, ...server });
    registerSystemHooks(code, index);
  }
}

export function serverSystem(code: string): ServerPart {
  const part = parts.get(code);
  if (!part) throw new Error(`server part of ${code} not loaded`);
  return part;
}

/** The server part of a system if it was loaded (systems of a tenant the catalogue no longer has answer undefined). */
export function loadedServerSystem(code: string): ServerPart | undefined {
  return parts.get(code);
}
