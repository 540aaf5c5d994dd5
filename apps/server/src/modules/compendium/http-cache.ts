import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './answer-cache.ts';

/** The compendium only changes when it is imported, so anyone may keep an answer for five minutes. */
export const CACHE_CONTROL = 'public, max-age=300';

/** A JSON body with its weak validator: the same bytes (after any compression) give the same tag. */
export function taggedAnswer(body: string): CachedAnswer {
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** If-None-Match compares weakly: `W/"x"` and `"x"` name the same answer; `*` matches any. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** Sends a JSON answer with its ETag and caching headers, or 304 when the client already holds it. */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag }: CachedAnswer,
): FastifyReply {
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
