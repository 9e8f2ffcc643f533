/**
 * The one password-hashing function (§5: "the password is sent hashed, never plain").
 * Wire form: lowercase hex SHA-256 of the password exactly as typed (no trimming).
 */
// The package entry (not crypto-js/sha256): it is the one pre-bundled for browser tests.
import CryptoJS from 'crypto-js';

export function hashPassword(typed: string): string {
  return CryptoJS.SHA256(typed).toString(CryptoJS.enc.Hex);
}

/**
 * A password as the caller has it: typed by the user, or already in wire form (the
 * remembered-login record keeps only the wire form).
 */
export type PasswordInput = { plain: string } | { hashed: string };

export function toWirePassword(input: PasswordInput): string {
  return 'hashed' in input ? input.hashed : hashPassword(input.plain);
}
