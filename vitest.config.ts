import { defineConfig } from 'vitest/config';
import SlowestFirst from './tests/helpers/sequencer.ts';

// Separate from vite.config.ts (whose root is client/). Every test runs against real Postgres
// (tests/helpers/global-setup.ts) and, for e2e, real Chromium.
export default defineConfig({
  // Node loads graphql's CJS entry (graphql 16 has no "exports"); Vite would pick index.mjs,
  // and two copies of graphql refuse each other's types.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    globalSetup: ['tests/helpers/global-setup.ts'],
    pool: 'forks',
    // Two test files at a time on the 2-core machine: most of a file's time is spent waiting on
    // the app, Postgres, the sandboxes or Chromium, so two overlap well (Vitest's default here is 1).
    maxWorkers: 2,
    sequence: { sequencer: SlowestFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    projects: [
      // Unit files (beside the code they test) start no app: they share one module graph per
      // worker instead of loading the server anew for each file (128 files: 157 s → 48 s alone).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['server/**/*.test.ts', 'jobs/**/*.test.ts', 'sandbox/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}'],
          isolate: false,
        },
      },
      // Integration, contract and end-to-end files: each in a fresh process. Run without isolation
      // (one CI run, ~22 min instead of ~27), a file's leftovers reached the next one in the same
      // process (a stopped worker's batched job update rejecting after its database was dropped),
      // and two waits ran out that pass alone; so each starts its own app in its own process.
      { extends: true, test: { name: 'app', include: ['tests/**/*.test.ts'] } },
    ],
  },
});
