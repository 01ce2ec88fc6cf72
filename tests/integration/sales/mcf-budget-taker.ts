// One process spending a seller's MCF bucket (tests/integration/sales/mcf-budget.test.ts starts two):
// takes COUNT createFulfillmentOrder tokens through the product's budget and prints when it got each.
import pg from 'pg';
import { spendMcfToken } from '../../../server/modules/sales/mcf-budget.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const grants: number[] = [];
for (let i = 0; i < Number(process.env.COUNT); i++) {
  await spendMcfToken({ pool }, process.env.USER_ID!, 'createFulfillmentOrder', 120_000);
  grants.push(Date.now());
}
process.stdout.write(`${JSON.stringify(grants)}\n`);
await pool.end();
