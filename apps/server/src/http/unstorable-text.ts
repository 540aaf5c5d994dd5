import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL cannot store a NUL character, and a lone UTF-16 surrogate has no UTF-8 form: either would
 * fail deep inside a query as a 500. Refused up front, wherever it sits, with a sentence.
 */

function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value);
  // A picture's bytes are not text; walking them as an object's entries took seconds per megabyte.
  if (ArrayBuffer.isView(value)) return false;
  // JSON nesting is bounded by the body limit; the depth guard only keeps a pathological one off the stack.
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (hasUnstorableText(key) || hasUnstorableText(inner, depth + 1)) return true;
  }
  return false;
}

const PARTS = [
  ['params', 'address'],
  ['query', 'query'],
  ['body', 'body'],
] as const;

export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, name] of PARTS) {
      if (hasUnstorableText(request[part])) {
        throw new HttpError(
          400,
          `The request's ${name} contains a NUL character or a broken Unicode character (a lone surrogate); remove it and send it again.`,
        );
      }
    }
  });
}
