// `npm run bench [name…] [-- --option …]`: runs bench/<name>.bench.ts (all of them by default) one after
// another, passing the options (from the first `--…` on) to each. Each prints JSON lines {"bench", "metric", "value", "unit"}.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const dir = import.meta.dirname;
const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('--'));
const wanted = firstOption < 0 ? args : args.slice(0, firstOption);
const options = firstOption < 0 ? [] : args.slice(firstOption);
const benches = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace('.bench.ts', '')));
if (benches.length === 0) {
  console.error(`No benchmark matches ${wanted.join(', ')}.`);
  process.exit(1);
}
let failed = false;
for (const file of benches) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${dir}/${file}`, ...options], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed = true;
    console.error(`bench ${file} failed`);
  }
}
process.exit(failed ? 1 : 0);
