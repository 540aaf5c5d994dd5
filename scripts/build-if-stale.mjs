// Builds the web app when it is missing or older than its sources. Runs after `npm ci` (the root
// `prepare` script), so the first `npm start` only has to open the database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { webBuildIsStale } from './web-build.mjs';

const root = resolve(import.meta.dirname, '..');
if (!existsSync(resolve(root, 'node_modules/vite'))) {
  console.log('Skipping the web build: Vite is not installed (installed without dev dependencies?).');
  process.exit(0);
}
if (!webBuildIsStale(root)) process.exit(0);
console.log('Building the web app…');
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
process.exit(build.status ?? 1);
