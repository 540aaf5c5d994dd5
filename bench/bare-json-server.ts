import { spawn } from 'node:child_process';

/**
 * The floor a load test stands on: a bare node:http server, in its own process as Skald is, answering
 * every GET with `page` serialised anew, as a handler would. What it costs is HTTP, JSON and the
 * machine's share of two cores; what Skald adds on top is the rest.
 */
const SERVER = `
import { createServer } from 'node:http';
const page = JSON.parse(process.env.BARE_PAGE);
const server = createServer((request, response) => {
  const body = JSON.stringify(page);
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

export async function startBareJsonServer(page: unknown): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER], {
    env: { ...process.env, NODE_OPTIONS: '', BARE_PAGE: JSON.stringify(page) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((done, fail) => {
    child.stdout.setEncoding('utf8').once('data', (line: string) => done(line.trim()));
    child.once('exit', (code) => fail(new Error(`the bare server exited (${code})`)));
  });
  const exited = new Promise((done) => child.once('exit', done));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill();
      await exited;
    },
  };
}
