/**
 * Test harness: a real server on an ephemeral loopback port with a throwaway database —
 * in-memory PGlite always, and a fresh PostgreSQL database per call when TEST_DATABASE_URL
 * (a superuser URL) is set; that database is dropped again by stop().
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { createApp, type App, type AppOptions } from '../../apps/server/src/app';
import { clientHash } from '../../apps/server/src/security/password';
import { pgliteImage, postgresTemplate, SEED_HASH_CACHE, TEMPLATE_GPS_DAYS } from './template';

export { SEED_HASH_CACHE };

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is given. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];


export interface Running {
  app: App;
  base: string;
  /** The throwaway PostgreSQL database (undefined on PGlite). */
  databaseUrl?: string;
  stop(): Promise<void>;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Runs before the server opens its database (e.g. restores a dump of an older version into it). */
export type BeforeStart = (target: { databaseUrl?: string; dataDir?: string }) => Promise<void>;

/** Whether a server with these options may start from the run's seeded template (same data as seeding it). */
function seedsAsTemplate(options: AppOptions, beforeStart?: BeforeStart): boolean {
  return !beforeStart && !options.dataDir && !options.migrationsDir && options.seed !== false
    && (options.settings?.gpsHistoryDays ?? TEMPLATE_GPS_DAYS) === TEMPLATE_GPS_DAYS;
}

export async function startServer(backend: Backend, options: AppOptions = {}, beforeStart?: BeforeStart): Promise<Running> {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as void;
  const fromTemplate = seedsAsTemplate(options, beforeStart);
  if (backend === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error('TEST_DATABASE_URL is not set');
    const name = `sanitation_test_${randomBytes(6).toString('hex')}`;
    const template = fromTemplate ? await postgresTemplate() : '';
    await adminQuery(admin, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  await beforeStart?.({ databaseUrl, dataDir: options.dataDir });
  // Three days of simulated GPS history unless a test asks for more: server starts stay quick.
  // On PGlite the template's image loaded into memory: nothing to remove afterwards.
  const image = backend === 'pglite' && fromTemplate ? await pgliteImage() : undefined;
  const app = await createApp({ seedHashCacheFile: SEED_HASH_CACHE, ...options, ...(image ? { pgliteImage: image } : {}), settings: { gpsHistoryDays: TEMPLATE_GPS_DAYS, ...options.settings }, databaseUrl });
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base: address,
    databaseUrl,
    async stop() {
      await app.close();
      await dropDatabase();
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: { result: number; msg: string; data: T };
  text: string;
}

export interface CallOptions {
  token?: string;
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is (malformed JSON tests). */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

/** One HTTP call; JSON bodies parsed when the answer is JSON. */
export async function call<T = unknown>(base: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] = options.contentType ?? 'application/json';
  }
  const response = await fetch(url, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  let parsed: Answer<T>['body'];
  try {
    parsed = JSON.parse(text) as Answer<T>['body'];
  } catch {
    parsed = { result: NaN, msg: '', data: undefined as T };
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/**
 * One HTTP call from a given loopback source address (127.0.0.2, 127.0.0.3 … all reach the
 * server on Linux): how tests play several clients without trusting a forwarding header.
 */
export function callFrom<T = unknown>(address: string, base: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, localAddress: address, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: Answer<T>['body'];
        try {
          parsed = JSON.parse(text) as Answer<T>['body'];
        } catch {
          parsed = { result: NaN, msg: '', data: undefined as T };
        }
        const answerHeaders = new Headers();
        for (const [key, value] of Object.entries(res.headers)) if (typeof value === 'string') answerHeaders.set(key, value);
        resolve({ status: res.statusCode ?? 0, headers: answerHeaders, body: parsed, text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const hashed = clientHash;

export const PUBLIC_KEY_PATH = '/cloud/management/rest/np/password/publicKey';

/**
 * The new-password fields as the browser sends them: the hash, and the typed text encrypted
 * to the server's published key with RSA-OAEP (SHA-256) through WebCrypto.
 */
export async function newPasswordFields(base: string, typed: string): Promise<{ newPassword: string; newPasswordCipher: string; keyId: string }> {
  const answer = await call<{ keyId: string; publicKey: string }>(base, PUBLIC_KEY_PATH);
  if (answer.body.result !== 0) throw new Error(`no public key: ${answer.text}`);
  const { subtle } = globalThis.crypto;
  const key = await subtle.importKey('spki', Buffer.from(answer.body.data.publicKey, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(typed));
  return { newPassword: hashed(typed), newPasswordCipher: Buffer.from(cipher).toString('base64'), keyId: answer.body.data.keyId };
}

export interface LoginData {
  tenantId: string | null;
  userId: string;
  userName: string;
  systemList: string[];
  enablePasswordPolicy: boolean;
  passwordExpire: boolean;
  passwordExpression: string;
  token: string;
}

export async function login(base: string, username: string, password: string): Promise<Answer<LoginData>> {
  return call<LoginData>(base, '/cas/login', { body: { username, password: hashed(password), loginWeb: 'web' } });
}

/** Signs in and returns the token, failing loudly if the demo account does not work. */
export async function tokenFor(base: string, username: string, password: string): Promise<string> {
  const answer = await login(base, username, password);
  if (answer.body.result !== 0) throw new Error(`login ${username} failed: ${answer.text}`);
  return answer.body.data.token;
}

/** A fingerprint of the business tables, to prove a rejected call changed nothing. */
export async function fingerprint(app: App): Promise<string> {
  const tables = ['tenants', 'users', 'user_systems', 'systems', 'menus', 'params', 'platform_department', 'files', 'visits', 'third_party_app_users', 'sessions'];
  return app.db.owner(async (sql) => {
    const parts: string[] = [];
    for (const table of tables) {
      const [row] = await sql.query<{ h: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${table} t`);
      parts.push(`${table}:${row?.h ?? 'empty'}`);
    }
    return parts.join(',');
  });
}

/**
 * A hash of every row of every catalogue table (platform and systems) and of the users and their
 * roles, to prove a refused call changed nothing. `exclude`: tables a test itself rewrites.
 */
export async function tablesFingerprint(server: Running, exclude: readonly string[] = ['user_systems']): Promise<string> {
  const skipped = ['schema_migrations', 'login_throttle', 'third_party_app_users', ...exclude];
  return server.app.db.owner(async (sql) => {
    const tables = await sql.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND (tablename ~ '^[a-z]+_[a-z_]+$' OR tablename IN ('roles', 'users'))
         AND NOT tablename = ANY($1::text[]) ORDER BY 1`,
      [skipped],
    );
    const parts: string[] = [];
    for (const { name } of tables) {
      const [row] = await sql.query<{ h: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${name} t`);
      parts.push(`${name}:${row?.h ?? 'empty'}`);
    }
    return parts.join(',');
  });
}
