// Persisted queries (Apollo's automatic persisted queries) for the partner API: a query is stored
// under its SHA-256 the first time a client sends both, then the hash alone is enough. In Postgres,
// so every web process knows every hash.
import type pg from 'pg';

export async function savePersistedQuery(pool: pg.Pool, hash: string, query: string): Promise<void> {
  await pool.query('INSERT INTO persisted_queries (hash, query) VALUES ($1, $2) ON CONFLICT (hash) DO NOTHING', [hash, query]);
}

export async function findPersistedQuery(pool: pg.Pool, hash: string): Promise<string | null> {
  const { rows } = await pool.query<{ query: string }>('SELECT query FROM persisted_queries WHERE hash = $1', [hash]);
  return rows[0]?.query ?? null;
}
