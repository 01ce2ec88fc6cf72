import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { inTransactionOn } from './transaction.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../prisma/migrations');

// Any constant works; it only has to be the same for every process that migrates this database.
const MIGRATION_LOCK_ID = 7_207_369_001;

// Prisma's own bookkeeping table, byte for byte, so `prisma migrate deploy` and `migrate status`
// agree with this runner wherever Prisma's schema engine is available.
const BOOKKEEPING_DDL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/** The migrations on disk, oldest first (folder names start with a timestamp). */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Applies pending migrations under an advisory lock, so several processes starting at once
 * migrate exactly once. Returns the names applied.
 */
export async function migrate(databaseUrl: string, log?: Logger, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await client.query(BOOKKEEPING_DDL);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    for (const m of readMigrations(dir)) {
      const row = done.get(m.name);
      if (row?.finished_at) {
        if (row.checksum !== m.checksum) {
          log?.warn({ migration: m.name }, 'migration was edited after it was applied');
        }
        continue;
      }
      if (row) {
        throw new Error(`Migration ${m.name} failed earlier; fix the database, mark it rolled back, then restart`);
      }
      const id = randomUUID();
      await client.query('INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())', [id, m.checksum, m.name]);
      try {
        // On the connection holding the advisory lock.
        await inTransactionOn(client, async () => {
          await client.query(m.sql);
          await client.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [id]);
        });
      } catch (err) {
        await client.query('UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1', [id, String(err)]);
        throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`);
      }
      applied.push(m.name);
      log?.info({ migration: m.name }, 'migration applied');
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
  return applied;
}
