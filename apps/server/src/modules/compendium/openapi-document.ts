import type { ApiRoute } from '@skald/contract/api/api-route';
import { COMPENDIUM_API_PATH } from '@skald/contract/compendium-kinds';
import { type OpenApiDocument, openApiFromRoutes } from '../../http/openapi-from-routes.ts';
import { CACHE_CONTROL } from './http-cache.ts';

/**
 * Skald's OpenAPI document: generated from every contract route the server serves, framed with what no
 * route says (the title, the sections, the compendium's caching headers).
 */

const TAGS = [
  { name: 'Compendium', description: 'SRD 5.1 reference records: public, read-only, for any origin.' },
  { name: 'Tools', description: "The creators' helpers, for any tool: they store nothing." },
  { name: 'Server', description: 'The server itself.' },
  { name: 'Accounts', description: 'Signing up and in, the session, e-mail verification and password reset.' },
  { name: 'Your account', description: "The signed-in user's own account and settings." },
  { name: 'Administration', description: 'Only accounts with the admin flag.' },
];

const HEADERS = {
  ETag: {
    description: 'A weak validator of the answer; send it back as If-None-Match.',
    schema: { type: 'string' },
  },
  'Cache-Control': { description: 'Answers may be kept for five minutes.', schema: { const: CACHE_CONTROL } },
  'Access-Control-Allow-Origin': { description: 'Any origin may read the compendium.', schema: { const: '*' } },
};

const CACHED_HEADERS = {
  ETag: { $ref: '#/components/headers/ETag' },
  'Cache-Control': { $ref: '#/components/headers/Cache-Control' },
  'Access-Control-Allow-Origin': { $ref: '#/components/headers/Access-Control-Allow-Origin' },
};

/** The compendium's answers and its 304s carry an ETag and may be cached (`sendCacheable`). */
function withCacheHeaders(document: OpenApiDocument): OpenApiDocument {
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith(`${COMPENDIUM_API_PATH}/`)) continue;
    for (const status of ['200', '304']) {
      const response = item.get?.responses[status];
      if (response) response.headers = CACHED_HEADERS;
    }
  }
  return document;
}

export function buildOpenApiDocument(routes: readonly ApiRoute[]): OpenApiDocument {
  return withCacheHeaders(
    openApiFromRoutes(routes, {
      info: {
        title: 'Skald API',
        version: '1',
        description:
          'The Skald API. The compendium of the System Reference Document 5.1 (monsters, spells, items, conditions and rules) is public and read-only, for anyone, from any origin, without signing in. Account and library routes need the session cookie signing in sets, and every POST, PUT, PATCH and DELETE needs the `x-csrf-token` header that `GET /api/auth/session` hands out.',
        license: { name: 'SRD 5.1 content: CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      },
      tags: TAGS,
      headers: HEADERS,
    }),
  );
}
