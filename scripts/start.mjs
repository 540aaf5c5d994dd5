// `npm start`: runs the server in the foreground, building the web app first when it is missing or out
// of date. The build and the database start-up run side by side, and the URL is printed once both are
// done, so a fresh clone serves in seconds.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { webBuildIsStale } from './web-build.mjs';

const root = resolve(import.meta.dirname, '..');

function runBuild() {
  console.log('Building the web app…');
  const build = spawn('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((done) => build.on('exit', (code) => done(code === 0)));
}

const built = webBuildIsStale(root) ? runBuild() : Promise.resolve(true);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  // Request-by-request logs are for operators who ask for them (LOG_LEVEL=info); a GM sees warnings only.
  env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', ...process.env },
});
let buildFailed = false;
server.on('exit', (code, signal) => process.exit(buildFailed ? 1 : (code ?? (signal ? 1 : 0))));
// Ctrl-C reaches the server directly (same process group); forward a kill from elsewhere, then wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

// The server's own lines pass through, except that its "running at" line waits for the build.
createInterface({ input: server.stdout }).on('line', async (line) => {
  if (!line.startsWith('Skald is running at')) {
    process.stdout.write(`${line}\n`);
    return;
  }
  if (await built) {
    process.stdout.write(`${line}\n`);
  } else {
    buildFailed = true;
    console.error('Skald could not start: the web app failed to build (see the errors above).');
    server.kill('SIGTERM');
  }
});
