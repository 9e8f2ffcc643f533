import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Memory-hard storage of the client's pre-hashed password (spec §5: the client sends the
 * SHA-256 hex of what was typed). scrypt at the OWASP parameters N=2^17, r=8, p=1 needs
 * 128 MiB per hash, so maxmem is raised above that. Format: scrypt$N$r$p$salt$hash (base64).
 */
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAXMEM = 256 * 1024 * 1024;

function derive(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAXMEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(clientHash: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(clientHash, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(clientHash: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(clientHash, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** What a client sends for a typed password: lowercase hex SHA-256. Used by seed and tests. */
export function clientHash(typed: string): string {
  return createHash('sha256').update(typed, 'utf8').digest('hex');
}

/**
 * A fixed stored hash to verify against when the user does not exist, so a miss costs the
 * same time as a wrong password. Computed once, lazily.
 */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(clientHash('no-such-user'), Buffer.alloc(16, 7));
  return dummy;
}
