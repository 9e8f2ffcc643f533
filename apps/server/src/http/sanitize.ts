import type { FastifyInstance } from 'fastify';
import { badRequest, fill, messages } from './errors';

/** The first path holding a string with a NUL character (PostgreSQL text cannot store one). */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (depth > 32) return null;
  if (typeof value === 'string') return value.includes('\u0000') ? path || '请求体' : null;
  // Uploaded files (Buffers) are bytes, not text: walking them key by key froze the loop.
  if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const hit = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (hit) return hit;
  }
  return null;
}

/** Rejects NUL characters in any query or body string before a handler runs. */
export function installSanitizer(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.query) ?? findNul(request.body);
    if (field) throw badRequest(fill(messages.fieldControlChar, { field }));
  });
}
