/**
 * `npm run migration -- <name>`: writes the next numbered migration that moves a database from
 * the committed catalogue schema (apps/server/src/db/migrations/catalogue-schema.json) to the
 * catalogue as it is now, and updates the snapshot. Renames come from `renamedFrom` on fields
 * and resources; review the SQL (retypes, drops) before committing. `--check` only reports.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAllSystems, moduleOf, PLATFORM } from '../apps/catalogue/src';
import { MIGRATIONS_DIR } from '../apps/server/src/db/migrate';
import { schemaChanges, migrationText } from '../apps/server/src/db/schema/diff';
import { catalogueRenames, catalogueSchema } from '../apps/server/src/db/schema/model';
import { readSnapshot, writeSnapshot } from '../apps/server/src/db/schema/snapshot';

const args = process.argv.slice(2);
const check = args.includes('--check');
const name = args.find((a) => !a.startsWith('--'));

const systems = await loadAllSystems();
const resources = [moduleOf(PLATFORM)!, ...systems].flatMap((m) => m.resources);
const next = catalogueSchema(resources);
const changes = schemaChanges(readSnapshot(), next, catalogueRenames(resources));

if (changes.size === 0) {
  console.log('目录与迁移一致，无需新的迁移。');
  process.exit(0);
}
if (check) {
  console.error(`目录有未迁移的变更（${[...changes.keys()].join('、')}）：运行 npm run migration -- <说明> 生成迁移。`);
  process.exit(1);
}
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('用法：npm run migration -- <说明>（小写字母、数字和下划线，例如 add_car_vin）');
  process.exit(1);
}
const numbers = readdirSync(MIGRATIONS_DIR).flatMap((f) => (/^(\d{4})_/.exec(f) ? [Number(f.slice(0, 4))] : []));
const file = `${String(Math.max(0, ...numbers) + 1).padStart(4, '0')}_${name}.sql`;
writeFileSync(join(MIGRATIONS_DIR, file), migrationText(name, changes));
writeSnapshot(next);
console.log(`已写入 ${file}（${changes.size} 张表），并更新 catalogue-schema.json。请审阅后提交。`);
