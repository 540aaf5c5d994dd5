import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    // A component test types into Mantine's fields in jsdom: seconds on a two-core machine running two files at once.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
