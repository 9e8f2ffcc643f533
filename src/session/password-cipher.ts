/**
 * Encrypts a typed new password to the server's published key (RSA-OAEP, SHA-256) with the
 * browser's WebCrypto, so the server can check the tenant's rule while the wire carries no
 * plain password (docs/decisions/0105). The hash of §5 is still sent beside it.
 */
export interface ServerKey {
  keyId: string;
  /** SubjectPublicKeyInfo (DER), base64. */
  publicKey: string;
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const bytes = atob(text);
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes.charCodeAt(i);
  return out;
}

function toBase64(buffer: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text);
}

export async function encryptForServer(key: ServerKey, typed: string): Promise<string> {
  const { subtle } = globalThis.crypto;
  const imported = await subtle.importKey('spki', fromBase64(key.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return toBase64(await subtle.encrypt({ name: 'RSA-OAEP' }, imported, new TextEncoder().encode(typed)));
}
