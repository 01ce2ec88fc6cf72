// A worker process for onbuy-shared-token.test.ts: its own pool and clients built from the
// environment (as `npm run worker` does), calling OnBuy for one seller through sessionFor in a loop.
// Prints "ready", waits for "go" on stdin, runs for LOOP_MS and prints a JSON summary.
import { once } from 'node:events';
import pg from 'pg';
import { loadConfig } from '../../../server/config.ts';
import { createIntegrationClients } from '../../../server/integrations/clients.ts';
import { sessionFor } from '../../../server/modules/connections/sessions.ts';

const config = loadConfig();
const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 3 });
const deps = { config, pool, clients: createIntegrationClients(config) };
const userId = process.env.SELLER_ID!;

process.stdout.write('ready\n');
await once(process.stdin, 'data');
process.stdin.destroy(); // else the open pipe keeps this process alive
const until = Date.now() + Number(process.env.LOOP_MS ?? 3000);
let calls = 0;
const errors: string[] = [];
while (Date.now() < until) {
  try {
    // A fresh session per call, like one job after another.
    const { api } = await sessionFor(deps, userId, 'onbuy');
    await api.listings({ limit: 5 });
    calls++;
  } catch (err) {
    errors.push(`${(err as Error).name}: ${(err as Error).message}`);
  }
}
await pool.end();
process.stdout.write(`${JSON.stringify({ calls, errors })}\n`);
