/**
 * 设备管理's seed on PGlite (the server test suite starts many servers, so it must stay near a
 * second): `npm run bench sbzhgl-seed`. Empties the system's tables of tenant 1 and runs its seed
 * again three times in the tenant's transaction. Prints:
 * - sbzhgl_seed_ms_median (of the three runs), sbzhgl_seed_rows (rows the seed writes).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../apps/server/src/app';
import { profiles } from '../../apps/server/src/seed/profiles';
import { tables } from '../../apps/server/src/seed/tables';
import { seedSbzhgl } from '../../apps/server/src/systems/sbzhgl/seed';

const print = (name: string, value: number | string) => console.log(`${name}: ${typeof value === 'number' ? Math.round(value * 100) / 100 : value}`);

async function main() {
  const app = await createApp({ seedHashCacheFile: join(tmpdir(), 'sanitation-server-test-seed-hashes.json') });
  try {
    const t = tables('sbzhgl');
    const times: number[] = [];
    let rows = 0;
    for (let run = 0; run < 3; run++) {
      rows = await app.db.tenant('1', async (sql) => {
        // Children first: readings, sensors and fees refer to their devices.
        for (const key of ['monitorRecord', 'monitorItem', 'overflowRecord', 'overflowDevice', 'rateRecord', 'sensor', 'device']) await sql.query(`DELETE FROM ${t[key]}`);
        const start = performance.now();
        await seedSbzhgl(sql, profiles[0]!);
        times.push(performance.now() - start);
        let n = 0;
        for (const table of Object.values(t)) n += (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
        return n;
      });
    }
    print('sbzhgl_seed_ms_median', times.sort((a, b) => a - b)[1]!);
    print('sbzhgl_seed_rows', rows);
  } finally {
    await app.close();
  }
}

await main();
