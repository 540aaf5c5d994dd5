import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';

export const JSON_BODY_MESSAGES = {
  empty: 'The request says it sends JSON but its body is empty.',
  notJson: 'The request body is not valid JSON.',
  prototypeKey:
    'The request body names __proto__ or constructor.prototype, which no Skald request uses; remove that key and send it again.',
  tooDeep: `The request body nests objects and lists more than ${MAX_JSON_DEPTH} levels deep, which no Skald request does.`,
} as const;

/** A refusal that keeps Fastify's code, so a route that words its own refusals (the import) still knows it. */
class BodyError extends HttpError {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(400, message);
  }
}

/** A key that would reach an object's prototype if the parsed body were ever merged into another object. */
function isPrototypeKey(key: string, value: unknown): boolean {
  if (key === '__proto__') return true;
  return key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype');
}

/**
 * JSON.parse, refusing a nesting bomb before parsing and prototype keys after; the slower reviver runs
 * only when the text could spell one.
 */
function parseBody(text: string): unknown {
  if (nestsDeeperThan(text)) throw new HttpError(400, JSON_BODY_MESSAGES.tooDeep);
  const mightNameOne = text.includes('__proto__') || text.includes('prototype') || text.includes('\\u');
  if (!mightNameOne) return JSON.parse(text);
  let named = false;
  const parsed: unknown = JSON.parse(text, (key, value) => {
    if (isPrototypeKey(key, value)) named = true;
    return value;
  });
  if (named) throw new HttpError(400, JSON_BODY_MESSAGES.prototypeKey);
  return parsed;
}

/**
 * JSON bodies, parsed with sentences that say what is wrong. Fastify's own parser calls a body naming
 * `__proto__` "not valid JSON", which sends a caller looking for a syntax error that is not there.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const body = String(text);
    if (body.length === 0) return done(new BodyError('FST_ERR_CTP_EMPTY_JSON_BODY', JSON_BODY_MESSAGES.empty));
    try {
      done(null, parseBody(body));
    } catch (error) {
      done(
        error instanceof HttpError ? error : new BodyError('FST_ERR_CTP_INVALID_JSON_BODY', JSON_BODY_MESSAGES.notJson),
      );
    }
  });
}
