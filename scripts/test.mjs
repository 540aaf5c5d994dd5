// `npm test`: the changed tests first (scripts/changed-tests.mjs), then lint, the paths ARCHITECTURE.md names,
// type check, build, unit and integration tests (Vitest), browser tests (Playwright); the changed tests are
// not run again. Every step runs even after a failure, so one run shows everything that is wrong; the changed
// tests come first only so their failures show within minutes. At the end each step's time and counts, and
// the last line `N passed, N failed` over all tests, counting a failed lint, type check or build as one
// failure each. test-results/summary.json holds the same.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { changedTests } from './changed-tests.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// The SRD beside the repository (as CI and this machine have it) feeds the import test of the real files.
const sharedSrd = resolve(root, '..', 'shared', 'srd', '5e-database-v5.10.0', 'src', '2014', 'en');
if (!process.env.SRD_DATA_DIR && existsSync(sharedSrd)) process.env.SRD_DATA_DIR = sharedSrd;

const failedSteps = [];
/** Every step run, with its time, in order. */
const steps = [];
function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  steps.push({ step: name, seconds: Math.round((Date.now() - started) / 1000) });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

const changed = changedTests(root);
console.log(
  `\nChanged since ${changed.since}: ${changed.code.length} source and test files (their tests run first), ${changed.browser.length} browser specs.`,
);
const runVitest = (name, json, args) =>
  step(name, 'npx', ['vitest', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`]);
const runPlaywright = (name, json, files) =>
  step(name, 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...files], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: json,
  });

// Each test step's JSON report, read at the end when the step ran.
const vitestJsons = {
  'changed unit tests': join(results, 'vitest-changed.json'),
  'unit and integration tests': join(results, 'vitest.json'),
};
const playwrightJsons = {
  'changed browser tests': join(results, 'playwright-changed.json'),
  'browser tests': join(results, 'playwright.json'),
};
if (changed.code.length) {
  runVitest('changed unit tests', vitestJsons['changed unit tests'], ['related', '--run', ...changed.code]);
}
// The files that stage ran (absolute paths), left out of the full run.
const ranFirst = (readJson(vitestJsons['changed unit tests'])?.testResults ?? []).map((file) => file.name);

const built = step('build', 'node', ['scripts/build-if-stale.mjs']);
const chromium = built && ensureChromium();
if (!built) console.log('\n▶ browser tests: skipped because the build failed');
else if (!chromium) failedSteps.push('browser tests (no Chromium)');
if (chromium && changed.browser.length) {
  runPlaywright('changed browser tests', playwrightJsons['changed browser tests'], changed.browser);
}

step('lint', 'node', ['scripts/biome.mjs', 'ci', '.']);
step('paths named in ARCHITECTURE.md', 'node', ['scripts/check-doc-paths.mjs', 'ARCHITECTURE.md']);
step('boundaries', 'node', ['scripts/check-boundaries.mjs']);
step('typecheck', 'node', ['scripts/typecheck.mjs']);

runVitest('unit and integration tests', vitestJsons['unit and integration tests'], [
  'run',
  ...ranFirst.flatMap((file) => ['--exclude', file]),
]);

// With changed specs, the rest are named one by one; with none, Playwright finds them all itself.
const otherSpecs = changed.browser.length
  ? readdirSync(join(root, 'e2e/tests'))
      .map((name) => `e2e/tests/${name}`)
      .filter((file) => file.endsWith('.spec.ts') && !changed.browser.includes(file))
  : [];
if (chromium && (!changed.browser.length || otherSpecs.length)) {
  runPlaywright('browser tests', playwrightJsons['browser tests'], otherSpecs);
}

const counts = [];
for (const [name, path] of Object.entries(vitestJsons)) {
  const vitest = readJson(path);
  if (!vitest) continue;
  counts.push({
    step: name,
    passed: vitest.numPassedTests,
    failed: vitest.numFailedTests,
    skipped: vitest.numPendingTests + (vitest.numTodoTests ?? 0),
  });
}
for (const [name, path] of Object.entries(playwrightJsons)) {
  const playwright = readJson(path)?.stats;
  if (!playwright) continue;
  counts.push({
    step: name,
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
const failedTests = [
  ...Object.values(vitestJsons).flatMap((path) => vitestFailures(readJson(path))),
  ...Object.values(playwrightJsons).flatMap((path) => playwrightFailures(readJson(path)?.suites)),
];

const passed = counts.reduce((sum, c) => sum + c.passed, 0);
const skipped = counts.reduce((sum, c) => sum + c.skipped, 0);
// A failed step whose own tests all passed (a lint error, a crash before any test) counts as one failure.
const failed =
  counts.reduce((sum, c) => sum + c.failed, 0) +
  failedSteps.filter((name) => !counts.some((c) => c.step === name && c.failed > 0)).length;
const stages = steps.map((s) => ({
  ...s,
  ...counts.find((c) => c.step === s.step),
  ok: !failedSteps.includes(s.step),
}));
writeFileSync(
  join(results, 'summary.json'),
  JSON.stringify({ passed, failed, skipped, failedSteps, failedTests, stages, changed }),
);

console.log('\nSteps, in the order run:');
for (const stage of stages) {
  const tests = stage.passed === undefined ? '' : `  ${stage.passed} passed, ${stage.failed} failed`;
  const minutes = `${Math.floor(stage.seconds / 60)}:${String(stage.seconds % 60).padStart(2, '0')}`;
  console.log(`  ${stage.ok ? '✔' : '✘'} ${stage.step.padEnd(32)} ${minutes.padStart(6)}${tests}`);
}

if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`);
for (const name of failedTests) console.log(`  ✘ ${name}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && failedSteps.length === 0 ? 0 : 1);
