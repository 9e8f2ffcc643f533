/** Worker thread entry: reads one uploaded workbook (xlsx-read.ts) and posts the result. */
import { parentPort, workerData } from 'node:worker_threads';
import { readRows, type ReadLimits } from './xlsx-read';

const { file, limits } = workerData as { file: Uint8Array; limits: ReadLimits };
void readRows(Buffer.from(file.buffer, file.byteOffset, file.byteLength), limits).then((result) => parentPort!.postMessage(result));
