/**
 * Stock balance read among a large stock ledger (issue 13): `npm run bench stock`.
 * With TEST_DATABASE_URL (a superuser URL) on a fresh PostgreSQL database with 10,000,000
 * ledger rows; otherwise on in-memory PGlite with fewer rows (printed). The ledger is bulk-loaded
 * with its trigger off and the balances rebuilt from it in one statement (as a migration would),
 * then each read is the server's own balanceOf in a tenant transaction. Prints:
 * - stock_ledger_rows, stock_balance_p50_ms, stock_balance_p99_ms (500 reads of random items);
 * - stock_balance_matches_ledger: 1 when 50 sampled balances equal their ledger sums.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp } from '../../apps/server/src/app';
import { balanceOf, ledgerSum } from '../../apps/server/src/resources/stock';

const print = (name: string, value: number | string) => console.log(`${name}: ${typeof value === 'number' ? Math.round(value * 100) / 100 : value}`);
const admin = process.env.TEST_DATABASE_URL;
const ROWS = admin ? 10_000_000 : 300_000;
const ITEMS = 2_000;
const STOREHOUSES = 5;

async function main() {
  let databaseUrl: string | undefined;
  let drop = async () => undefined as void;
  if (admin) {
    const name = `stock_bench_${randomBytes(4).toString('hex')}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    };
  }
  print('backend', admin ? 'postgres' : `pglite (fewer rows: ${ROWS}; set TEST_DATABASE_URL for 10,000,000)`);
  const app = await createApp({ databaseUrl, seedHashCacheFile: join(tmpdir(), 'sanitation-server-test-seed-hashes.json') });
  try {
    const tenant = '1';
    await app.db.owner(async (sql) => {
      await sql.exec('ALTER TABLE stock_ledger DISABLE TRIGGER stock_ledger_post');
      for (let done = 0; done < ROWS; done += 1_000_000) {
        const n = Math.min(1_000_000, ROWS - done);
        await sql.query(
          `INSERT INTO stock_ledger (tenant_id, book, storehouse_id, location_id, item_id, quantity, biz_date, kind, doc_resource, doc_id, line_id, doc_code)
           SELECT $1, 'bench.item', 1 + g % ${STOREHOUSES}, 0, 1 + (g / ${STOREHOUSES}) % ${ITEMS}, CASE WHEN g % 3 = 0 THEN -1 ELSE 2 END, DATE '2026-01-01' + (g % 300), 'in', 'bench.doc', g, g, ''
             FROM generate_series($2::int, $3::int) g`,
          [tenant, done, done + n - 1],
        );
      }
      await sql.exec(`INSERT INTO stock_balance (tenant_id, book, item_id, storehouse_id, location_id, quantity)
        SELECT tenant_id, book, item_id, storehouse_id, location_id, sum(quantity) FROM stock_ledger WHERE book = 'bench.item' GROUP BY 1, 2, 3, 4, 5`);
      await sql.exec('ALTER TABLE stock_ledger ENABLE TRIGGER stock_ledger_post; ANALYZE stock_ledger; ANALYZE stock_balance');
    });
    print('stock_ledger_rows', ROWS);
    const key = (i: number) => ({ book: 'bench.item', storehouseId: 1 + (i % STOREHOUSES), locationId: 0, itemId: 1 + ((i * 7919) % ITEMS) });
    const times: number[] = [];
    for (let i = 0; i < 500; i++) {
      const start = performance.now();
      await app.db.tenant(tenant, (sql) => balanceOf(sql, key(i)));
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    print('stock_balance_p50_ms', times[Math.floor(times.length * 0.5)]!);
    print('stock_balance_p99_ms', times[Math.floor(times.length * 0.99)]!);
    let same = true;
    for (let i = 0; i < 50; i++) {
      const [b, l] = await app.db.tenant(tenant, async (sql) => [await balanceOf(sql, key(i)), await ledgerSum(sql, key(i))]);
      same &&= b === l;
    }
    print('stock_balance_matches_ledger', same ? 1 : 0);
  } finally {
    await app.close();
    await drop();
  }
}

await main();
