/**
 * Hostile imports: `npx tsx tests/bench/import-flood.bench.ts`. Each workbook that is small on
 * disk and huge expanded (300,000 rows; a 200 MB shared string) is refused alone first (the
 * slower refusal is printed); then six clients upload them over and over while one client lists
 * facilities, and the list call's p99 is printed.
 */
import { hostileWorkbook } from '../server/hostile-xlsx';
import { call, startServer, tokenFor } from '../server/helpers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const HEADER = ['容器编号', '所在设施', '垃圾类型', '容量', 'RFID 标签', '状态', '投放日期'];

const server = await startServer('pglite');
try {
  const token = await tokenFor(server.base, 'root', 'Root@2026');
  const files = [
    await hostileWorkbook({ header: HEADER, rows: 300_000, row: ['C-1', '设施'] }),
    await hostileWorkbook({ header: HEADER, rows: 1, row: ['C-1'], sharedStringBytes: 200 * 1024 * 1024 }),
  ];
  let slowest = 0;
  for (const file of files) {
    const t0 = performance.now();
    const response = await fetch(new URL('/cloud/ljszy/facilityContainer/import', server.base), {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: new Uint8Array(file),
    });
    await response.arrayBuffer();
    if (response.status !== 400) throw new Error(`hostile workbook not refused: ${response.status}`);
    slowest = Math.max(slowest, performance.now() - t0);
  }
  console.log(`hostile_import_refusal_ms: ${Math.round(slowest)}`);
  const end = Date.now() + SECONDS * 1000;
  const statuses = new Map<number, number>();
  const uploaders = Array.from({ length: 6 }, async (_, i) => {
    while (Date.now() < end) {
      const response = await fetch(new URL('/cloud/ljszy/facilityContainer/import', server.base), {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: new Uint8Array(files[i % 2]!),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  });
  const times: number[] = [];
  while (Date.now() < end) {
    const t0 = performance.now();
    const answer = await call(server.base, '/cloud/ljszy/facilityInfo/pageList', { token, body: { pageNum: 1, pageSize: 10 } });
    if (answer.body.result !== 0) throw new Error(`list failed: ${answer.text}`);
    times.push(performance.now() - t0);
  }
  await Promise.all(uploaders);
  times.sort((a, b) => a - b);
  console.log(`list_p99_during_hostile_import_ms: ${Math.round(times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)]!)}`);
  console.log(`list_calls_during_hostile_import: ${times.length}`);
  console.log(`hostile_imports_refused_400: ${statuses.get(400) ?? 0}`);
  console.log(`hostile_imports_shed_429: ${statuses.get(429) ?? 0}`);
} finally {
  await server.stop();
}
