// `npm start`: builds the web app when it is missing or out of date, then runs the server in the foreground.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { webBuildIsStale } from './web-build.mjs';

const root = resolve(import.meta.dirname, '..');

if (webBuildIsStale(root)) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) {
    console.error('Skald could not start: the web app failed to build (see the errors above).');
    process.exit(1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Ctrl-C reaches the server directly (same process group); forward a kill from elsewhere, then wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
