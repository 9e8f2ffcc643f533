/** Server-side security settings; createApp options override the defaults. */
export type CaptchaMode = 'always' | 'afterFailures' | 'never';

export interface Settings {
  /** Whether sign-in needs a captcha: always, only after failures, or never. */
  captchaMode: CaptchaMode;
  /** Failed sign-ins (per user name) after which the captcha is required. */
  captchaAfterFailures: number;
  /** Failed sign-ins after which the account is locked; each further failure doubles the wait. */
  lockAfterFailures: number;
  lockBaseMs: number;
  lockMaxMs: number;
  captchaTtlMs: number;
  /** A session unused this long is dead. */
  sessionIdleMs: number;
  /** A session older than this is dead however active. */
  sessionAbsoluteMs: number;
  /** last_seen_at is written at most this often, so reads stay reads. */
  sessionTouchMs: number;
  /** A resolved token, and its user's systems, are trusted from memory this long (0 disables); revocation clears the token at once. */
  sessionCacheMs: number;
  /** Menu trees are kept in memory this long (they change only with deployments). */
  menuCacheMs: number;
  /** PGlite only: how often the server does autovacuum's work (0 disables the timer). */
  autovacuumMs: number;
  /** Captcha images one source address may ask for per minute (429 beyond). */
  captchaPerMinute: number;
  /** Sign-in attempts one source address may make per minute, whatever the user names (429 beyond). */
  loginPerMinute: number;
  /** Password hashes (scrypt, 128 MiB each) computed at once; more wait their turn. */
  hashConcurrency: number;
  /** Hashes that may wait in all; beyond, 429 at once instead of ever longer waits. */
  hashQueue: number;
  /** Hashes one source address may have waiting: one client cannot fill the line. */
  hashPerSource: number;
  /** Every 429 answer waits this long first: a flooding client slows down instead of spinning. */
  shedDelayMs: number;
  /** Workbook imports parsed at once (each in a worker thread); more answer 429. */
  importConcurrency: number;
  /** What an uploaded workbook may inflate to in all (zip entries counted while inflating). */
  importExpandedBytes: number;
  /** A workbook not read within this time is refused. */
  importTimeoutMs: number;
  /** Days of simulated GPS history written on first start (0: none). */
  gpsHistoryDays: number;
  /** How often the live simulator writes and publishes positions (0: off, tests tick by hand). */
  gpsLiveMs: number;
  /** How often the simulated devices and cameras beat (0: off — tests, where rows must hold still). */
  deviceHeartbeatMs: number;
  /** Tests only: a fixed captcha code generator. */
  captchaCode?: () => string;
}

export const defaultSettings: Settings = {
  captchaMode: 'afterFailures',
  captchaAfterFailures: 3,
  lockAfterFailures: 5,
  lockBaseMs: 60_000,
  lockMaxMs: 60 * 60_000,
  captchaTtlMs: 2 * 60_000,
  sessionIdleMs: 30 * 60_000,
  sessionAbsoluteMs: 12 * 60 * 60_000,
  sessionTouchMs: 60_000,
  sessionCacheMs: 5_000,
  menuCacheMs: 60_000,
  autovacuumMs: 60_000,
  captchaPerMinute: 20,
  loginPerMinute: 60,
  hashConcurrency: 1,
  hashQueue: 16,
  hashPerSource: 4,
  shedDelayMs: 1_000,
  importConcurrency: 2,
  importExpandedBytes: 48 * 1024 * 1024,
  importTimeoutMs: 30_000,
  gpsHistoryDays: 90,
  gpsLiveMs: 0,
  deviceHeartbeatMs: 0,
};

export function captchaRequired(settings: Settings, failures: number): boolean {
  if (settings.captchaMode === 'always') return true;
  if (settings.captchaMode === 'never') return false;
  return failures >= settings.captchaAfterFailures;
}

/** Lock duration after `failures` failures: 0 below the threshold, then doubling, capped. */
export function lockDurationMs(settings: Settings, failures: number): number {
  if (failures < settings.lockAfterFailures) return 0;
  const exponent = Math.min(failures - settings.lockAfterFailures, 20);
  return Math.min(settings.lockBaseMs * 2 ** exponent, settings.lockMaxMs);
}
