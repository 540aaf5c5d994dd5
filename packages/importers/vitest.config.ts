import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'importers',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  },
});
