import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/rules', 'packages/contract', 'apps/server', 'apps/web'],
    // A workspace whose tests have not been written yet must not fail the run.
    passWithNoTests: true,
  },
});
