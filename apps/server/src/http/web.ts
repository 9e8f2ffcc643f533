import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from './errors';

/** Paths that belong to the API: never answered with the SPA's index.html. */
const API_PREFIXES = ['/cas/', '/casServer/', '/cloud/', '/cloudFile/', '/envcloud/', '/vortexapi/'];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Vite's output under assets/ carries a content hash in its name (e.g. index-BWDdHSKW.js). */
export function isHashedAsset(path: string): boolean {
  return /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+(\.br|\.gz)?$/.test(path);
}

function placeholderPage(): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${messages.placeholderTitle}</title></head>` +
    `<body><h1>${messages.placeholderTitle}</h1><p>${messages.placeholderBody}</p></body></html>`;
}

/**
 * The built SPA (index.html + assets) with fallback to index.html for client routes, or a
 * Chinese placeholder at / when no build exists. Unknown API paths get a JSON 404.
 */
export async function installWeb(app: FastifyInstance, webRoot?: string): Promise<void> {
  const root = webRoot ? resolve(webRoot) : undefined;
  const hasSpa = root !== undefined && existsSync(join(root, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      // The build writes .br/.gz siblings (scripts/precompress.ts): sent as the browser accepts.
      preCompressed: true,
      cacheControl: false,
      // Hashed file names under /assets never change: cache them for a year; pages revalidate.
      setHeaders: (res, path) => {
        res.setHeader('cache-control', isHashedAsset(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(placeholderPage()));
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (hasSpa && wantsPage) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    return reply.status(404).send({ result: 404, msg: messages.notFound, data: null });
  });
}
