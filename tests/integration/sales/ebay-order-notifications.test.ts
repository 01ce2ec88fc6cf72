// Issue 31, eBay's ORDER_CONFIRMATION: a seller who connected eBay is subscribed to ORDER_CONFIRMATION, so a
// buyer's order reaches Sales (and Amazon MCF, once) within seconds instead of at the next poll.
// From the seller's path: sign up, connect Amazon and import, connect eBay, a plan, list one FBA
// item; the buyer orders it in the eBay sandbox, which signs and POSTs the notification. The poll
// is stretched to the minute (EBAY_ORDER_POLL_MS) and counted (the sandbox's getOrders calls), so a
// sale that arrives in seconds right after a poll came by the notification. The poll stays the safety net:
// a dropped notification is still imported; a notification delivered twice imports once; a forged
// one is refused (412) and changes nothing.
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureOrderSubscription, ORDER_SUBSCRIPTION_SETTING } from '../../../server/channels/ebay/order-notifications.ts';
import { channelEntry } from '../../../server/channels/registry.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { importEbayOrders } from '../../helpers/channel-orders.ts';
import {
  connectAmazon,
  connectEbay,
  inStockItems,
  listAll,
  listingStates,
  prepareSandboxes,
  type Seller,
  signUp,
  subscribe,
  uniqueHandle,
  waitForImport,
} from '../../helpers/seller-path.ts';
import { US_SELLER } from '../../helpers/shopify-fba-seller.ts';
import { waitFor } from '../../helpers/wait.ts';

// The key id the eBay sandbox signs with (sandbox/ebay/state.ts); a forger can copy it from any real notification.
const SANDBOX_KEY_ID = 'a6f9a3c0-5f1e-4a0c-9d3b-0b1f1e2d3c4b';
const US_BUYER = {
  fullName: 'Pat Buyer',
  contactAddress: { addressLine1: '1 Main St', city: 'Seattle', stateOrProvince: 'WA', postalCode: '98101', countryCode: 'US' },
};

interface SandboxNotifications {
  destinations: { destinationId: string; deliveryConfig: { endpoint: string } }[];
  subscriptions: { subscriptionId: string; topicId: string; status: string; destinationId: string }[];
  orderConfirmations: { notificationId: string; orderId: string; dropped: boolean; attempts: { status: number | null }[] }[];
}

