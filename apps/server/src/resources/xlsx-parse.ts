/**
 * Parses uploaded workbooks off the request loop: each in its own worker thread (memory capped,
 * time-limited, ended afterwards), at most `importConcurrency` at once; more answer 429 at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../http/errors';
import type { Settings } from '../settings';
import { messages } from './messages';
import type { ReadLimits, ReadResult } from './xlsx-read';

// The server runs TypeScript through tsx: the worker registers the same loader, then the entry
// (both by absolute address: an eval'd worker resolves bare names from the working folder).
const ENTRY = new URL('./xlsx-worker.ts', import.meta.url).href;
// require.resolve finds the CommonJS build; the worker needs the ES module one beside it.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
const BOOT = `import(${JSON.stringify(TSX)}).then(({ register }) => { register(); return import(${JSON.stringify(ENTRY)}); })`;

export class ImportSlots {
  private running = 0;

  constructor(private readonly settings: Pick<Settings, 'importConcurrency' | 'importTimeoutMs'>) {}

  async parse(file: Buffer, limits: ReadLimits): Promise<ReadResult> {
    if (this.running >= this.settings.importConcurrency) throw new ApiError(429, 429, messages.importBusy);
    this.running++;
    try {
      return await runWorker(file, limits, this.settings.importTimeoutMs);
    } finally {
      this.running--;
    }
  }
}

function runWorker(file: Buffer, limits: ReadLimits, timeoutMs: number): Promise<ReadResult> {
  // exceljs parks a sheet that precedes the shared strings in a temp file and leaves it behind
  // when reading stops early: the worker gets its own temp folder, removed afterwards.
  const scratch = mkdtempSync(join(tmpdir(), 'sanitation-import-'));
  const worker = new Worker(BOOT, {
    eval: true,
    workerData: { file, limits },
    env: { ...process.env, TMPDIR: scratch },
    // A workbook that still blows up in memory kills its worker, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 },
  });
  return new Promise<ReadResult>((resolve) => {
    const done = (result: ReadResult) => {
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => done({ ok: false, error: 'tooLarge' }), timeoutMs);
    worker.once('message', done);
    worker.once('error', (error: Error & { code?: string }) => done({ ok: false, error: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'tooLarge' : 'badFile' }));
    worker.once('exit', () => done({ ok: false, error: 'badFile' }));
  }).finally(async () => {
    await worker.terminate();
    rmSync(scratch, { recursive: true, force: true });
  });
}
