import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@skald/contract/page-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIX = '/api';

/** The path as the router and the web app read it: percent escapes decoded, repeated slashes as one. */
function normalPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A broken escape is left as sent.
  }
  return decoded.replace(/\/{2,}/g, '/');
}

/** Whether an unmatched path is under /api however it is spelled (`/%61pi/`, `//api/`), so it never gets the page. */
function isApiPath(path: string): boolean {
  const normal = normalPath(path);
  return normal === API_PREFIX || normal.startsWith(`${API_PREFIX}/`);
}

function sendNotFound(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(404).send({ statusCode: 404, error: 'Not Found', message });
}

/** The public follow pages, /user/{userid} and /user/{userid}/{campid}: the small follow.html entry, not the app. */
function isFollowPagePath(path: string): boolean {
  const segments = path.split('/').filter((segment) => segment !== '');
  return segments[0]?.toLowerCase() === 'user' && (segments.length === 2 || segments.length === 3);
}

/**
 * Reads a page of the build (index.html, follow.html) when it changes. The build may finish after the server starts (`npm start` builds
 * and opens the database at the same time), and a rebuild replaces it, so it is never read only once.
 */
function htmlReader(htmlPath: string): () => Buffer | undefined {
  let cached: { mtimeMs: number; html: Buffer } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(htmlPath).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(htmlPath) };
    return cached.html;
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, follow.html
 * for the follow pages and index.html for any other GET so client-side routes load on refresh.
 * `/api/...` never falls back.
 */
export async function registerWebApp(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  const assetsDir = join(options.distDir, 'assets');
  // An /api address no route takes (a slug past the router's limit) must not reach the static files'
  // catch-all: its path check answers a very long one 403 before the not-found handler could.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== '/*') return;
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) return sendNotFound(reply, `No API route ${request.method} ${path}`);
  });
  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside each file; they are sent to browsers that accept them.
    preCompressed: true,
    // A missing dist folder is reported per request below, with what to do about it.
    suppressWarning: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const readIndexHtml = htmlReader(join(options.distDir, 'index.html'));
  const readFollowHtml = htmlReader(join(options.distDir, 'follow.html'));

  /** A page of the build, revalidated on every load; 503 with what to do while the build is missing. */
  const sendHtml = (reply: FastifyReply, html: Buffer | undefined, status: 200 | 404 = 200) => {
    if (!html) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The Skald web app is not built yet. Run `npm run build`, then reload this page.');
    }
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  /** The app's page; 404 where the web app will show its own not-found screen, so crawlers and tools see it too. */
  const sendIndexHtml = (reply: FastifyReply, status: 200 | 404 = 200) => sendHtml(reply, readIndexHtml(), status);

  app.get('/', async (_request, reply) => sendIndexHtml(reply));
  app.setNotFoundHandler(async (request: FastifyRequest, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) return sendNotFound(reply, `No API route ${request.method} ${path}`);
    // A missing hashed file is a stale build's chunk: answering HTML there would break the script that asked.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/assets/')) {
      return sendNotFound(reply, `Cannot ${request.method} ${path}`);
    }
    const page = normalPath(path);
    if (isFollowPagePath(page)) return sendHtml(reply, readFollowHtml());
    return sendIndexHtml(reply, isPagePath(page) ? 200 : 404);
  });
}
