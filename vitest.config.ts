import { defineConfig } from 'vitest/config';
import SlowestFirst from './tests/helpers/sequencer.ts';

// Separate from vite.config.ts (whose root is client/). Every test runs against real Postgres
// (tests/helpers/global-setup.ts) and, for e2e, real Chromium.
export default defineConfig({
  // Node loads graphql's CJS entry (graphql 16 has no "exports"); Vite would pick index.mjs,
  // and two copies of graphql refuse each other's types.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['tests/**/*.test.ts', 'server/**/*.test.ts', 'jobs/**/*.test.ts', 'sandbox/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    pool: 'forks',
    // Each worker process runs its files one after another on one module graph instead of loading
    // the server anew per file (Vitest spent ~600 s of a CI run importing; ~90 s without isolation).
    // Every file starts its own app, sandboxes and database clone, so a file's state is its app's:
    // test helpers keep per-app caches keyed by the app (tests/integration/sync/sync-seller.ts).
    isolate: false,
    // Two test files at a time on the 2-core machine: most of a file's time is spent waiting on
    // the app, Postgres, the sandboxes or Chromium, so two overlap well (Vitest's default here is 1).
    maxWorkers: 2,
    sequence: { sequencer: SlowestFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
