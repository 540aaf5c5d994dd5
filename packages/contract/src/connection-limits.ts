/**
 * How much of the server's long-lived connections one visitor may hold (issue 26): the live socket at
 * /api/live and a saved encounter's event stream. Zod-free: the follow page may read the sentences.
 * "Address" is the one the sign-in limits count: the client's, or with TRUST_PROXY the forwarded one.
 */

/** WebSocket close code for a refusal by policy (RFC 6455): a budget or a cap below was passed. */
export const POLICY_CLOSE_CODE = 1008;

/**
 * Frames one live socket may send at once, and how many more it earns each second. A page sends one
 * `follow` or `host` when it connects (and again after an error), so this is far above any page's need.
 */
export const LIVE_FRAME_BURST = 20;
export const LIVE_FRAMES_PER_SECOND = 2;

/** Live sockets open at once from one address (LIVE_SOCKETS_PER_ADDRESS; a venue's players share one). */
export const LIVE_SOCKETS_PER_ADDRESS = 64;

/** Live sockets open at once with one signed-in user's session (their tabs and devices). */
export const LIVE_SOCKETS_PER_USER = 16;

/** A saved encounter's event streams open at once for one user (one per tab running it), and per address. */
export const EVENT_STREAMS_PER_USER = 16;
export const EVENT_STREAMS_PER_ADDRESS = 64;

/**
 * HTTP connections (of any kind) open at once from one client address (CONNECTIONS_PER_ADDRESS). Counted
 * only when the server is reached directly: behind a proxy (TRUST_PROXY) every connection is the proxy's,
 * and the proxy limits them (README).
 */
export const CONNECTIONS_PER_ADDRESS = 256;

/** The refusals, as the close reason (at most 123 bytes) or the error answer. */
export const CONNECTION_REFUSALS = {
  tooManyConnections: 'Too many connections from your address; close some and try again in a moment.',
  tooManyFrames: 'Too many messages on this connection; reconnect to follow again.',
  tooManySocketsFromAddress: 'Too many live connections from your address; close some tabs and try again.',
  tooManySocketsOfUser: 'Too many live connections for your account; close some tabs and try again.',
  tooManyStreamsOfUser: 'Too many open encounter tabs for your account; close some and try again.',
  tooManyStreamsFromAddress: 'Too many open encounter tabs from your address; close some and try again.',
} as const;
