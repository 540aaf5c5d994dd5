import type { Socket } from 'node:net';
import type { PgliteSession } from './pglite-session.ts';

/** The codes a startup-phase message carries instead of a protocol version. */
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** A message longer than this is no query Skald sends: the connection is closed rather than buffered. */
const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;
/** Terminate: the client says goodbye; it is not passed to PGlite, whose session outlives the connection. */
const TERMINATE = 0x58;

/**
 * Serves one PostgreSQL wire-protocol connection from PGlite. Messages are framed here: the startup phase
 * (untyped, length first) answers "no" to SSL and GSS encryption and passes the startup message on; after it,
 * every complete typed message in hand goes to the session as one batch, in order, and the answer is written back.
 */
export function serveWireConnection(socket: Socket, session: PgliteSession): void {
  const connection = {};
  /** Bytes received and not yet handled, kept as they came: joined only once a whole message is in hand. */
  let chunks: Buffer[] = [];
  let buffered = 0;
  let pending = Buffer.alloc(0);
  let started = false;
  let chain = Promise.resolve();
  let closed = false;

  const close = () => {
    if (closed) return;
    closed = true;
    socket.destroy();
    void session.release(connection);
  };

  /**
   * Joins what was received into `pending` once it holds the first message whole (its length is at `lengthAt`),
   * so a large message arriving in many chunks is copied once, not once per chunk. False while it is incomplete.
   */
  const gather = (lengthAt: number): boolean => {
    if (pending.length > 0 && chunks.length === 0) return true;
    const header = lengthAt + 4;
    if (pending.length + buffered < header) return false;
    if (pending.length < header) join();
    const length = pending.readInt32BE(lengthAt);
    if (length < 4 || length > MAX_MESSAGE_BYTES) throw new Error('malformed message');
    if (pending.length + buffered < length + lengthAt) return false;
    join();
    return true;
  };
  const join = () => {
    pending = Buffer.concat([pending, ...chunks]);
    chunks = [];
    buffered = 0;
  };

  /** Takes the next whole startup-phase message from `pending`, or undefined while it is incomplete. */
  const takeStartupMessage = (): Buffer | undefined => {
    if (!gather(0) || pending.length < 8) return undefined;
    const length = pending.readInt32BE(0);
    if (length < 8 || length > MAX_MESSAGE_BYTES) throw new Error('malformed startup message');
    if (pending.length < length) return undefined;
    const message = pending.subarray(0, length);
    pending = pending.subarray(length);
    return message;
  };

  /** Takes every whole typed message in `pending`, or undefined when none is complete yet. */
  const takeMessages = (): Buffer | undefined => {
    if (!gather(1)) return undefined;
    let end = 0;
    while (pending.length >= end + 5) {
      const length = pending.readInt32BE(end + 1);
      if (length < 4 || length > MAX_MESSAGE_BYTES) throw new Error('malformed message');
      if (pending.length < end + 1 + length) break;
      end += 1 + length;
    }
    if (end === 0) return undefined;
    const messages = pending.subarray(0, end);
    pending = pending.subarray(end);
    return messages;
  };

  const handle = async () => {
    while (!closed) {
      if (!started) {
        const message = takeStartupMessage();
        if (!message) return;
        const code = message.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          socket.write('N');
          continue;
        }
        if (code === CANCEL_REQUEST) return close();
        started = true;
        socket.write(await session.exec(connection, message));
        continue;
      }
      const messages = takeMessages();
      if (!messages) return;
      const terminateAt = findTerminate(messages);
      const batch = terminateAt < 0 ? messages : messages.subarray(0, terminateAt);
      if (batch.length > 0) {
        const answer = await session.exec(connection, batch);
        if (!closed && answer.length > 0) socket.write(answer);
      }
      if (terminateAt >= 0) return close();
    }
  };

  socket.on('data', (chunk) => {
    chunks.push(chunk);
    buffered += chunk.length;
    chain = chain.then(handle).catch(close);
  });
  socket.on('error', close);
  socket.on('close', close);
}

/** Where a Terminate message starts among whole typed messages, or -1. */
function findTerminate(messages: Buffer): number {
  for (let at = 0; at < messages.length; at += 1 + messages.readInt32BE(at + 1)) {
    if (messages[at] === TERMINATE) return at;
  }
  return -1;
}
