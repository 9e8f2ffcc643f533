/**
 * A sign-in flood from one loopback address, run on its own thread (a worker) so the flood's
 * client work does not queue on the server's event loop: what the server sees is what an
 * attacker elsewhere would send. Used by tests/server/login-flood.test.ts and the bench.
 */
import { Worker } from 'node:worker_threads';

export interface FloodCounts {
  total: number;
  shed: number;
  /** Answered after the hash (an unknown user): the attempts that cost the server a hash. */
  ok: number;
  other: number;
  messages: string[];
  /** When each hashed attempt's answer arrived (Date.now()). */
  hashedAt: number[];
}

// Plain JavaScript: a worker evaluates it as is.
const FLOOD = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
let stopped = false;
parentPort.on('message', () => { stopped = true; });
const counts = { total: 0, shed: 0, ok: 0, other: 0, messages: [], hashedAt: [] };
// Kept-alive connections, as a load tool would use: the flood costs the server requests, not handshakes.
const agent = new http.Agent({ keepAlive: true, maxSockets: workerData.connections, localAddress: workerData.from });
function attempt(username) {
  const body = JSON.stringify({ username, password: workerData.password });
  return new Promise((resolve) => {
    const req = http.request(workerData.url, { method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', () => resolve({ status: 0, text: '' }));
    req.end(body);
  });
}
(async () => {
  await Promise.all(Array.from({ length: workerData.connections }, async (_, w) => {
    for (let i = 0; !stopped && Date.now() < workerData.deadline; i++) {
      const a = await attempt('nobody-' + w + '-' + i + '-' + Math.random());
      counts.total++;
      if (counts.total === 1) parentPort.postMessage({ started: true });
      if (a.status === 429) {
        counts.shed++;
        try { const msg = JSON.parse(a.text).msg; if (!counts.messages.includes(msg)) counts.messages.push(msg); } catch { counts.messages.push(''); }
      } else if (a.status === 200) {
        counts.ok++;
        counts.hashedAt.push(Date.now());
      }
      else counts.other++;
    }
  }));
  agent.destroy();
  parentPort.postMessage({ done: counts });
})();
`;

export interface Flood {
  /** Resolves once the first flood answer came back. */
  started: Promise<void>;
  /** Stops the flood and returns what it got. */
  stop(): Promise<FloodCounts>;
}

/** `connections` concurrent made-up-name sign-ins from `from`, until stopped or `seconds` pass. */
export function startFlood(options: { base: string; from: string; connections: number; password: string; seconds: number }): Flood {
  const worker = new Worker(FLOOD, {
    eval: true,
    workerData: { url: new URL('/cas/login', options.base).toString(), from: options.from, connections: options.connections, password: options.password, deadline: Date.now() + options.seconds * 1000 },
  });
  let started!: () => void;
  let done!: (counts: FloodCounts) => void;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const donePromise = new Promise<FloodCounts>((resolve) => (done = resolve));
  worker.on('message', (message: { started?: boolean; done?: FloodCounts }) => {
    if (message.started) started();
    if (message.done) done(message.done);
  });
  return {
    started: startedPromise,
    async stop() {
      worker.postMessage('stop');
      const counts = await donePromise;
      await worker.terminate();
      return counts;
    },
  };
}
