import type { VitePWAOptions } from 'vite-plugin-pwa';

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number];

/** Answers kept at most: a few hundred lists, entries and drawer searches. */
const MAX_ANSWERS = 500;
/** An answer unused this long is dropped: the copy is for a lost connection, not a second compendium. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The compendium answers already fetched (lists, entries, the drawer's searches), kept by the service worker
 * so a compendium page visited before shows without a network, after a reload too. Network first: online,
 * every answer is the server's latest (its ETag keeps that cheap); the kept copy answers only when the network
 * fails or stalls for 5 s. Only GET /api/v1/* from this origin, the public compendium, the same for everyone:
 * /api/library, the session and every other per-user address never enter this cache.
 *
 * Bounded in entries (MAX_ANSWERS, oldest used first out, all of it dropped when storage runs short) and in
 * size: an answer over 64 KiB is not kept (a stat block is a few KiB; only an API caller asking for a hundred
 * whole records meets it), so the cache stays under 32 MiB.
 *
 * Workbox writes the functions below into the service worker as text: they can use nothing from this module,
 * hence the literals.
 */
export const compendiumOfflineCache: RuntimeCaching = {
  urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/v1/'),
  method: 'GET',
  handler: 'NetworkFirst',
  options: {
    cacheName: 'skald-compendium',
    networkTimeoutSeconds: 5,
    cacheableResponse: { statuses: [200] },
    expiration: { maxEntries: MAX_ANSWERS, maxAgeSeconds: MAX_AGE_SECONDS, purgeOnQuotaError: true },
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          (await response.clone().arrayBuffer()).byteLength <= 64 * 1024 ? response : null,
      },
    ],
  },
};
