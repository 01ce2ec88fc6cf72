// Issue 32 (found by the chaos run): an OnBuy product submission is claimed in Postgres before it
// is sent, so two pushes never send it twice. When the claiming caller never hears back (its
// process killed mid-call, or a job that failed while another item's call was still in flight)
// and OnBuy has no entry, the next push finds the claim still fresh and can only wait. Something
// must follow that wait up: once the claim is stale the product is sent again and the listing goes
// live; a stale claim nothing waits for is failed with a reason instead of staying Queued for ever.
// A unit of the product step: the seller and item are fixtures, and the dead caller's claim is the
// row it would have left (writing it is the only way to stand in for a process killed mid-call).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollOnbuyProductQueue } from '../../../server/modules/listing-content/onbuy-products.service.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { waitFor } from '../../helpers/wait.ts';
import { type OnbuyListingSeller, onbuyListingSeller } from './onbuy-listing-seller.ts';
import { onbuyControl, onbuyReadyItems } from './onbuy-seller.ts';

const WAITING = "Waiting in OnBuy's product queue";
const STALE_MS = 4000;

let app: TestApp;
let s: OnbuyListingSeller;

beforeAll(async () => {
  app = await startTestApp({
    SANDBOXES: 'auto',
    ONBUY_PRODUCT_CLAIM_STALE_MS: String(STALE_MS),
    ONBUY_QUEUE_POLL_FIRST_MS: '300',
    ONBUY_QUEUE_POLL_MAX_MS: '1000',
  });
  await onbuyControl(app.services.config.ONBUY_API_URL).knobs({ queueDelaySeconds: 1 });
  s = await onbuyListingSeller(app);
});
afterAll(async () => {
  await app?.close();
});

/** An item OnBuy has no product for, which the product step can create (EAN, image, brand, a cookware title). */
async function creatableItem(prefix: string): Promise<string> {
  const [id] = await onbuyReadyItems(app, s.user.id, 1, prefix);
  await app.services.pool.query(`UPDATE inventory_items SET fba_quantity = 5, catalog_details = catalog_details || '{"brand":"Mat Co"}'::jsonb WHERE id = $1`, [
    id,
  ]);
  return id!;
}

/** The row a caller leaves when it claimed the item's submission and died before OnBuy answered. */
async function deadCallersClaim(itemId: string, submittedAgoMs: number): Promise<void> {
  await app.services.pool.query(
    `INSERT INTO onbuy_product_creations (item_id, user_id, connection_id, status, uid, seller_sku, category_id, brand, condition, submitted_at)
     SELECT i.id, i.user_id, c.id, 'QUEUED', i.id::text, i.seller_sku, 0, 'Mat Co', 'new', now() - make_interval(secs => $2)
       FROM inventory_items i JOIN connections c ON c.user_id = i.user_id AND c.kind = 'ONBUY' WHERE i.id = $1`,
    [itemId, submittedAgoMs / 1000],
  );
}

const onbuyListing = async (itemId: string) => {
  const r = await app.graphql(
    `query($u: String!) { inventory(userId: $u, page: 1, pageSize: 250, sort: "sku") { edges { node { id onbuyListing { status live inProgress lastError } } } } }`,
    { u: s.user.id },
    s.token,
  );
  type Listing = { status: string; live: boolean; inProgress: boolean; lastError: string | null } | null;
  const edges = (r.data?.inventory?.edges ?? []) as { node: { id: string; onbuyListing: Listing } }[];
  // Relay's global ids: "InventoryItem:<uuid>" in base64.
  return edges.find((e) => Buffer.from(e.node.id, 'base64').toString() === `InventoryItem:${itemId}`)?.node.onbuyListing ?? null;
};

const sandboxQueues = async () => {
  const base = app.services.config.ONBUY_API_URL.replace(/\/v2$/, '');
  return ((await (await fetch(`${base}/__sandbox/queues`)).json()) as { queues: { uid: string; status: string }[] }).queues;
};

describe('an OnBuy product submission whose caller never heard back', () => {
  it('makes the listing wait while the claim is fresh, then sends the product once and the listing goes live', async () => {
    const itemId = await creatableItem('UNA');
    await deadCallersClaim(itemId, 0);
    const r = await app.graphql(
      `mutation($u: String!, $ids: [ID!]!) { listOnOnbuy(userId: $u, input: { itemIds: $ids }) { __typename ... on Error { message } } }`,
      { u: s.user.id, ids: [itemId] },
      s.token,
    );
    expect(r.data?.listOnOnbuy?.__typename).toBe('ListOnOnbuySuccess');
    // The claim is fresh: its caller may still be waiting for OnBuy, so nothing is sent.
    let seen: unknown;
    const waiting = await waitFor(async () => {
      const l = await onbuyListing(itemId);
      seen = l;
      return l?.lastError === WAITING ? l : null;
    }, 20_000).catch((err) => {
      throw new Error(`${err.message}; the listing: ${JSON.stringify(seen)}`);
    });
    expect(waiting.inProgress).toBe(true);
    expect((await sandboxQueues()).filter((q) => q.uid === itemId)).toEqual([]);

    // Once stale, the product is sent (once), OnBuy decides, and the listing is live.
    const live = await waitFor(
      async () => {
        const l = await onbuyListing(itemId);
        return l?.live ? l : null;
      },
      30_000,
      250,
    );
    expect(live.inProgress).toBe(false);
    expect((await sandboxQueues()).filter((q) => q.uid === itemId).map((q) => q.status)).toEqual(['success']);
  });

  it('fails a stale claim that no listing waits for, with the reason, instead of keeping it Queued', async () => {
    const itemId = await creatableItem('UNB');
    await deadCallersClaim(itemId, STALE_MS + 1000);
    const outcome = await pollOnbuyProductQueue(app.services, s.user.id, itemId);
    expect(outcome.done).toBe(true);
    const { rows } = await app.services.pool.query(`SELECT status::text, error_message FROM onbuy_product_creations WHERE item_id = $1`, [itemId]);
    expect(rows[0]).toEqual({ status: 'FAILED', error_message: 'OnBuy never answered the product submission; send it again' });
  });

  it('asks again when the claim turns stale, not before', async () => {
    const itemId = await creatableItem('UNC');
    await deadCallersClaim(itemId, 0);
    const outcome = await pollOnbuyProductQueue(app.services, s.user.id, itemId);
    expect(outcome.done).toBe(false);
    if (!outcome.done) {
      expect(outcome.retryInMs).toBeGreaterThan(STALE_MS - 1000);
      expect(outcome.retryInMs).toBeLessThanOrEqual(STALE_MS + 1000);
    }
    const { rows } = await app.services.pool.query(`SELECT status::text FROM onbuy_product_creations WHERE item_id = $1`, [itemId]);
    expect(rows[0].status).toBe('QUEUED');
  });
});
