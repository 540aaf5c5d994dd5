// The mutation pass over the encounter engine: `npm run mutate --workspace @skald/rules`. It is not part of
// `npm test` (it runs the rules tests once per mutant; a whole pass took 18 minutes on a quiet two-core machine,
// hours on a loaded one); run it after changing src/encounter or its tests. The report: reports/mutation/index.html.
// Stryker 9 is the newest line that supports Node 20; 10 needs Node 22.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['src/encounter/**/*.ts'],
  // One mutant at a time: the machine's two cores are shared with everything else running on it.
  concurrency: 1,
  coverageAnalysis: 'perTest',
  // A module-level constant is used by every test, so each of its mutants would run the whole suite.
  ignoreStatic: true,
  // A repeated pass tests again only the mutants whose code or covering tests changed.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // Stryker rewrites a sandbox's tsconfig.json through TypeScript's JavaScript API, which TypeScript 7 no
  // longer has. Naming a file that does not exist skips the rewrite; a sandbox two folders below the
  // repository root finds `extends: ../../tsconfig.base.json` as it is.
  tsconfigFile: 'no-tsconfig-rewrite.json',
  tempDirName: '../../.stryker-tmp',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 80, break: null },
};
