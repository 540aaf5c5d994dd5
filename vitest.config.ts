import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/rules',
      'packages/contract',
      'packages/statblock',
      'packages/importers',
      'apps/server',
      'apps/web',
    ],
    // A workspace whose tests have not been written yet must not fail the run.
    passWithNoTests: true,
    // Vitest's default is one worker fewer than the cores: on CI's two, one file at a time. Many server test
    // files spend their time waiting on a child server, a mail catcher or PGlite's start, so two at a time
    // keep both cores busy. `--maxWorkers=1` times a slow file on its own.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
