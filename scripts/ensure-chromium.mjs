// Browser tests drive Debian's Chromium. Installs it when missing and running as root; otherwise says how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (!root || !apt) {
    console.error(
      `The browser tests need Chromium at ${chromiumPath}. Install it with \`sudo apt-get install chromium\` ` +
        '(Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary, then run `npm test` again.',
    );
    return false;
  }
  console.log('Installing Debian chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install chromium by hand and run \`npm test\` again.`);
      return false;
    }
  }
  return existsSync(chromiumPath);
}
