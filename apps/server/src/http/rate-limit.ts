/**
 * Per-source-address request limits (@fastify/rate-limit, in memory): routes opt in with
 * `perAddress(max)`; the answer beyond the limit is HTTP 429 with a Chinese msg.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError, messages } from './errors';

/**
 * `shedDelayMs`: every 429 is answered after this pause. A flooding client with a fixed number
 * of connections then sends a few requests a second instead of hundreds, so shedding the flood
 * does not itself eat the CPU that real sign-ins need (the pause costs a timer, not work).
 */
export async function installRateLimit(server: FastifyInstance, shedDelayMs: number): Promise<void> {
  await server.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError(429, 429, messages.tooManyRequests),
  });
  server.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 429 && shedDelayMs > 0) await sleep(shedDelayMs);
    return payload;
  });
}

/** Route config: at most `max` calls per minute from one source address. */
export function perAddress(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
