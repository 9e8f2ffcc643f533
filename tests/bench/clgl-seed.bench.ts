/**
 * 车辆管理's seed time per tenant on in-memory PGlite (`npm run bench clgl-seed`): after the
 * server's own start, each tenant's clgl rows are removed and the seed runs again, timed.
 * Prints clgl_seed_ms_tenant_<id> (the brief's budget is about 1 s per run).
 */
import { createApp } from '../../apps/server/src/app';
import { profiles } from '../../apps/server/src/seed/profiles';
import { tables } from '../../apps/server/src/seed/tables';
import { serverSystem } from '../../apps/server/src/systems';

const app = await createApp({});
const seed = serverSystem('clgl').seed!;
for (const p of profiles) {
  await app.db.tenant(p.tenantId, async (sql) => {
    for (const [key, table] of Object.entries(tables('clgl'))) if (key !== 'car') await sql.query(`DELETE FROM ${table}`);
    await sql.query(`UPDATE ${tables('platform').vehicle} SET vin = NULL`);
    const t0 = performance.now();
    await seed.run(sql, p);
    console.log(`clgl_seed_ms_tenant_${p.tenantId}: ${Math.round(performance.now() - t0)}`);
  });
}
await app.close();
