/**
 * One upload must not freeze the server: workbooks are read as a stream in a worker thread,
 * stop at the row limit and the expanded-size limit while reading, at most a few at once
 * (429 beyond), and nothing is written when one is refused.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileWorkbook } from './hostile-xlsx';
import { call, startServer, tokenFor, type Running } from './helpers';

const IMPORT = '/cloud/ljszy/facilityContainer/import';
const HEADER = ['容器编号', '所在设施', '垃圾类型', '容量', 'RFID 标签', '状态', '投放日期'];
const ROW = ['C-X', '不存在的设施', '厨余垃圾', '240L', 'R1', '启用', '2026-01-01'];

describe('hostile workbooks (pglite)', () => {
  let server: Running;
  let token: string;
  let manyRows: Buffer;
  let bomb: Buffer;

  const upload = async (file: Buffer) => {
    const response = await fetch(new URL(IMPORT, server.base), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: new Uint8Array(file) });
    const body = (await response.json()) as { result: number; msg: string };
    return { status: response.status, body };
  };
  const containers = async () => (await server.app.db.owner((sql) => sql.query<{ n: number }>('SELECT count(*)::int AS n FROM ljszy_facility_container')))[0]!.n;

  // The server's scratch folders go to a temp folder of this file's own: server files run in two
  // processes at once, and the other one's imports must not count here (os.tmpdir() reads TMPDIR).
  const systemTmp = process.env.TMPDIR;
  const ownTmp = mkdtempSync(join(tmpdir(), 'import-limits-'));

  beforeAll(async () => {
    process.env.TMPDIR = ownTmp;
    // The read timeout far beyond the test's own: a refusal can only come from the limits met while
    // reading (rows, expanded size, the worker's memory), never from giving up. How fast it comes is
    // measured by `npx tsx tests/bench/import-flood.bench.ts` (hostile_import_refusal_ms).
    server = await startServer('pglite', { settings: { importTimeoutMs: 10 * 60_000 } });
    token = await tokenFor(server.base, 'root', 'Root@2026');
    manyRows = await hostileWorkbook({ header: HEADER, rows: 300_000, row: ROW.slice(0, 2) });
    bomb = await hostileWorkbook({ header: HEADER, rows: 1, row: ROW, sharedStringBytes: 200 * 1024 * 1024 });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (systemTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = systemTmp;
    rmSync(ownTmp, { recursive: true, force: true });
  });

  it('refuses 300,000 rows and a 200 MB shared-strings bomb while reading them, with Chinese messages, writing nothing', async () => {
    expect(manyRows.length).toBeLessThan(10 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = await containers();
    for (const file of [manyRows, bomb]) {
      const answer = await upload(file);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toMatch(/过大|最多导入/);
    }
    expect(await containers()).toBe(before);
  });

  it('stops at the 5,000-row limit while reading a workbook of 6,000 small rows, in either part order, leaving no temp files', async () => {
    const scratch = () => readdirSync(ownTmp).filter((name) => name.startsWith('sanitation-import-')).length;
    const before = scratch();
    for (const sheetFirst of [false, true]) {
      const answer = await upload(await hostileWorkbook({ header: HEADER, rows: 6_000, row: ROW, sheetFirst }));
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe('一次最多导入 5000 行');
    }
    expect(scratch()).toBe(before);
  });

  it('keeps answering a list call during six hostile imports, and sheds the imports beyond the limit with 429', async () => {
    const before = await containers();
    const imports = Array.from({ length: 6 }, (_, i) => upload(i % 2 ? bomb : manyRows));
    // The lists answer while the imports are read (in worker threads). How fast is measured by
    // `npm run bench import-flood` (list_p99_during_hostile_import_ms), not asserted here.
    for (let i = 0; i < 5; i++) {
      const list = await call(server.base, '/cloud/ljszy/facilityInfo/pageList', { token, body: { pageNum: 1, pageSize: 10 } });
      expect(list.body.result).toBe(0);
    }
    const answers = await Promise.all(imports);
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
    const shed = answers.filter((a) => a.status === 429);
    expect(shed.length).toBeGreaterThan(0);
    for (const a of shed) expect(a.body.msg).toBe('当前导入任务较多，请稍后再试');
    expect(await containers()).toBe(before);
  });
});
