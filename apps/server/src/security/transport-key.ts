/**
 * The key a browser encrypts a new password to (RSA-OAEP, SHA-256, 2048 bits), so the server
 * can check the tenant's rule on the typed text while the wire still carries no plain password
 * (docs/decisions/0105). Made at start-up and kept in memory only: a restart changes it, and
 * the client fetches it before each change.
 */
import { constants, createHash, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';

export interface TransportKey {
  keyId: string;
  /** SubjectPublicKeyInfo (DER), base64: what WebCrypto's importKey('spki') takes. */
  publicKey: string;
  /** The UTF-8 text of a base64 ciphertext, or null when it is not one for this key. */
  decrypt(cipher: string): string | null;
}

export function createTransportKey(): TransportKey {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  return {
    keyId: createHash('sha256').update(spki).digest('hex').slice(0, 16),
    publicKey: spki.toString('base64'),
    decrypt: (cipher) => decrypt(privateKey, cipher),
  };
}

function decrypt(privateKey: KeyObject, cipher: string): string | null {
  try {
    const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(cipher, 'base64'));
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}
