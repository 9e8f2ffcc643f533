/**
 * Server-test setup: migrate and seed one database per backend once per run, so that each test
 * file's server starts from a copy instead of seeding 29 systems again (most of a start's time).
 * PGlite: the seeded data folder dumped as one tarball, which each server loads into memory
 * (skips initdb, migrations and seeds, and writes nothing to disk: docs/decisions/0364);
 * PostgreSQL: a template database that CREATE DATABASE copies. Servers with options that change what is seeded still start from scratch (helpers.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createApp } from '../../apps/server/src/app';
import { pgliteImageOf } from '../pglite-image';
import { SEED_HASH_CACHE, TEMPLATE_GPS_DAYS } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PGlite data folder as a tarball (PGlite's dumpDataDir). */
    pgliteImage: string;
    /** Name of the seeded PostgreSQL template database ('' without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

const run = randomBytes(4).toString('hex');
const pgliteDir = mkdtempSync(join(tmpdir(), 'sanitation-template-'));
const pgliteImage = join(pgliteDir, 'image.tar');
const postgresName = `sanitation_tpl_${run}`;

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function setup(project: TestProject) {
  const settings = { gpsHistoryDays: TEMPLATE_GPS_DAYS };
  const lite = await createApp({ seedHashCacheFile: SEED_HASH_CACHE, settings, dataDir: pgliteDir });
  await lite.close();
  // The tarball every PGlite server of the run loads into memory.
  writeFileSync(pgliteImage, new Uint8Array(await (await pgliteImageOf(pgliteDir)).arrayBuffer()));
  project.provide('pgliteImage', pgliteImage);

  let postgresTemplate = '';
  if (process.env.TEST_DATABASE_URL) {
    await admin(`CREATE DATABASE ${postgresName}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${postgresName}`;
    const app = await createApp({ seedHashCacheFile: SEED_HASH_CACHE, settings, databaseUrl: url.toString() });
    await app.close();
    postgresTemplate = postgresName;
  }
  project.provide('postgresTemplate', postgresTemplate);
}

export async function teardown() {
  rmSync(pgliteDir, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL) await admin(`DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`);
}
