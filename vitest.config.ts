import { defineConfig } from 'vitest/config';
import SlowestFirst from './tests/helpers/sequencer.ts';

/**
 * Files that run in a process of their own. amazon.test.ts: its "connect while another seller's
 * import runs" case waited past 30 s for the import to start after other files in the same
 * process (it passes alone; the cause is not found yet).
 */
const OWN_PROCESS = ['tests/integration/connections/amazon.test.ts'];

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
      // Every file but the few below shares one module graph per worker: loading the server anew
      // for each file cost ~600 s of a CI run. A file's app is its own (database, data directory,
      // ports, sandboxes) and closes with it; what could still leak across files is handled where
      // it happens (a late job write keeps its database: tests/helpers/db.ts).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['server/**/*.test.ts', 'jobs/**/*.test.ts', 'sandbox/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}'],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'app', include: ['tests/**/*.test.ts'], exclude: OWN_PROCESS, isolate: false } },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS } },
    ],
  },
});
