/** The README's (and docs/api.md's) table of demo accounts is what a newcomer signs in with: it lists every seeded user with the right password. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../apps/server/src/seed/demo-data';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
const api = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'api.md'), 'utf8');
const listed = new Map([...readme.matchAll(/^\| `([^`]+)` \| `([^`]+)` \|/gm)].map((m) => [m[1]!, m[2]!]));
const apiListed = new Map([...api.matchAll(/^\| ([a-z0-9]+) \| (\S+) \| (?:\d|none)/gm)].map((m) => [m[1]!, m[2]!]));
const seeded = Object.fromEntries(demoUsers.map((u) => [u.username, u.password]).sort());

describe('README demo accounts', () => {
  it('lists every demo user with its password, and no one else', () => {
    expect(Object.fromEntries([...listed].sort())).toEqual(seeded);
  });

  it('docs/api.md lists them too', () => {
    expect(Object.fromEntries([...apiListed].sort())).toEqual(seeded);
  });
});
