/** 仓库管理's server side: its stock reports and its demo data. */
import type { Sql } from '../../db/types';
import { tables } from '../../seed/tables';
import type { ServerSystem } from '../types';
import { kcglHandlers } from './reports';
import { seedKcglActivity } from './seed-activity';
import { seedKcglMaster } from './seed-master';

/** Runs once per tenant: nothing when materials exist (the storehouses of seed 1 are kept). */
async function seed(sql: Sql): Promise<void> {
  const [has] = await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${tables('kcgl').material}) AS has`);
  if (has?.has) return;
  await seedKcglActivity(sql, await seedKcglMaster(sql));
}

export default { handlers: kcglHandlers, seed: { version: 2, run: seed } } satisfies ServerSystem;
