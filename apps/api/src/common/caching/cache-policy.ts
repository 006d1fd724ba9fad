import type { FastifyInstance } from 'fastify';

/** Vite writes its output to assets/ under names with a content hash: a given URL never changes content. */
const HASHED_ASSET = /[\\/]assets[\\/]/;

/** Cache-Control for a file of the built web app (or its precompressed twin), by what it is. */
export function staticCacheControl(filePath: string): string {
  const file = filePath.replace(/\.(br|gz)$/, '');
  // The pages name the current assets: every one of them revalidates (index.html, case.html).
  if (file.endsWith('.html')) return 'no-cache';
  if (HASHED_ASSET.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** API answers hold one person's data: no shared cache may keep them, nor the browser's back-forward cache. */
export function registerPrivateApiAnswers(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && (request.url === '/api' || request.url.startsWith('/api/'))) {
      void reply.header('cache-control', 'no-store');
    }
  });
}