describe('eBay ORDER_CONFIRMATION starts the seller’s eBay order import at once', () => {
  let app: TestApp;
  let seller: Seller;
  let ebayUser: string;
  let sku: string;
  let ebayUrl: string;
  let amazon: Awaited<ReturnType<typeof prepareSandboxes>>['amazon'];
  let notifiedOrder = '';

  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', EBAY_ORDER_POLL_MS: '60000' });
    ({ amazon } = await prepareSandboxes(app, { sizes: { [US_SELLER]: 30 } }));
    ebayUrl = app.services.clients.ebay!.apiUrl;
    seller = await signUp(app, 'US', 'ebay-notified');
    await connectAmazon(seller);
    await waitForImport(seller);
    ebayUser = uniqueHandle('notified_seller').replace(/-/g, '_');
    await connectEbay(seller, ebayUser);
    await subscribe(seller, ['EBAY']);
    const fba = new Set(
      (await amazon.items(US_SELLER, 0, 30)).items.filter((i) => i.fulfilment === 'AFN' && i.fba.fulfillable > 2 && !i.sku.includes('"')).map((i) => i.sku),
    );
    // A few FBA items with one bulk List (the pre-flight may hold one back): a buyer orders one that is live.
    const items = (await inStockItems(seller)).filter((i) => fba.has(i.sellerSku)).slice(0, 6);
    if (!items.length) throw new Error('no FBA item in stock in the demo catalogue');
    const outcome = await listAll(seller, 'EBAY', items, 180_000);
    expect(outcome.live, JSON.stringify([...outcome.heldBack, ...outcome.unexplained])).toBeGreaterThan(0);
    const states = await listingStates(seller, 'EBAY');
    sku = items.map((i) => states.get(i.sellerSku)).find((l) => l?.live && !l.inProgress && l.externalId)!.sellerSku;
  }, 300_000);
  afterAll(async () => {
    await app?.close();
  });

  const sandbox = async <T>(path: string, init?: { method: string; body?: unknown }): Promise<T> => {
    const res = await fetch(`${ebayUrl}/__sandbox/${path}`, {
      method: init?.method ?? 'GET',
      headers: { 'content-type': 'application/json' },
      ...(init?.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    if (!res.ok) throw new Error(`eBay sandbox ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<T>;
  };
  const notifications = () => sandbox<SandboxNotifications>(`notifications?username=${ebayUser}`);
  const getOrdersCalls = async () => (await sandbox<{ calls: Record<string, number> }>(`calls?username=${ebayUser}`)).calls.getOrders ?? 0;
  const buy = async () =>
    (
      await sandbox<{ orderId: string }>('orders', {
        method: 'POST',
        body: { username: ebayUser, sku, quantity: 1, price: 25, currency: 'USD', shipTo: US_BUYER },
      })
    ).orderId;
  /** The sale as the seller's eBay Sales page shows it. */
  const saleOf = async (orderId: string) => {
    const r = await app.graphql(
      `query($u:String!,$q:String){ ebaySales(userId:$u, search:$q){ sales { orderId status fbaId } } }`,
      { u: seller.userId, q: orderId },
      seller.token,
    );
    return ((r.data?.ebaySales?.sales ?? []) as { orderId: string; status: string; fbaId: string | null }[]).filter((s) => s.orderId === orderId);
  };
  const mcfCreates = async (orderId: string) =>
    (await amazon.requests()).filter(
      (j) => j.operation === 'createFulfillmentOrder' && (j.body as { sellerFulfillmentOrderId?: string })?.sellerFulfillmentOrderId === `LB-EBAY-${orderId}`,
    ).length;
  /**
   * Waits for the minute's poll (EBAY_ORDER_POLL_MS: one a minute, at the cron's tick): then the next
   * one is about a minute away, so an import in the next seconds is the notification's.
   */
  async function justAfterPoll() {
    let seen = await getOrdersCalls();
    await waitFor(
      async () => {
        const now = await getOrdersCalls();
        const polled = now > seen && new Date().getSeconds() < 30;
        seen = now;
        return polled;
      },
      150_000,
      250,
    );
    return seen;
  }

  it('subscribes the seller at connect: the app’s destination is our notification endpoint, one subscription, kept on the connection', async () => {
    const n = await notifications();
    expect(n.destinations.map((d) => d.deliveryConfig.endpoint)).toEqual([`${app.url}/api/v1/ebay/notifications`]);
    expect(n.subscriptions).toEqual([
      expect.objectContaining({ topicId: 'ORDER_CONFIRMATION', status: 'ENABLED', destinationId: n.destinations[0]!.destinationId }),
    ]);
    const row = await app.services.prisma.connection.findUnique({ where: { userId_kind: { userId: seller.userId, kind: 'EBAY' } } });
    expect((row!.settings as Record<string, unknown>)[ORDER_SUBSCRIPTION_SETTING]).toBe(n.subscriptions[0]!.subscriptionId);

    // Connecting again, and two processes making sure of it at once, make no second subscription.
    await connectEbay(seller, ebayUser);
    await app.services.pool.query(`UPDATE connections SET settings = settings - $2 WHERE user_id = $1 AND kind = 'EBAY'`, [
      seller.userId,
      ORDER_SUBSCRIPTION_SETTING,
    ]);
    const ids = await Promise.all([ensureOrderSubscription(app.services, seller.userId), ensureOrderSubscription(app.services, seller.userId)]);
    expect(ids).toEqual([n.subscriptions[0]!.subscriptionId, n.subscriptions[0]!.subscriptionId]);
    const again = await notifications();
    expect(again.subscriptions.map((s) => s.subscriptionId)).toEqual([n.subscriptions[0]!.subscriptionId]);
    expect(again.destinations).toHaveLength(1);
  }, 60_000);

  it('a buyer’s order is on the Sales page within seconds, read by one getOrders and not by the poll; its MCF order is placed once', async () => {
    const polls = await justAfterPoll();
    const started = Date.now();
    notifiedOrder = await buy();
    const [sale] = await waitFor(
      async () => {
        const s = await saleOf(notifiedOrder);
        return s.length ? s : null;
      },
      10_000,
      100,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    // One import read it: the notification's (the next poll is a minute after the last).
    expect((await getOrdersCalls()) - polls).toBe(1);
    const delivered = await waitFor(async () => {
      const mine = (await notifications()).orderConfirmations.filter((o) => o.orderId === notifiedOrder);
      return mine[0]?.attempts.length ? mine : null;
    });
    expect(delivered).toEqual([expect.objectContaining({ dropped: false, attempts: [{ at: expect.any(String), status: 204 }] })]);
    expect(sale!.orderId).toBe(notifiedOrder);

    // The paid sale goes to Amazon MCF, once.
    const placed = await waitFor(async () => (await saleOf(notifiedOrder)).find((s) => s.fbaId) ?? null, 30_000, 250);
    expect(placed.fbaId).toBe(`LB-EBAY-${notifiedOrder}`);
    expect(await mcfCreates(notifiedOrder)).toBe(1);
  }, 200_000);

  it('the same notification delivered again (same notificationId) is acknowledged and imports nothing', async () => {
    if (new Date().getSeconds() > 40) await justAfterPoll();
    const polls = await getOrdersCalls();
    const [n] = (await notifications()).orderConfirmations.filter((o) => o.orderId === notifiedOrder);
    const again = await sandbox<{ status: number }>(`notifications/order-confirmation/${n!.notificationId}/redeliver`, { method: 'POST' });
    expect(again.status).toBe(204);
    await new Promise((r) => setTimeout(r, 3000));
    expect(await getOrdersCalls()).toBe(polls);
    const seen = await app.services.pool.query(
      `SELECT attempts, done_at IS NOT NULL AS done FROM inbound_webhooks WHERE provider = 'ebay' AND delivery_id = $1`,
      [n!.notificationId],
    );
    expect(seen.rows).toEqual([{ attempts: 2, done: true }]);
    expect(await saleOf(notifiedOrder)).toHaveLength(1);
    expect(await mcfCreates(notifiedOrder)).toBe(1);
  }, 120_000);

  it('a notification eBay never delivers: the poll still imports the order', async () => {
    await sandbox('notifications/order-confirmation', { method: 'PUT', body: { drop: true } });
    try {
      const orderId = await buy();
      const [sale] = await waitFor(
        async () => {
          const s = await saleOf(orderId);
          return s.length ? s : null;
        },
        90_000,
        500,
      );
      expect(sale!.orderId).toBe(orderId);
      expect((await notifications()).orderConfirmations.filter((o) => o.orderId === orderId)).toEqual([
        expect.objectContaining({ dropped: true, attempts: [] }),
      ]);
    } finally {
      await sandbox('notifications/order-confirmation', { method: 'PUT', body: { drop: false } });
    }
  }, 120_000);

  it('refuses a forged or unsigned ORDER_CONFIRMATION with 412 and changes nothing (nothing recorded, nothing imported)', async () => {
    const notificationId = randomUUID();
    const body = JSON.stringify({
      metadata: { topic: 'ORDER_CONFIRMATION', schemaVersion: '1.0', deprecated: false },
      notification: {
        notificationId,
        eventDate: new Date().toISOString(),
        publishDate: new Date().toISOString(),
        publishAttemptCount: 1,
        data: { orderId: '27-99999-99999', lineItemId: '1', username: ebayUser, userId: 'U0' },
      },
    });
    const attacker = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const forged = Buffer.from(
      JSON.stringify({ alg: 'ecdsa', kid: SANDBOX_KEY_ID, signature: sign('sha1', Buffer.from(body), attacker.privateKey).toString('base64'), digest: 'SHA1' }),
    ).toString('base64');
    const signed: Record<string, string>[] = [{ 'x-ebay-signature': forged }, {}];
    for (const headers of signed) {
      const res = await fetch(`${app.url}/api/v1/ebay/notifications`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      expect(res.status).toBe(412);
    }
    expect((await app.services.pool.query(`SELECT 1 FROM inbound_webhooks WHERE delivery_id = $1`, [notificationId])).rowCount).toBe(0);
    expect(await saleOf('27-99999-99999')).toEqual([]);
  });

  it('removing the eBay connection first deletes the seller’s subscription on eBay', async () => {
    await channelEntry('EBAY')!.beforeDisconnect!(app.services, seller.userId);
    expect((await notifications()).subscriptions).toEqual([]);
    const row = await app.services.prisma.connection.findUnique({ where: { userId_kind: { userId: seller.userId, kind: 'EBAY' } } });
    expect((row!.settings as Record<string, unknown>)[ORDER_SUBSCRIPTION_SETTING]).toBeNull();
  });

  it('a connection without a subscription (connected before, or refused at connect) is subscribed by its next order poll', async () => {
    // (The minute's poll may be the one that does it: the same path.)
    await importEbayOrders(app.services, seller.userId);
    const [sub] = (await notifications()).subscriptions;
    expect(sub).toMatchObject({ topicId: 'ORDER_CONFIRMATION', status: 'ENABLED' });
    const row = await app.services.prisma.connection.findUnique({ where: { userId_kind: { userId: seller.userId, kind: 'EBAY' } } });
    expect((row!.settings as Record<string, unknown>)[ORDER_SUBSCRIPTION_SETTING]).toBe(sub!.subscriptionId);
  });
});
