import type { AppServices } from '../../services.ts';

export type PartStatus = 'ok' | 'down' | 'external';

export interface Health {
  status: 'ok' | 'down';
  db: PartStatus;
  worker: PartStatus;
}

/** Checks the database with a round trip and reports the worker as the runner sees it. */
export async function checkHealth(app: Pick<AppServices, 'pool' | 'worker'>): Promise<Health> {
  const db: PartStatus = await app.pool
    .query('SELECT 1')
    .then(() => 'ok' as const)
    .catch(() => 'down' as const);
  const worker = app.worker.status();
  return { status: db === 'ok' && worker !== 'down' ? 'ok' : 'down', db, worker };
}

export function appVersion(): string {
  return process.env.npm_package_version ?? '0.1.0';
}
