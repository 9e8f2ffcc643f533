/**
 * The one password-hashing function (§5: "the password is sent hashed, never plain").
 * Wire form: lowercase hex SHA-256 of the password exactly as typed (no trimming).
 */
// SHA-256 and its hex encoder only: the package entry brings every cipher (~20 KB gzip more on
// the screens that hash). Both are pre-bundled for browser tests (vitest.config.ts).
import Hex from 'crypto-js/enc-hex';
import sha256 from 'crypto-js/sha256';

export function hashPassword(typed: string): string {
  return sha256(typed).toString(Hex);
}

/**
 * A password as the caller has it: typed by the user, or already in wire form (the
 * remembered-login record keeps only the wire form).
 */
export type PasswordInput = { plain: string } | { hashed: string };

export function toWirePassword(input: PasswordInput): string {
  return 'hashed' in input ? input.hashed : hashPassword(input.plain);
}
