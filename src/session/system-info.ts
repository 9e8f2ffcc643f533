/**
 * The system-info record (§3) in local storage: double URL-encoded JSON of tenantId,
 * userId, userName, systemCode, systemTitle and token, read back with access_token too.
 * It is also where the request client reads the caller's identity.
 */
import { SPEC_CONSTANTS } from '../request/constants';
import type { SessionIdentity } from '../request/types';
import { decodeTwice, defaultStore, encodeTwice, type KeyValueStore } from './storage';

export interface SystemInfo {
  tenantId: string;
  userId: string;
  userName: string;
  systemCode: string;
  systemTitle: string;
  token: string;
}

export type SystemInfoRecord = SystemInfo & { access_token: string };

export function writeSystemInfo(info: SystemInfo, store: KeyValueStore = defaultStore()): void {
  store.setItem(SPEC_CONSTANTS.systemInfoKey, encodeTwice(JSON.stringify(info)));
}

export function readSystemInfo(store: KeyValueStore = defaultStore()): SystemInfoRecord | null {
  const raw = store.getItem(SPEC_CONSTANTS.systemInfoKey);
  if (!raw) return null;
  try {
    const info = JSON.parse(decodeTwice(raw)) as SystemInfo;
    return { ...info, access_token: info.token };
  } catch {
    return null;
  }
}

export function clearSystemInfo(store: KeyValueStore = defaultStore()): void {
  store.removeItem(SPEC_CONSTANTS.systemInfoKey);
}

/** The identity the request client attaches to every call (§6). */
export function identityFromSystemInfo(store: KeyValueStore = defaultStore()): SessionIdentity | null {
  const info = readSystemInfo(store);
  if (!info) return null;
  return { tenantId: info.tenantId, userId: info.userId, userName: info.userName, token: info.token };
}
