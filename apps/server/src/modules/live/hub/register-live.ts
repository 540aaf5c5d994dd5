import { randomBytes } from 'node:crypto';
import websocket from '@fastify/websocket';
import { CONNECTION_REFUSALS, LIVE_SOCKETS_PER_USER, POLICY_CLOSE_CODE } from '@skald/contract/connection-limits';
import { BROADCAST_GRACE_MS, LIVE_PATH, MAX_CLIENT_FRAME_BYTES } from '@skald/contract/live/live-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { ConnectionCaps } from '../../../http/connection-caps.ts';
import type { SignedIn } from '../../auth/public.ts';
import type { LiveBus } from '../live-bus.ts';
import { readClientFrame } from './client-frames.ts';
import { dbLiveStore } from './db-live-store.ts';
import { SETTINGS_MAX_AGE_MS } from './follower-channel.ts';
import { FollowerHub, VIEW_FAILED_MESSAGE } from './follower-hub.ts';
import { FrameBudget } from './frame-budget.ts';
import { HEARTBEAT_MS, startHeartbeat } from './heartbeat.ts';
import { HostPresence } from './host-presence.ts';
import { FrameEncoder } from './live-frames.ts';
import { startLiveRelay } from './live-relay.ts';
import { LiveSocket } from './live-socket.ts';
import type { LiveStore } from './live-store.ts';

/** What a socket hears when it asks to host without a session, or from another site. */
export const HOST_REFUSED_MESSAGE = 'Sign in to host a broadcast.';

export interface LiveOptions {
  graceMs: number;
  heartbeatMs: number;
  /** How long a channel trusts what its last read found besides the encounter's row (SETTINGS_MAX_AGE_MS). */
  settingsMaxAgeMs: number;
}

export interface LiveDeps {
  database: Database;
  bus: LiveBus;
  /** The public URL's origin: a host socket must come from it or its own host (cross-site WebSocket hijacking). */
  publicUrl: string;
  /** Live sockets open at once from one address (LIVE_SOCKETS_PER_ADDRESS). */
  socketsPerAddress: number;
  options: LiveOptions;
  /** For tests: the store the hub reads through. */
  store?: LiveStore;
}

/** What tests may watch of the hub. */
export interface LiveHubHandle {
  instanceId: string;
  /** Frames serialised so far (each goes to every socket it concerns). */
  readonly frames: number;
  readonly channels: number;
  /** Channels' views read from the database so far (an update committed here and handed over reads none). */
  readonly reads: number;
  /** Settles once the hub has no pending work. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHubHandle;
  }
}

/**
 * The WebSocket at /api/live (DESIGN.md "Live"): followers' channels, GMs' host sockets, heartbeats, and
 * the relay that shares the bus's events with the other instances on the database.
 */
export async function registerLive(app: FastifyInstance, deps: LiveDeps): Promise<void> {
  const instanceId = randomBytes(6).toString('base64url');
  const store = deps.store ?? dbLiveStore(deps.database.db);
  const encoder = new FrameEncoder();
  const { graceMs, settingsMaxAgeMs } = deps.options;
  const hub = new FollowerHub({ store, encoder, instanceId, settingsMaxAgeMs, log: app.log });
  const hosts = new HostPresence({ store, bus: deps.bus, encoder, graceMs, instanceId, log: app.log });
  const unsubscribe = deps.bus.subscribe((event) => {
    hub.onEvent(event);
    hosts.onEvent(event);
  });
  const stopRelay = await startLiveRelay({ ...deps, instanceId, log: app.log });
  app.decorate('live', {
    instanceId,
    get frames() {
      return encoder.count;
    },
    get channels() {
      return hub.channelCount;
    },
    get reads() {
      return hub.reads;
    },
    idle: async () => {
      await hub.idle();
      await hosts.idle();
    },
  });

  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
  const stopHeartbeat = startHeartbeat(app.websocketServer, deps.options.heartbeatMs);
  app.addHook('onClose', async () => {
    stopHeartbeat();
    unsubscribe();
    hosts.stop();
    await hosts.idle();
    await stopRelay();
  });

  const caps = new ConnectionCaps(deps.socketsPerAddress, LIVE_SOCKETS_PER_USER, {
    address: CONNECTION_REFUSALS.tooManySocketsFromAddress,
    user: CONNECTION_REFUSALS.tooManySocketsOfUser,
  });
  app.get(LIVE_PATH, { websocket: true }, (ws, request) => {
    const socket = new LiveSocket(ws);
    const refuse = (reason: string) => {
      socket.send(encoder.encode({ type: 'error', message: reason }));
      ws.close(POLICY_CLOSE_CODE, reason);
    };
    const admitted = caps.admit(request.ip, request.signedIn?.user.id);
    if ('refused' in admitted) {
      refuse(admitted.refused);
      return;
    }
    const budget = new FrameBudget();
    const host = hostOf(request, deps.publicUrl);
    const fail = (error: unknown) => {
      request.log.error({ err: error }, 'live: a follow could not be read');
      socket.send(encoder.encode({ type: 'error', message: VIEW_FAILED_MESSAGE }));
    };
    ws.on('message', (data) => {
      // Frames still arriving after a close began are not answered.
      if (!socket.open) return;
      if (!budget.spend()) {
        refuse(CONNECTION_REFUSALS.tooManyFrames);
        return;
      }
      const read = readClientFrame(data);
      if ('error' in read) {
        socket.send(encoder.encode({ type: 'error', message: read.error }));
      } else if (read.message.type === 'follow') {
        hub.follow(socket, read.message).catch(fail);
      } else if (host) {
        hosts.add(socket, host.user.id, host.sessionId);
      } else {
        refuse(HOST_REFUSED_MESSAGE);
      }
    });
    ws.on('close', () => {
      admitted.release();
      hub.unfollow(socket);
      hosts.remove(socket);
    });
  });
}

/**
 * The signed-in user, when the upgrade came from Skald's own pages: an Origin that is the public URL, or
 * the very host the socket was opened at (a dev server's proxy, `localhost` for `127.0.0.1`). A page of
 * another site cannot forge either, so it cannot hijack a GM's socket with their cookie.
 */
function hostOf(request: FastifyRequest, publicUrl: string): SignedIn | undefined {
  const origin = request.headers.origin;
  if (!origin) return undefined;
  const sameHost = URL.canParse(origin) && new URL(origin).host === request.headers.host;
  if (origin !== publicUrl && !sameHost) return undefined;
  return request.signedIn ?? undefined;
}

export const DEFAULT_LIVE_OPTIONS: LiveOptions = {
  graceMs: BROADCAST_GRACE_MS,
  heartbeatMs: HEARTBEAT_MS,
  settingsMaxAgeMs: SETTINGS_MAX_AGE_MS,
};
