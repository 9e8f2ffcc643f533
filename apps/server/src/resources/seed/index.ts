/**
 * Demo data of the catalogue systems: the platform's shared master data first, then each system
 * with a seed in its server folder. A marker per system and seed version records what ran; a
 * raised version runs that system's seed again, and seedTable keeps it from duplicating rows.
 */
import { hasMarker, setMarker } from '../../db/migrate';
import type { Database } from '../../db/types';
import { profiles } from '../../seed/profiles';
import { serverSystem } from '../../systems';

/** Seeds what has not run at its current version; returns the systems seeded. */
export async function seedModules(db: Database, codes: readonly string[]): Promise<string[]> {
  const done: string[] = [];
  for (const code of codes) {
    const { seed, seedFiles } = serverSystem(code);
    if (!seed) continue;
    const marker = `seed:${code}:v${seed.version}`;
    if (await hasMarker(db, marker)) continue;
    for (const profile of profiles) {
      await db.tenant(profile.tenantId, async (sql) => {
        await seed.run(sql, profile);
        await seedFiles?.(sql, profile);
      });
    }
    await setMarker(db, marker);
    done.push(code);
  }
  return done;
}
