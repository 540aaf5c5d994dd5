// `npm test`: lint, the paths ARCHITECTURE.md names, type check, build, unit and integration tests (Vitest), browser tests (Playwright).
// Every step runs even after a failure, so one run shows everything that is wrong. The last line is
// `N passed, N failed` over all tests, counting a failed lint, type check or build as one failure each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// The SRD beside the repository (as CI and this machine have it) feeds the import test of the real files.
const sharedSrd = resolve(root, '..', 'shared', 'srd', '5e-database-v5.10.0', 'src', '2014', 'en');
if (!process.env.SRD_DATA_DIR && existsSync(sharedSrd)) process.env.SRD_DATA_DIR = sharedSrd;

const failedSteps = [];
function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

step('lint', 'node', ['scripts/biome.mjs', 'ci', '.']);
step('paths named in ARCHITECTURE.md', 'node', ['scripts/check-doc-paths.mjs', 'ARCHITECTURE.md']);
step('typecheck', 'node', ['scripts/typecheck.mjs']);
const built = step('build', 'node', ['scripts/build-if-stale.mjs']);

const vitestJson = join(results, 'vitest.json');
step('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);

const playwrightJson = join(results, 'playwright.json');
if (!built) {
  console.log('\n▶ browser tests: skipped because the build failed');
} else if (ensureChromium()) {
  step('browser tests', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
} else {
  failedSteps.push('browser tests (no Chromium)');
}

const counts = [];
const vitest = readJson(vitestJson);
if (vitest) {
  counts.push({
    step: 'unit and integration tests',
    passed: vitest.numPassedTests,
    failed: vitest.numFailedTests,
    skipped: vitest.numPendingTests + (vitest.numTodoTests ?? 0),
  });
}
const playwright = readJson(playwrightJson)?.stats;
if (playwright) {
  counts.push({
    step: 'browser tests',
    passed: playwright.expected,
    failed: playwright.unexpected + playwright.flaky,
    skipped: playwright.skipped,
  });
}
/** Names of the failed tests, so the end of the output says which ones to look at. */
function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${root}/`, '')} › ${test.fullName}`),
  );
}
function playwrightFailures(suites = [], titles = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => `e2e/tests/${spec.file} › ${[...titles, spec.title].join(' › ')}`),
    ...playwrightFailures(suite.suites, suite.file === suite.title ? titles : [...titles, suite.title]),
  ]);
}
const failedTests = [...vitestFailures(vitest), ...playwrightFailures(readJson(playwrightJson)?.suites)];

const passed = counts.reduce((sum, c) => sum + c.passed, 0);
const skipped = counts.reduce((sum, c) => sum + c.skipped, 0);
// A failed step whose own tests all passed (a lint error, a crash before any test) counts as one failure.
const failed =
  counts.reduce((sum, c) => sum + c.failed, 0) +
  failedSteps.filter((name) => !counts.some((c) => c.step === name && c.failed > 0)).length;
writeFileSync(join(results, 'summary.json'), JSON.stringify({ passed, failed, skipped, failedSteps, failedTests }));

if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`);
for (const name of failedTests) console.log(`  ✘ ${name}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && failedSteps.length === 0 ? 0 : 1);
