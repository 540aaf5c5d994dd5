// Decides whether the built web app in apps/web/dist is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'package-lock.json',
  'packages',
];
// Tests never reach the bundle: a changed test (or packages/testing, which only tests use) needs no build.
const SKIP = new Set(['node_modules', 'dist', 'test', 'testing']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (!SKIP.has(entry) && !TEST_FILE.test(entry)) newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when `npm run build` must run before the server can serve the app. */
export function webBuildIsStale(root) {
  const index = join(root, 'apps/web/dist/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}
