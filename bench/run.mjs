// `npm run bench [name…]`: runs bench/<name>.bench.ts (all of them by default) one after another.
// Each prints JSON lines {"bench", "metric", "value", "unit"}.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const dir = import.meta.dirname;
const wanted = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace('.bench.ts', '')));
if (benches.length === 0) {
  console.error(`No benchmark matches ${wanted.join(', ')}.`);
  process.exit(1);
}
let failed = false;
for (const file of benches) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${dir}/${file}`], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed = true;
    console.error(`bench ${file} failed`);
  }
}
process.exit(failed ? 1 : 0);
