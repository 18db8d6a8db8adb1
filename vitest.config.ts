import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on two. An API test file spends much of
    // its time waiting on a database or a child server, so two at a time keep two cores busier.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      // The time a test may take is the time on a loaded CI machine, where the unit lane runs at a low
      // priority beside the browsers (scripts/test.mjs): a test of seconds alone took over 30 there.
      { test: { name: 'domain', root: 'packages/domain', include: ['test/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
