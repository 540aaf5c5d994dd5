import type { Server } from 'node:http';
import { CONNECTION_REFUSALS } from '@skald/contract/connection-limits';
import { OpenCounts } from './open-counts.ts';

/** How long the server waits on a client's connection (issue 26: idle connections exhausted the file limit). */
export interface ConnectionTimeouts {
  /** A request's headers must have arrived this long after it began (or after the connection opened): else 408. */
  headersMs: number;
  /** A whole request, body included, must have arrived within this. */
  requestMs: number;
  /** A connection with no byte either way for this long is cut (a client that stopped reading). */
  idleMs: number;
  /** How often Node looks for connections past the first two. */
  checkEveryMs: number;
}

/**
 * Event streams ping every 25 s and WebSockets turn the idle cut off for their socket, so neither is cut
 * while its client listens. Kept-alive connections between requests close after Fastify's 72 s.
 */
export const CONNECTION_TIMEOUTS: ConnectionTimeouts = {
  headersMs: 20_000,
  requestMs: 300_000,
  idleMs: 120_000,
  checkEveryMs: 2_000,
};

/** Fastify's server options for `timeouts`. */
export function connectionTimeoutOptions(timeouts: ConnectionTimeouts) {
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  };
}

/**
 * Refuses a client address's connection past `cap` open at once, with a 429 and a sentence before any
 * request is read. Only for a server reached directly: behind a proxy every connection is the proxy's.
 */
export function capConnectionsPerAddress(server: Server, cap: number): void {
  const open = new OpenCounts(cap);
  server.on('connection', (socket) => {
    const release = open.open(socket.remoteAddress ?? '');
    if (release) {
      socket.once('close', release);
      return;
    }
    const message = CONNECTION_REFUSALS.tooManyConnections;
    const body = JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message });
    socket.end(
      'HTTP/1.1 429 Too Many Requests\r\ncontent-type: application/json; charset=utf-8\r\nconnection: close\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  });
}
