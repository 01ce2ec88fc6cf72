import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup.ts';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * Databases an app's worker may still write to (a job outlived the app's stop): dropping one under
 * it would make that late write reject in whichever test file the process runs next, so `drop` leaves
 * them to the run's Postgres, which goes at the end of the run.
 */
const stillInUse = new Set<string>();
export function keepUntilRunEnds(url: string): void {
  stillInUse.add(new URL(url).pathname.slice(1));
}

/** A fresh, migrated database of its own (a copy of the run's template). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminUrl');
  const name = `lb_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    name,
    drop: async () => {
      if (stillInUse.has(name)) return;
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
