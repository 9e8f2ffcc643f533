/**
 * Per-source-address request limits (@fastify/rate-limit, in memory): routes opt in with
 * `perAddress(max)`; the answer beyond the limit is HTTP 429 with a Chinese msg.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError, messages } from './errors';

export async function installRateLimit(server: FastifyInstance): Promise<void> {
  await server.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError(429, 429, messages.tooManyRequests),
  });
}

/** Route config: at most `max` calls per minute from one source address. */
export function perAddress(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
