import type { PGlite } from '@electric-sql/pglite';

/** A simple-protocol `ROLLBACK`, sent for a connection that closed inside a transaction. */
const ROLLBACK = queryMessage('ROLLBACK');

function queryMessage(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/**
 * Whether the backend's answer leaves the session idle: it ends with ReadyForQuery ('Z', length 5) whose status
 * byte is 'I'. 'T' (in a transaction), 'E' (in a failed one) or no ReadyForQuery yet (an extended-protocol batch
 * not closed by Sync) keep the session with the connection that sent it.
 */
export function leavesSessionIdle(answer: Uint8Array): boolean {
  const at = answer.length - 6;
  return (
    at >= 0 &&
    answer[at] === 0x5a &&
    answer[at + 1] === 0 &&
    answer[at + 2] === 0 &&
    answer[at + 3] === 0 &&
    answer[at + 4] === 5 &&
    answer[at + 5] === 0x49
  );
}

interface Task {
  /** The connection the batch came from; undefined for work that needs no transaction open (a dump). */
  owner: object | undefined;
  run(): Promise<void>;
  drop(): void;
}

/**
 * PGlite is one backend session, so statements of two connections must never interleave inside a transaction.
 * Each wire connection hands its batches of messages here, in its own order. A batch that leaves a transaction
 * open keeps the session for its connection until a later answer says idle again; the others wait their turn.
 */
export class PgliteSession {
  #holder: object | undefined;
  #queue: Task[] = [];
  #running = false;

  constructor(readonly pglite: PGlite) {}

  /** Runs one batch of `connection`'s wire messages when the session is free or already its own. */
  exec(connection: object, messages: Uint8Array): Promise<Uint8Array> {
    return this.#enqueue(connection, async () => {
      const answer = await this.pglite.execProtocolRaw(messages);
      this.#holder = leavesSessionIdle(answer) ? undefined : connection;
      return answer;
    });
  }

  /** Runs `work` while no transaction is open and nothing else runs (the data folder's copy). */
  whenIdle<T>(work: () => Promise<T>): Promise<T> {
    return this.#enqueue(undefined, work);
  }

  /**
   * `connection` closed: its waiting batches are dropped, and once a batch of it that is running ends, a
   * transaction it left open is rolled back, so the session is never held by a connection that is gone.
   */
  release(connection: object): Promise<void> {
    for (const task of this.#queue.filter((queued) => queued.owner === connection)) task.drop();
    this.#queue = this.#queue.filter((task) => task.owner !== connection);
    return this.#enqueue(connection, async () => {
      if (this.#holder !== connection) return;
      await this.pglite.execProtocolRaw(ROLLBACK).catch(() => {});
      this.#holder = undefined;
    });
  }

  #enqueue<T>(owner: object | undefined, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        owner,
        run: () => work().then(resolve, reject),
        drop: () => reject(new Error('the connection closed before its statements ran')),
      });
      this.#pump();
    });
  }

  /** Starts the first task the session may run now: the holder's, or any when no transaction is open. */
  #pump(): void {
    if (this.#running) return;
    const index = this.#queue.findIndex((task) => (this.#holder === undefined ? true : task.owner === this.#holder));
    if (index < 0) return;
    const [task] = this.#queue.splice(index, 1);
    if (!task) return;
    this.#running = true;
    task.run().finally(() => {
      this.#running = false;
      this.#pump();
    });
  }
}
