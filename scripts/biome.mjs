// Runs Biome (lint and format) from its platform package. The npm registry this project installs from
// serves Biome's Linux binaries but not all of the wrapper package's optional platforms, which makes
// `npm ci` refuse the wrapper; depending on the Linux binaries directly keeps `npm ci` working.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const platformPackage = `@biomejs/cli-${process.platform}-${process.arch}`;

function biomeBinary() {
  try {
    const binary = join(dirname(require.resolve(`${platformPackage}/package.json`)), 'biome');
    return existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

const binary = biomeBinary();
if (!binary) {
  console.error(`Biome has no binary for ${process.platform}-${process.arch} here; install ${platformPackage}@2.6.8.`);
  process.exit(1);
}
const result = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' });
process.exit(result.status ?? 1);
