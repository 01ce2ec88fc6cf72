// Issue 32: after a kill -9 and a restart on the same DATA_DIR, a new seller's card was a 500: the
// Stripe sandbox, back on the state it had saved before its last second, handed out again a
// customer id the database already held (users_stripe_customer_id_key). Here the product runs, a
// seller saves a card, and the sandbox's saved state is put back to what it was before that (what
// a kill -9 leaves: the last changes unsaved, the file marked as not stopped cleanly); after the
// restart a new seller's card is saved with a customer id of its own.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';
import { createSeller } from '../../factories/users.ts';
import { GOOD_CARD } from './billing-helpers.ts';

describe('a card after the product was killed and started again', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lb-card-restart-'));
  let db: TestDatabase | undefined;
  let app: TestApp | undefined;
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("gives a new seller's card a Stripe customer of its own", async () => {
    db = await createTestDatabase();
    app = await startTestApp({ SANDBOXES: 'auto' }, { db, dataDir });
    const file = path.join(dataDir, 'sandboxes', 'stripe.json');
    const saved = `${file}.before`;
    // The state as saved while running (not a clean stop), before the first seller's customer.
    await waitFor(async () => {
      try {
        return readFileSync(file, 'utf8').includes('"clean":false');
      } catch {
        return false;
      }
    });
    copyFileSync(file, saved);
    const first = await createSeller(app);
    expect((await rest(app.url, 'POST', `/user/${first.user.id}/stripe/update-billing`, GOOD_CARD, first.token)).status).toBe(200);
    const firstCustomer = (await app.services.prisma.user.findUniqueOrThrow({ where: { id: first.user.id } })).stripeCustomerId;
    expect(firstCustomer).toMatch(/^cus_/);
    await app.close();
    app = undefined;
    copyFileSync(saved, file); // what the kill left: the customer made in the last moment is not in it

    app = await startTestApp({ SANDBOXES: 'auto' }, { db, dataDir });
    const next = await createSeller(app);
    const res = await rest(app.url, 'POST', `/user/${next.user.id}/stripe/update-billing`, GOOD_CARD, next.token);
    expect(res).toEqual({ status: 200, body: true });
    const nextCustomer = (await app.services.prisma.user.findUniqueOrThrow({ where: { id: next.user.id } })).stripeCustomerId;
    expect(nextCustomer).toMatch(/^cus_/);
    expect(nextCustomer).not.toBe(firstCustomer);
  });
});
