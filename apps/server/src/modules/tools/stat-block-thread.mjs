// A stat-block reader thread's entry (see `stat-block-readers.ts`). The server's sources are TypeScript run
// by tsx, whose loader a worker thread does not inherit (not from `node --import tsx`, and Vitest's own
// transform reaches no thread), so the thread registers tsx itself, then loads the reader written in TS.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
