/**
 * The remembered-login record (§3) under the key rememberMe: username, rememberMe,
 * autoLogin, password only when rememberMe, timestamp only when autoLogin. The password
 * kept is the hashed wire form, obfuscated; the plaintext is never stored.
 */
import { SPEC_CONSTANTS } from '../request/constants';
import { deobfuscate, obfuscate } from './obfuscation';
import { toWirePassword, type PasswordInput } from './password';
import { defaultStore, type KeyValueStore } from './storage';

export interface RememberedLogin {
  username: string;
  rememberMe: boolean;
  autoLogin: boolean;
  /** The hashed wire form; send it as `{ hashed: password }`. */
  password?: string;
  timestamp?: number;
}

export interface RememberInput {
  username: string;
  password: PasswordInput;
  rememberMe: boolean;
  autoLogin: boolean;
}

export function saveRememberedLogin(input: RememberInput, now = Date.now(), store: KeyValueStore = defaultStore()): RememberedLogin {
  const record: RememberedLogin = { username: input.username, rememberMe: input.rememberMe, autoLogin: input.autoLogin };
  if (input.rememberMe) record.password = toWirePassword(input.password);
  if (input.autoLogin) record.timestamp = now;
  const stored = { ...record, ...(record.password ? { password: obfuscate(record.password) } : {}) };
  store.setItem(SPEC_CONSTANTS.rememberMeKey, JSON.stringify(stored));
  return record;
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
    store.setItem(SPEC_CONSTANTS.rememberMeKey, JSON.stringify({ ...switchedOff, ...(switchedOff.password ? { password: obfuscate(switchedOff.password) } : {}) }));
    return { record: switchedOff, autoLoginExpired: true };
  }
  return { record, autoLoginExpired: false };
}

/** Logout clears the remembered data (§4). */
export function clearRememberedLogin(store: KeyValueStore = defaultStore()): void {
  store.removeItem(SPEC_CONSTANTS.rememberMeKey);
}
