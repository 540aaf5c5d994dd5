import {
  CONNECTION_REFUSALS,
  EVENT_STREAMS_PER_ADDRESS,
  EVENT_STREAMS_PER_USER,
} from '@skald/contract/connection-limits';
import { encounterRoutes } from '@skald/contract/library/encounter-routes';
import type { FastifyInstance } from 'fastify';
import { ConnectionCaps } from '../../http/connection-caps.ts';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { type EncounterDeps, findEncounter } from './encounter-access.ts';

/** How often an idle stream sends a comment, so proxies and the browser keep it open. */
export const EVENT_PING_MS = 25_000;

/** One server-sent event telling the encounter's version. */
export function versionEvent(version: number): string {
  return `event: version\ndata: ${JSON.stringify({ version })}\n\n`;
}

/**
 * Server-sent events of one encounter's versions: the first at once when the stored version is past
 * `since`, then each committed change. The stream ends when the browser leaves, the encounter or its
 * campaign is deleted, the reader's session ends, or the server closes.
 */
export async function encounterEventRoutes(app: FastifyInstance, deps: EncounterDeps): Promise<void> {
  const { db, versions } = deps;
  const open = new Set<() => void>();
  const caps = new ConnectionCaps(EVENT_STREAMS_PER_ADDRESS, EVENT_STREAMS_PER_USER, {
    address: CONNECTION_REFUSALS.tooManyStreamsFromAddress,
    user: CONNECTION_REFUSALS.tooManyStreamsOfUser,
  });
  // An open stream would hold the server's close for ever: end them all first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  serveRoute(app, encounterRoutes.events, async ({ params, query, request, reply }) => {
    const reader = requireSignedIn(request);
    const { id } = await findEncounter(db, params, reader, { write: false });
    const admitted = caps.admit(request.ip, reader.user.id);
    if ('refused' in admitted) throw new HttpError(429, admitted.refused);
    let sent = query.since;
    reply.hijack();
    const raw = reply.raw;
    // The server's idle cut is for requests, not streams (app.inject's stand-in socket has no timer).
    const socket = request.raw.socket;
    if (typeof socket.setTimeout === 'function') socket.setTimeout(0);
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = (version: number) => {
      if (version <= sent || raw.writableEnded) return;
      sent = version;
      raw.write(versionEvent(version));
    };
    // Subscribe before reading the version, so a change committed in between is not missed.
    const unsubscribe = versions.subscribe(id, send);
    const ping = setInterval(() => raw.write(': ping\n\n'), EVENT_PING_MS);
    const end = () => {
      clearInterval(ping);
      unsubscribe();
      release();
      admitted.release();
      open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    // Deleting the encounter (or its campaign) or ending the reader's session ends the stream.
    const release = versions.hold({
      encounterId: id,
      campaignId: params.id,
      userId: reader.user.id,
      sessionId: reader.sessionId,
      end,
    });
    open.add(end);
    request.raw.on('close', end);
    raw.on('close', end);
    raw.write(': stream open\n\n');
    try {
      const { version } = await findEncounter(db, params, reader, { write: false });
      send(version);
    } catch (error) {
      request.log.warn({ err: error }, 'An encounter event stream could not read the version');
      end();
    }
    return reply;
  });
}
