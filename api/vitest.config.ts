import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @vg/contract from its TypeScript source, not from the build the API's production start needs.
  resolve: { conditions: ['vg-source'] },
  ssr: { resolve: { conditions: ['vg-source'] } },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // The machine has two cores; each worker holds one PGlite per test file.
    maxWorkers: 2,
    minWorkers: 1,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
