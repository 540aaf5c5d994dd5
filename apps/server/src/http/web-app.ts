import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIX = '/api';

function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0];
  return reply
    .code(404)
    .send({ statusCode: 404, error: 'Not Found', message: `No API route ${request.method} ${path}` });
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET so client-side routes load on refresh. `/api/...` never falls back.
 */
export async function registerWebApp(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  const indexPath = join(options.distDir, 'index.html');
  const built = existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(options.distDir, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir: options.distDir }, 'web app is not built; run `npm run build` to serve it');
  }
  const indexHtml = built ? readFileSync(indexPath) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) return sendApiNotFound(request, reply);
    const path = request.url.split('?')[0] ?? '/';
    // A missing hashed file is a stale build's chunk: answering HTML there would break the script that asked.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/assets/')) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Cannot ${request.method} ${path}` });
    }
    if (!indexHtml) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The Skald web app is not built yet. Run `npm run build`, then restart.');
    }
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
