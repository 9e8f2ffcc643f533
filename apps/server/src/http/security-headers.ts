/**
 * Security headers of every answer (@fastify/helmet), with a Content-Security-Policy for the
 * served app: scripts from the origin only, plus the inline scripts of the built index.html
 * (the theme boot script that must run before first paint) allowed by their SHA-256 hash.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** `'sha256-…'` of each inline <script> of the page (scripts with src are not inline). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
  }
  return hashes;
}

export async function installSecurityHeaders(server: FastifyInstance, webRoot?: string): Promise<void> {
  const index = webRoot ? join(resolve(webRoot), 'index.html') : undefined;
  const hashes = index && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  await server.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...hashes],
        // styled-components and the component library write <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map base tiles come from the tile provider a tenant configures.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // hls.js plays through Media Source Extensions: the <video> reads a blob: URL.
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Same-origin frames (the shell's tabs) stay allowed, as frame-ancestors says.
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
  });
}
