/** Demo data of the catalogue-driven modules, once per database (a marker row records it). */
import { hasMarker, setMarker } from '../../db/migrate';
import type { Database } from '../../db/types';
import { seedExamples } from './examples';
import { seedLjszyActivity, seedLjszyReports } from './ljszy-activity';
import { seedLjszyMaster } from './ljszy-master';
import { profiles } from './profiles';

const MARKER = 'seed:modules-v1';

export async function seedModules(db: Database): Promise<boolean> {
  if (await hasMarker(db, MARKER)) return false;
  for (const profile of profiles) {
    await db.tenant(profile.tenantId, async (sql) => {
      await seedLjszyMaster(sql, profile);
      await seedLjszyActivity(sql, profile);
      await seedLjszyReports(sql);
      await seedExamples(sql);
    });
  }
  await setMarker(db, MARKER);
  return true;
}
