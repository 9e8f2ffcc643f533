import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { clientHash, hashPassword } from '../security/password';

/**
 * Seed hashes at full scrypt cost take ~0.3 s each and tests seed many databases. Demo users
 * get a salt derived from their name, so each demo hash is reproducible: one process computes
 * it once, and test runs may also share it through a cache file (`cacheFile`, tests only; the
 * CLI never reads one). Real password changes always use random salts.
 */
const memory = new Map<string, Promise<string>>();

function readCache(file: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

async function compute(username: string, password: string, cacheFile?: string): Promise<string> {
  const id = createHash('sha256').update(`${username}\n${password}`).digest('hex');
  if (cacheFile) {
    const hit = readCache(cacheFile)[id];
    if (hit) return hit;
  }
  const salt = createHash('sha256').update(`demo-seed-salt:${username}`).digest().subarray(0, 16);
  const stored = await hashPassword(clientHash(password), salt);
  if (cacheFile) {
    try {
      writeFileSync(cacheFile, JSON.stringify({ ...readCache(cacheFile), [id]: stored }), { mode: 0o600 });
    } catch {
      // An unwritable cache only costs time.
    }
  }
  return stored;
}

export function seedHash(username: string, password: string, cacheFile?: string): Promise<string> {
  const key = `${username}\n${password}`;
  let entry = memory.get(key);
  if (!entry) {
    entry = compute(username, password, cacheFile);
    memory.set(key, entry);
  }
  return entry;
}
