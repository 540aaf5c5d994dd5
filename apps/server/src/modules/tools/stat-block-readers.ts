import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { STAT_BLOCK_READING_LIMITS, STAT_BLOCK_READING_REFUSALS } from '@skald/contract/stat-block-limits';
import { OpenCounts } from '../../http/open-counts.ts';
import type { ThreadAnswer } from './stat-block-thread.ts';

export interface StatBlockReaderOptions {
  /** Reader threads; beside the server's own thread, one on two cores. */
  threads: number;
  timeLimitMs: number;
  queued: number;
  perAddress: number;
  /** Tests watch each thread started (to see it replaced, and ended when the app closes). */
  onThread?: (thread: Worker) => void;
}

export const DEFAULT_READER_OPTIONS: StatBlockReaderOptions = {
  threads: Math.min(2, Math.max(1, availableParallelism() - 1)),
  ...STAT_BLOCK_READING_LIMITS,
};

/** Why a reading was not done; the route answers each with its own status. */
export class ReadingRefused extends Error {
  constructor(
    readonly reason: keyof typeof STAT_BLOCK_READING_REFUSALS | 'threadFailed',
    readonly statusCode: 422 | 429 | 503 | 500,
    cause?: unknown,
  ) {
    // A failed thread is the server's fault: the error handler logs it and tells the caller nothing more.
    super(reason === 'threadFailed' ? 'A stat-block reader thread failed.' : STAT_BLOCK_READING_REFUSALS[reason], {
      cause,
    });
    this.name = 'ReadingRefused';
  }
}

interface Job {
  text: string;
  address: string;
  done(answer: ThreadAnswer): void;
  fail(error: Error): void;
}

interface Reader {
  thread: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
  /** Why the thread died, for the log. */
  error?: unknown;
}

const THREAD_ENTRY = new URL('./stat-block-thread.mjs', import.meta.url);
const THREAD_SOURCE = new URL('./stat-block-thread.ts', import.meta.url).href;
/** A reader thread's heap: loaded, about 15 MB; the longest hostile texts measured, about 30 MB. */
const THREAD_HEAP_MB = 256;

/**
 * The public stat-block reader's worker threads, so a slow (hostile) text holds a reader thread, never the
 * server's event loop. Threads start on the first reading and end with `close()`. Each reading has a time
 * limit (past it the thread is ended and replaced); at most `queued` readings wait for a thread, and one
 * address has at most `perAddress` running or waiting.
 */
export class StatBlockReaders {
  readonly #readers = new Set<Reader>();
  readonly #waiting: Job[] = [];
  readonly #byAddress: OpenCounts;
  #closed = false;

  constructor(private readonly options: StatBlockReaderOptions = DEFAULT_READER_OPTIONS) {
    this.#byAddress = new OpenCounts(options.perAddress);
  }

  /** Reads `text` in a reader thread for a caller at `address`; refuses with a `ReadingRefused`. */
  read(text: string, address: string): Promise<ThreadAnswer> {
    if (this.#closed) return Promise.reject(new ReadingRefused('busy', 503));
    const release = this.#byAddress.open(address);
    if (!release) return Promise.reject(new ReadingRefused('tooManyFromAddress', 429));
    const idle = [...this.#readers].find((reader) => reader.ready && !reader.job);
    if (!idle && this.#waiting.length >= this.options.queued) {
      release();
      return Promise.reject(new ReadingRefused('busy', 503));
    }
    const answer = new Promise<ThreadAnswer>((done, fail) => {
      const job = { text, address, done, fail };
      if (idle) this.#start(idle, job);
      else this.#waiting.push(job);
    });
    if (!idle && this.#readers.size < this.options.threads) this.#spawn();
    return answer.finally(release);
  }

  /** Ends every thread; readings waiting or running are refused. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#waiting.splice(0)) job.fail(new ReadingRefused('busy', 503));
    await Promise.all([...this.#readers].map((reader) => this.#end(reader, new ReadingRefused('busy', 503))));
  }

  #spawn(): void {
    // A text that made a reading grow without end ends its thread (a 500, the thread replaced), not the server.
    const thread = new Worker(THREAD_ENTRY, {
      workerData: { entry: THREAD_SOURCE },
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    const reader: Reader = { thread, ready: false };
    this.#readers.add(reader);
    this.options.onThread?.(reader.thread);
    reader.thread.on('message', (message: ThreadAnswer | 'ready') => {
      if (message === 'ready') {
        reader.ready = true;
        this.#next(reader);
        return;
      }
      const job = reader.job;
      clearTimeout(reader.timer);
      reader.job = undefined;
      job?.done(message);
      this.#next(reader, job?.address);
    });
    // A thread that dies (an error, memory) fails its reading; a new one is started for the others.
    reader.thread.on('error', (error) => {
      reader.error = error;
    });
    reader.thread.on('exit', () => {
      if (!this.#readers.has(reader)) return;
      const wasReady = reader.ready;
      const failed = new ReadingRefused('threadFailed', 500, reader.error);
      void this.#end(reader, failed);
      if (!wasReady) for (const job of this.#waiting.splice(0)) job.fail(failed);
      else if (this.#waiting.length > 0) this.#spawn();
    });
  }

  /**
   * Starts the next waiting reading on `reader`: the first from another address than the one it just read
   * for, when there is one, so one visitor's queued texts do not go before everyone else's.
   */
  #next(reader: Reader, justReadFor?: string): void {
    const other = this.#waiting.findIndex((job) => job.address !== justReadFor);
    const [job] = this.#waiting.splice(Math.max(0, other), 1);
    if (job) this.#start(reader, job);
  }

  #start(reader: Reader, job: Job): void {
    reader.job = job;
    reader.timer = setTimeout(() => {
      void this.#end(reader, new ReadingRefused('tooSlow', 422));
      if (this.#waiting.length > 0 && !this.#closed) this.#spawn();
    }, this.options.timeLimitMs);
    reader.thread.postMessage(job.text);
  }

  /** Forgets and ends a thread, failing the reading it was doing. */
  async #end(reader: Reader, why: ReadingRefused): Promise<void> {
    if (!this.#readers.delete(reader)) return;
    clearTimeout(reader.timer);
    reader.job?.fail(why);
    reader.job = undefined;
    await reader.thread.terminate();
  }
}
