import { fork } from 'node:child_process';
import type { FollowMessage } from '@skald/contract/live/live-messages';
import type { FleetCommand, FleetEvent } from './fleet-protocol.ts';

type EventOf<Type extends FleetEvent['type']> = Extract<FleetEvent, { type: Type }>;

/** What a run follows: `followers` sockets at `liveUrl` sending `follow`; the GM's `update`; the server's process. */
export interface LiveTarget {
  liveUrl: string;
  follow: FollowMessage;
  followers: number;
  serverPid: number;
  /** The GM's n-th gesture, resolved once the server answered it. */
  update: (index: number) => Promise<void>;
}

/**
 * The bench's handle on a follower fleet in another process (`follower-fleet-child.ts`): open the sockets,
 * wait for them all to hold an update, churn some, fetch what they received, close.
 */
export async function startFollowerFleet(target: LiveTarget, record: boolean) {
  const child = fork(new URL('./follower-fleet-child.ts', import.meta.url), [], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const waiting = new Map<string, ((event: FleetEvent) => void)[]>();
  const caughtUp: EventOf<'caught-up'>[] = [];
  let latest: string | null = null;
  child.on('message', (event: FleetEvent) => {
    if (event.type === 'caught-up') {
      caughtUp.push(event);
      latest = event.version;
    }
    const listeners = waiting.get(event.type) ?? [];
    waiting.delete(event.type);
    for (const listener of listeners) listener(event);
  });
  function next<Type extends FleetEvent['type']>(type: Type, timeoutMs: number): Promise<EventOf<Type>> {
    return new Promise((done, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`the follower fleet sent no ${type} in ${timeoutMs} ms`)),
        timeoutMs,
      );
      const listener = (event: FleetEvent) => {
        clearTimeout(timer);
        done(event as EventOf<Type>);
      };
      waiting.set(type, [...(waiting.get(type) ?? []), listener]);
      exited.then((code) => fail(new Error(`the follower fleet exited (${code})`)));
    });
  }
  const tell = (command: FleetCommand) => child.send(command);

  tell({ type: 'open', url: target.liveUrl, count: target.followers, follow: target.follow, record });
  const ready = await next('ready', 180_000);
  return {
    pid: child.pid ?? 0,
    ready,
    /** The last version every socket held at once (the snapshot's, right after `ready`). */
    latest: () => latest,
    /** The version every socket holds once it is another than `previous`; null when `timeoutMs` passed first. */
    async caughtUp(previous: string | null, timeoutMs: number): Promise<string | null> {
      const fresh = () => caughtUp.find((event) => event.version !== previous);
      const deadline = Date.now() + timeoutMs;
      while (!fresh() && Date.now() < deadline) {
        await next('caught-up', deadline - Date.now()).catch(() => undefined);
      }
      const event = fresh();
      caughtUp.length = 0;
      return event?.version ?? null;
    },
    async churn(count: number) {
      tell({ type: 'churn', count });
      return next('churned', 60_000);
    },
    async report() {
      tell({ type: 'report' });
      return next('report', 60_000);
    },
    async close(): Promise<void> {
      if (child.exitCode !== null) return;
      tell({ type: 'close' });
      await next('closed', 30_000).catch(() => undefined);
      child.kill();
      await exited;
    },
  };
}

export type FollowerFleet = Awaited<ReturnType<typeof startFollowerFleet>>;
