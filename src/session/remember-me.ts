/**
 * The remembered-login record (§3): saving it after a sign-in (the typed password is kept
 * only as its hashed wire form), and the read side from remembered-record.ts.
 */
import { toWirePassword, type PasswordInput } from './password';
import { writeRememberedLogin, type RememberedLogin } from './remembered-record';
import { defaultStore, type KeyValueStore } from './storage';

export * from './remembered-record';

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
  writeRememberedLogin(record, store);
  return record;
}
