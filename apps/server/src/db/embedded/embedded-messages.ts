/** What the server asks of the embedded database's process, over their IPC channel. */
export type ParentMessage = { type: 'close' } | { type: 'dump'; id: number };

/** What the embedded database's process tells the server. */
export type ChildMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'dump'; id: number; tar?: Uint8Array<ArrayBuffer>; error?: string };
