/**
 * The remembered-login record (§3) under the key rememberMe, read side: username, rememberMe,
 * autoLogin, password only when rememberMe, timestamp only when autoLogin. The password kept
 * is the hashed wire form, obfuscated; the plaintext is never stored. Nothing here hashes, so
 * the login page reads the record before the request stack and SHA-256 load (decision 0205);
 * saving a typed password is in remember-me.ts.
 */
import { SPEC_CONSTANTS } from '../request/constants';
import { deobfuscate, obfuscate } from './obfuscation';
import { defaultStore, type KeyValueStore } from './storage';

export interface RememberedLogin {
  username: string;
  rememberMe: boolean;
  autoLogin: boolean;
  /** The hashed wire form; send it as `{ hashed: password }`. */
  password?: string;
  timestamp?: number;
}

/** Stores the record with its password obfuscated. */
export function writeRememberedLogin(record: RememberedLogin, store: KeyValueStore = defaultStore()): void {
  store.setItem(SPEC_CONSTANTS.rememberMeKey, JSON.stringify({ ...record, ...(record.password ? { password: obfuscate(record.password) } : {}) }));
}

export interface ReadRememberedLogin {
  record: RememberedLogin | null;
  /** True when autoLogin was on but the record was 7 days old or more: the UI warns. */
  autoLoginExpired: boolean;
}

/** Auto-login is valid only while the saved timestamp is under 604800000 ms old. */
export function isAutoLoginValid(record: RememberedLogin, now = Date.now()): boolean {
  return record.autoLogin && typeof record.timestamp === 'number' && now - record.timestamp < SPEC_CONSTANTS.autoLoginValidityMs;
}

export function readRememberedLogin(now = Date.now(), store: KeyValueStore = defaultStore()): ReadRememberedLogin {
  const raw = store.getItem(SPEC_CONSTANTS.rememberMeKey);
  if (!raw) return { record: null, autoLoginExpired: false };
  let record: RememberedLogin;
  try {
    const parsed = JSON.parse(raw) as RememberedLogin;
    record = { ...parsed, ...(parsed.password ? { password: deobfuscate(parsed.password) } : {}) };
  } catch {
    store.removeItem(SPEC_CONSTANTS.rememberMeKey); // a damaged record is worth nothing
    return { record: null, autoLoginExpired: false };
  }
  if (record.autoLogin && !isAutoLoginValid(record, now)) {
    const { timestamp: _expired, ...rest } = record;
    const switchedOff: RememberedLogin = { ...rest, autoLogin: false };
    writeRememberedLogin(switchedOff, store);
    return { record: switchedOff, autoLoginExpired: true };
  }
  return { record, autoLoginExpired: false };
}

/** Logout clears the remembered data (§4). */
export function clearRememberedLogin(store: KeyValueStore = defaultStore()): void {
  store.removeItem(SPEC_CONSTANTS.rememberMeKey);
}
