import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // PGlite takes 2-4 s to start on a 2-core machine, more with a second test file running beside it (see
    // the root config); tests that start servers set their own, longer limits.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
