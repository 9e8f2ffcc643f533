/**
 * Server-test setup: migrate and seed one database per backend once per run, so that each test
 * file's server starts from a copy instead of seeding 29 systems again (most of a start's time).
 * PGlite: a data folder each server copies (opening a copy skips initdb, migrations and seeds);
 * PostgreSQL: a template database that CREATE DATABASE copies. Servers with options that change what is seeded still start from scratch (helpers.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createApp } from '../../apps/server/src/app';
import { SEED_HASH_CACHE, TEMPLATE_GPS_DAYS } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PGlite data folder. */
    pgliteTemplate: string;
    /** Name of the seeded PostgreSQL template database ('' without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

const run = randomBytes(4).toString('hex');
const pgliteDir = mkdtempSync(join(tmpdir(), 'sanitation-template-'));
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
  project.provide('pgliteTemplate', pgliteDir);

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
