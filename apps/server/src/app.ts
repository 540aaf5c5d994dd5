import { CONNECTIONS_PER_ADDRESS, LIVE_SOCKETS_PER_ADDRESS } from '@skald/contract/connection-limits';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig, TrustProxy } from './config.ts';
import type { Database } from './db/database.ts';
import { isDatabaseOutage } from './db/database-outage.ts';
import { commitsOn } from './events/commits.ts';
import { Publisher } from './events/publisher.ts';
import {
  CONNECTION_TIMEOUTS,
  type ConnectionTimeouts,
  capConnectionsPerAddress,
  connectionTimeoutOptions,
} from './http/connection-limits.ts';
import { parseJsonBodies } from './http/json-body.ts';
import { serializeRequest } from './http/log-redaction.ts';
import { recordRouteTable } from './http/route-table.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { recordContractRoutes } from './http/serve-route.ts';
import { refuseUnstorableText } from './http/unstorable-text.ts';
import { registerWebApp } from './http/web-app.ts';
import { adminRoutes } from './modules/admin/public.ts';
import { type AccountConfig, registerAccounts } from './modules/auth/public.ts';
import { builderRoutesPlugin } from './modules/character-builder/public.ts';
import { apiDocsRoutes, CompendiumMemory, compendiumRoutes } from './modules/compendium/public.ts';
import { dmScreenRoutesPlugin } from './modules/dm-screen/public.ts';
import { EncounterVersions, registerEncounters } from './modules/encounters/public.ts';
import { healthRoutes } from './modules/health/public.ts';
import { registerLibrary } from './modules/library/public.ts';
import { libraryIoRoutes } from './modules/library-io/public.ts';
import {
  DEFAULT_LIVE_OPTIONS,
  type LiveBus,
  type LiveEvent,
  type LiveOptions,
  registerBroadcast,
  registerLive,
} from './modules/live/public.ts';
import { settingsRoutes } from './modules/settings/public.ts';
import { contentSlots, tierRoutes } from './modules/tiers/public.ts';
import { type StatBlockReaderOptions, toolsRoutes } from './modules/tools/public.ts';

/** What a request hears while the database cannot be reached; nothing was wrong with the request. */
export const DATABASE_OUTAGE_MESSAGE = 'The database is not answering right now; try again in a moment.';

/** Largest request body the API accepts; encounter documents stay well below it. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  config: Pick<ServerConfig, 'publicUrl' | 'webDistDir' | 'logLevel'> &
    Partial<
      Pick<
        ServerConfig,
        | 'trustProxy'
        | 'defaultTierId'
        | 'broadcastGraceMs'
        | 'liveSocketsPerAddress'
        | 'connectionsPerAddress'
        | 'srdDataDir'
      >
    > &
    AccountConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The one publisher of what was committed (issue 31); tests pass their own to watch or feed it. */
  bus?: LiveBus;
  /** The live hub's timings; tests shorten the heartbeat. */
  live?: Partial<LiveOptions>;
  /** How long client connections may wait; tests shorten them. */
  timeouts?: Partial<ConnectionTimeouts>;
  /** The public stat-block reader's threads and limits; tests lower them. */
  statBlockReaders?: Partial<StatBlockReaderOptions>;
}

/** Builds the Fastify instance with every plugin and module wired, without listening. */
export async function buildApp({
  config,
  database,
  logger,
  bus = new Publisher<LiveEvent>(),
  live,
  timeouts,
  statBlockReaders,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
      ],
      serializers: { req: serializeRequest },
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // routerOptions, not the top-level option, which Fastify 5 deprecates with a warning on stderr.
    routerOptions: { maxParamLength: 200 },
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
    ...connectionTimeoutOptions({ ...CONNECTION_TIMEOUTS, ...timeouts }),
  });
  // Behind a proxy every connection is the proxy's, so the proxy limits them (README).
  if (!config.trustProxy) capConnectionsPerAddress(app.server, config.connectionsPerAddress ?? CONNECTIONS_PER_ADDRESS);
  recordRouteTable(app);
  recordContractRoutes(app);
  refuseUnstorableText(app);
  parseJsonBodies(app);

  app.setErrorHandler((error, request, reply) => {
    const err = error as { statusCode?: number; message: string; code?: string };
    if (isDatabaseOutage(error)) {
      request.log.error({ err: error }, 'request failed: the database is not answering');
      return reply.code(503).send({ statusCode: 503, error: statusText(503), message: DATABASE_OUTAGE_MESSAGE });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'Something went wrong on the server; the error has been logged.' : err.message;
    return reply.code(status).send({ statusCode: status, error: statusText(status), message });
  });

  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:') });
  await app.register(healthRoutes, { database });
  const compendium = new CompendiumMemory(database.db);
  app.decorate('compendium', compendium);
  await app.register(compendiumRoutes, { compendium });
  await app.register(apiDocsRoutes);
  await app.register(toolsRoutes, { readers: statBlockReaders });
  // A sign-out, password change or account deletion ends that user's host sockets and event streams.
  const accountDeps = await registerAccounts(app, config, database, (ended) =>
    bus.publish({ kind: 'sessions-ended', ...ended }),
  );
  await app.register(settingsRoutes, accountDeps);
  await app.register(dmScreenRoutesPlugin, { db: database.db });
  await app.register(adminRoutes, accountDeps);
  const defaultTierId = config.defaultTierId ?? 'free';
  // Writes announce what they committed; `bus` hands it to the event streams, the live hub and the relay.
  const commits = commitsOn(database.db, bus);
  const libraryDeps = {
    db: database.db,
    commits,
    defaultTierId,
    slots: contentSlots(defaultTierId),
    attemptLimits: config.attemptLimits,
  };
  await registerLibrary(app, libraryDeps);
  await app.register(builderRoutesPlugin, { ...libraryDeps, srdDataDir: config.srdDataDir });
  await app.register(tierRoutes, libraryDeps);
  // The encounters' event streams hear every version and ending published, this instance's and others'.
  const versions = new EncounterVersions();
  const stopVersions = bus.subscribe((event) => versions.onEvent(event));
  app.addHook('onClose', async () => stopVersions());
  await registerEncounters(app, { ...libraryDeps, versions });
  await app.register(libraryIoRoutes, libraryDeps);
  // Live broadcast (issue 14): the broadcast module's writes announce through `commits`, a shared roll on `bus`.
  await registerBroadcast(app, { ...libraryDeps, bus });
  const graceMs = config.broadcastGraceMs ?? DEFAULT_LIVE_OPTIONS.graceMs;
  const options = { ...DEFAULT_LIVE_OPTIONS, graceMs, ...live };
  const socketsPerAddress = config.liveSocketsPerAddress ?? LIVE_SOCKETS_PER_ADDRESS;
  await registerLive(app, { database, bus, publicUrl: config.publicUrl, socketsPerAddress, options });
  await registerWebApp(app, { distDir: config.webDistDir });
  return app;
}

/** Fastify trusts a number of hops too, but its types take that only as a function. */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

function statusText(status: number): string {
  const texts: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    422: 'Unprocessable Entity',
    429: 'Too Many Requests',
    503: 'Service Unavailable',
  };
  return texts[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}
