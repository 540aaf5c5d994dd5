// Type-checks every workspace with its own tsconfig; exits non-zero when any has errors.
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/rules',
  'packages/contract',
  'packages/statblock',
  'packages/importers',
  'packages/testing',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed = true;
    console.error(`typecheck: ${project} has type errors`);
  }
}
if (!failed) console.log(`typecheck: ${projects.length} projects clean`);
process.exit(failed ? 1 : 0);
