import { fork } from 'node:child_process';

/** Starts the bare broadcast server (`bare-broadcast-child.ts`) in its own process, framing `frameBytes` a patch. */
export async function startBareBroadcastServer(frameBytes: number) {
  const child = fork(new URL('./bare-broadcast-child.ts', import.meta.url), [], {
    env: { ...process.env, BARE_FRAME_BYTES: String(Math.round(frameBytes)) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const port = await new Promise<number>((done, fail) => {
    child.once('message', (message: { port: number }) => done(message.port));
    child.once('exit', (code) => fail(new Error(`the bare broadcast server exited (${code})`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    pid: child.pid ?? 0,
    liveUrl: `ws://127.0.0.1:${port}/api/live`,
    /** One update: the POST a GM's command would be, answered once every follower's frame is sent. */
    async update(): Promise<void> {
      const answer = await fetch(`${url}/update`, { method: 'POST', body: '{}' });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`the bare server answered ${answer.status}`);
    },
    async stop(): Promise<void> {
      child.kill();
      await exited;
    },
  };
}
