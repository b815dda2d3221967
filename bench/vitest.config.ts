/** Benchmarks that drive the test app over HTTP: `npx vitest run --config bench/vitest.config.ts FILE`. */
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: path.join(import.meta.dirname, '..'),
    include: ['bench/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
  },
});
