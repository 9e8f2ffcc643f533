/**
 * The seeded databases server tests start from (template-setup.ts makes them once per run).
 * Outside Vitest (benchmarks run these helpers with tsx) there is no template: servers seed.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Demo seed hashes shared between test files (full scrypt cost, reproducible salts). */
export const SEED_HASH_CACHE = join(tmpdir(), 'sanitation-server-test-seed-hashes.json');

/** Days of simulated GPS history in the template: a server asking for another number seeds its own. */
export const TEMPLATE_GPS_DAYS = 3;

async function provided(key: 'pgliteImage' | 'postgresTemplate'): Promise<string> {
  if (!process.env.VITEST) return '';
  const { inject } = await import('vitest');
  return (inject(key) as string | undefined) ?? '';
}

let image: Blob | undefined;

/** The seeded PGlite image, read once per test process, or undefined when this run has none. */
export async function pgliteImage(): Promise<Blob | undefined> {
  const file = await provided('pgliteImage');
  if (!file) return undefined;
  image ??= new Blob([readFileSync(file)]);
  return image;
}

/** The PostgreSQL template database's name, or '' when this run has none. */
export const postgresTemplate = () => provided('postgresTemplate');
