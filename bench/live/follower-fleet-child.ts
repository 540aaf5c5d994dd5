import type { FollowMessage } from '@skald/contract/live/live-messages';
import WebSocket from 'ws';
import { type FleetCommand, type FleetEvent, type FrameKind, monotonicMs } from './fleet-protocol.ts';

/**
 * The follower fleet: a process of its own holding many WebSocket followers, as many phones would. Each
 * frame's receive time (CLOCK_MONOTONIC) and length are noted first thing; the version token is read off
 * the frame's head without parsing the JSON, so a thousand sockets cost the fleet as little as possible.
 */

const OPEN_AT_ONCE = 50;
const HEAD_BYTES = 256;
const VERSION_KEY = Buffer.from('"version":"');
const KIND_KEYS: [FrameKind, Buffer][] = [
  ['patch', Buffer.from('"type":"patch"')],
  ['snapshot', Buffer.from('"type":"snapshot"')],
];

interface Follower {
  socket: WebSocket | null;
  /** The last version this follower holds, as an interned id; -1 before its first. */
  last: number;
}

const send = (event: FleetEvent) => process.send?.(event);

let url = '';
let follow: FollowMessage | null = null;
let recording = false;
const followers: Follower[] = [];
const versionIds = new Map<string, number>();
const versions: string[] = [];
let newest = -1;
let atNewest = 0;
let open = 0;
const unexpected: string[] = [];
/** Frame columns, grown as frames come. */
let frames = {
  socket: new Uint16Array(1 << 16),
  version: new Int32Array(1 << 16),
  kind: new Uint8Array(1 << 16),
  receivedMs: new Float64Array(1 << 16),
  bytes: new Uint32Array(1 << 16),
};
let frameCount = 0;

function grow(): void {
  const size = frames.socket.length * 2;
  const copy = <T extends Uint16Array | Int32Array | Uint8Array | Float64Array | Uint32Array>(
    from: T,
    make: (n: number) => T,
  ) => {
    const to = make(size);
    to.set(from as never);
    return to;
  };
  frames = {
    socket: copy(frames.socket, (n) => new Uint16Array(n)),
    version: copy(frames.version, (n) => new Int32Array(n)),
    kind: copy(frames.kind, (n) => new Uint8Array(n)),
    receivedMs: copy(frames.receivedMs, (n) => new Float64Array(n)),
    bytes: copy(frames.bytes, (n) => new Uint32Array(n)),
  };
}

function readHead(data: Buffer): { version: number; kind: FrameKind } {
  const head = data.subarray(0, HEAD_BYTES);
  const kind = KIND_KEYS.find(([, key]) => head.indexOf(key) >= 0)?.[0] ?? 'other';
  const at = head.indexOf(VERSION_KEY);
  if (at < 0) return { version: -1, kind };
  const start = at + VERSION_KEY.length;
  const token = head.toString('utf8', start, head.indexOf(34, start));
  let id = versionIds.get(token);
  if (id === undefined) {
    id = versions.length;
    versions.push(token);
    versionIds.set(token, id);
    newest = id;
    atNewest = 0;
  }
  return { version: id, kind };
}

function received(index: number, data: Buffer): void {
  const receivedMs = monotonicMs();
  const { version, kind } = readHead(data);
  if (kind === 'other' && unexpected.length < 5) unexpected.push(data.toString('utf8', 0, 200));
  if (recording) {
    if (frameCount === frames.socket.length) grow();
    frames.socket[frameCount] = index;
    frames.version[frameCount] = version;
    frames.kind[frameCount] = kind === 'snapshot' ? 0 : kind === 'patch' ? 1 : 2;
    frames.receivedMs[frameCount] = receivedMs;
    frames.bytes[frameCount] = data.length;
    frameCount += 1;
  }
  const follower = followers[index];
  if (!follower || version < 0) return;
  if (version === newest && follower.last !== newest) {
    atNewest += 1;
    if (atNewest === open) send({ type: 'caught-up', version: versions[newest] ?? '', atMs: receivedMs });
  }
  follower.last = version;
}

/**
 * Opens follower `index` (again); resolves with its first frame's kind once it came, rejects on failure.
 * 'caught-up' is only told right while no follower reconnects (the measured run, not the soak's churn).
 */
function connect(index: number, since?: string): Promise<FrameKind> {
  return new Promise((done, fail) => {
    const socket = new WebSocket(url);
    const follower = followers[index] ?? { socket: null, last: -1 };
    followers[index] = follower;
    follower.socket = socket;
    let first = true;
    let opened = false;
    socket.on('open', () => {
      opened = true;
      open += 1;
      socket.send(JSON.stringify(since ? { ...follow, since } : follow));
    });
    socket.on('message', (data: Buffer) => {
      received(index, data);
      if (first) {
        first = false;
        done(readHead(data).kind);
      }
    });
    socket.on('error', (error) => fail(error));
    socket.on('close', (code, reason) => {
      if (follower.socket === socket) follower.socket = null;
      if (opened) open -= 1;
      if (first) fail(new Error(`closed (${code}) before its first frame: ${reason.toString()}`));
    });
  });
}

async function openAll(count: number): Promise<string[]> {
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      await connect(index).catch((error: Error) => failed.push(`follower ${index}: ${error.message}`));
    }
  };
  await Promise.all(Array.from({ length: OPEN_AT_ONCE }, worker));
  return failed;
}

async function churn(count: number): Promise<FleetEvent> {
  const picked = new Set<number>();
  while (picked.size < Math.min(count, followers.length)) picked.add(Math.floor(Math.random() * followers.length));
  const failed: string[] = [];
  let resumed = 0;
  let snapshots = 0;
  await Promise.all(
    [...picked].map(async (index) => {
      const follower = followers[index];
      const socket = follower?.socket;
      if (!follower || !socket) return;
      const closed = new Promise((done) => socket.once('close', done));
      socket.close(1000);
      await closed;
      const since = versions[follower.last];
      try {
        const kind = await connect(index, since);
        if (kind === 'snapshot') snapshots += 1;
        else resumed += 1;
      } catch (error) {
        failed.push(`follower ${index}: ${(error as Error).message}`);
      }
    }),
  );
  return { type: 'churned', reconnected: picked.size, resumed, snapshots, failed };
}

function report(): FleetEvent {
  const behind = followers.filter((follower) => follower.last !== newest).length;
  return {
    type: 'report',
    frames: {
      versions,
      socket: frames.socket.slice(0, frameCount),
      version: frames.version.slice(0, frameCount),
      kind: frames.kind.slice(0, frameCount),
      receivedMs: frames.receivedMs.slice(0, frameCount),
      bytes: frames.bytes.slice(0, frameCount),
    },
    behind,
    newest: versions[newest] ?? null,
    unexpected,
  };
}

process.on('message', async (command: FleetCommand) => {
  switch (command.type) {
    case 'open': {
      url = command.url;
      follow = command.follow;
      recording = command.record;
      const failed = await openAll(command.count);
      const extensions = followers.find((follower) => follower.socket)?.socket?.extensions ?? '';
      send({ type: 'ready', opened: open, failed: failed.slice(0, 5), extensions });
      break;
    }
    case 'churn':
      send(await churn(command.count));
      break;
    case 'report':
      send(report());
      break;
    case 'close':
      for (const follower of followers) follower.socket?.terminate();
      send({ type: 'closed' });
      process.disconnect?.();
      break;
  }
});
