import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { waitFor } from '../../helpers/wait.ts';
import { sellerWithCard, startBillingApp, stripe, stripeControl, subscribe } from './billing-helpers.ts';

async function deliver(app: TestApp, payload: string, signature: string) {
  const res = await fetch(`${app.url}/api/v1/stripe-event`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}
const sign = (app: TestApp, payload: string, secret = app.services.config.STRIPE_WEBHOOK_SECRET!) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('Stripe webhook (POST /api/v1/stripe-event)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startBillingApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("receives the sandbox's own deliveries and answers 200", async () => {
    const s = await sellerWithCard(app);
    await subscribe(app, s, { ebayPlanId: 'ebay_basic_monthly' });
    const row = await app.services.prisma.subscription.findFirstOrThrow({ where: { userId: s.user.id } });
    const events = await stripe(app).listEvents({ type: 'customer.subscription.created' });
    const created = events.data.find((e) => (e.data.object as { id: string }).id === row.stripeSubscriptionId)!;
    const delivery = await waitFor(async () => {
      const d = (await stripeControl(app, `deliveries?event=${created.id}`)) as { data: Array<{ url: string; status: string; lastStatus: number | null }> };
      return d.data.find((x) => x.url.endsWith('/api/v1/stripe-event') && x.status === 'delivered');
    });
    expect(delivery.lastStatus).toBe(200);
    expect(await app.services.prisma.stripeEvent.count({ where: { id: created.id } })).toBe(1);
  });

  it('refuses a bad signature with 400 and records nothing', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged_1',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { object: 'subscription', id: 'sub_x' } },
    });
    expect((await deliver(app, payload, sign(app, payload, 'whsec_wrong_secret_000000000000000'))).status).toBe(400);
    expect((await deliver(app, payload, 't=1,v1=deadbeef')).status).toBe(400);
    const res = await fetch(`${app.url}/api/v1/stripe-event`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
    expect(res.status).toBe(400);
    // Signed, then altered: the signature covers the exact bytes.
    expect((await deliver(app, payload.replace('sub_x', 'sub_y'), sign(app, payload))).status).toBe(400);
    expect(await app.services.prisma.stripeEvent.count({ where: { id: 'evt_forged_1' } })).toBe(0);
  });

  it('applies a good event once: the same event delivered twice changes the row only the first time', async () => {
    const s = await sellerWithCard(app);
    await subscribe(app, s, { shopifyPlanId: 'shopify_pro_monthly' });
    const row = await app.services.prisma.subscription.findFirstOrThrow({ where: { userId: s.user.id } });
    // Let the sandbox's own deliveries for this subscription settle first.
    await new Promise((r) => setTimeout(r, 500));
    const stale = { status: 'stale', cancelAtPeriodEnd: true };
    await app.services.prisma.subscription.update({ where: { id: row.id }, data: stale });

    const payload = JSON.stringify({
      id: `evt_test_${row.id.slice(0, 8)}`,
      object: 'event',
      api_version: '2023-08-16',
      created: Math.floor(Date.now() / 1000),
      type: 'customer.subscription.updated',
      data: { object: await stripe(app).retrieveSubscription(row.stripeSubscriptionId) },
    });
    const first = await deliver(app, payload, sign(app, payload));
    expect(first).toMatchObject({ status: 200, body: { status: 'applied' } });
    expect(await app.services.prisma.subscription.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false });

    await app.services.prisma.subscription.update({ where: { id: row.id }, data: stale });
    const second = await deliver(app, payload, sign(app, payload));
    expect(second).toMatchObject({ status: 200, body: { status: 'duplicate' } });
    expect(await app.services.prisma.subscription.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject(stale);
  });

  it('keeps the row current from the events of a trial that ends and renews', async () => {
    const s = await sellerWithCard(app);
    await subscribe(app, s, { onbuyPlanId: 'onbuy_basic_monthly' });
    const row = await app.services.prisma.subscription.findFirstOrThrow({ where: { userId: s.user.id } });
    await stripeControl(app, 'clock/advance', { days: 15 });
    const active = await waitFor(async () => {
      const r = await app.services.prisma.subscription.findUniqueOrThrow({ where: { id: row.id } });
      return r.status === 'active' ? r : null;
    });
    expect(active.currentPeriodEnd!.getTime()).toBeGreaterThan(row.trialEnd!.getTime());
  });
});
