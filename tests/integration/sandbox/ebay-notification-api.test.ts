// The eBay sandbox's Notification API (config, destinations, subscriptions) with eBay's error ids,
// and its ORDER_CONFIRMATION deliveries: one signed POST per line item to each enabled subscription
// of the seller, retried with the same notificationId on a non-2xx answer, and the drop knob.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEbaySandbox } from '../../../sandbox/ebay/index.ts';
import { expectedChallengeResponse } from '../../../sandbox/ebay/notifications.ts';
import { answerEbayConsent } from '../../../sandbox/ebay/testing.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import {
  buildEbayConsentUrl,
  createEbayAppClient,
  createEbayClient,
  EBAY_SELLER_SCOPES,
  EbayApiError,
  ebayConfigFrom,
  ebayNotificationVerifier,
  EbayUserSession,
  exchangeEbayCode,
  type EbayConfig,
} from '../../../server/integrations/ebay/index.ts';
import { waitFor } from '../../helpers/wait.ts';

interface Received {
  body: { metadata: { topic: string }; notification: { notificationId: string; publishAttemptCount: number; data: Record<string, string> } };
  raw: string;
  signature: string;
}

describe('eBay sandbox: Notification API and ORDER_CONFIRMATION', () => {
  let sb: RunningSandbox;
  let cfg: EbayConfig;
  let receiver: Server;
  let endpoint: string;
  const received: Received[] = [];
  /** Statuses the receiver answers with, in turn (then 204). */
  const answers: number[] = [];
  let challengeOk = true;

  beforeAll(async () => {
    sb = await startEbaySandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:1' });
    cfg = ebayConfigFrom(sb.env as never)!;
    receiver = createServer((req, res) => {
      const url = new URL(req.url ?? '/', endpoint);
      if (req.method === 'GET') {
        const code = url.searchParams.get('challenge_code') ?? '';
        const answer = challengeOk ? expectedChallengeResponse(code, cfg.verificationToken!, endpoint) : 'wrong';
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ challengeResponse: answer }));
      }
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        received.push({ body: JSON.parse(raw), raw, signature: String(req.headers['x-ebay-signature'] ?? '') });
        res.writeHead(answers.shift() ?? 204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ebay/notifications`;
  });
  afterAll(async () => {
    await sb?.close();
    await new Promise((r) => receiver?.close(r));
  });

  const sellerClient = async (username: string, scopes?: string[]) => {
    const landed = await answerEbayConsent(buildEbayConsentUrl(cfg, { state: 'n', ...(scopes ? { scopes } : {}) }), 'agree', username);
    const tokens = await exchangeEbayCode(cfg, landed.searchParams.get('code')!);
    return createEbayClient(cfg, new EbayUserSession(cfg, { ...tokens, scopes: scopes ?? tokens.scopes }), { baseDelayMs: 5 });
  };
  const refusal = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(EbayApiError);
    const e = err as EbayApiError;
    return { status: e.status, errorId: e.errorId, domain: e.errors[0]?.domain };
  };
  const order = async (username: string, sku: string) => {
    const res = await fetch(`${sb.url}/__sandbox/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, sku }),
    });
    return (await res.json()) as { orderId: string; lineItems: { lineItemId: string }[] };
  };
  const knob = (body: unknown) =>
    fetch(`${sb.url}/__sandbox/notifications/order-confirmation`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  let destinationId = '';
  let subscriptionId = '';

  it('creates the app destination only with an alert e-mail, a valid token and an endpoint that answers the challenge', async () => {
    const app = createEbayAppClient(cfg);
    const create = (over: Partial<{ endpoint: string; verificationToken: string }> = {}) =>
      app.notification.createDestination({ name: 'ListBridge', endpoint, verificationToken: cfg.verificationToken!, ...over });
    expect(await refusal(create())).toEqual({ status: 409, errorId: 195003, domain: 'API_NOTIFICATION' });
    await app.notification.updateConfig('alerts@listbridge.example');
    expect(await refusal(create({ verificationToken: 'short' }))).toEqual({ status: 400, errorId: 195019, domain: 'API_NOTIFICATION' });
    expect(await refusal(create({ endpoint: 'not a url' }))).toEqual({ status: 400, errorId: 195017, domain: 'API_NOTIFICATION' });
    challengeOk = false;
    expect(await refusal(create())).toEqual({ status: 409, errorId: 195020, domain: 'API_NOTIFICATION' });
    challengeOk = true;
    destinationId = await create();
    expect(destinationId).toMatch(/^dest-\d+$/);
    expect(await refusal(create())).toEqual({ status: 409, errorId: 195021, domain: 'API_NOTIFICATION' });
    expect(await app.notification.getDestinations()).toEqual([
      { destinationId, name: 'ListBridge', status: 'ENABLED', deliveryConfig: { endpoint, verificationToken: cfg.verificationToken } },
    ]);
  });

  it('subscribes a seller to ORDER_CONFIRMATION with their token only, once, and refuses bad input with eBay’s errors', async () => {
    const seller = await sellerClient('notified_seller');
    const app = createEbayAppClient(cfg);
    const sub = (over: Partial<{ topicId: string; destinationId: string; schemaVersion: string }> = {}) =>
      seller.notification.createSubscription({ topicId: 'ORDER_CONFIRMATION', destinationId, schemaVersion: '1.0', ...over });
    expect(await refusal(sub({ topicId: 'NO_SUCH_TOPIC' }))).toEqual({ status: 400, errorId: 195027, domain: 'API_NOTIFICATION' });
    expect(await refusal(sub({ destinationId: 'dest-999' }))).toEqual({ status: 400, errorId: 195007, domain: 'API_NOTIFICATION' });
    expect(await refusal(sub({ schemaVersion: '9.9' }))).toEqual({ status: 400, errorId: 195008, domain: 'API_NOTIFICATION' });
    // A user topic is the seller's to subscribe: not with the application token…
    expect(await refusal(app.notification.createSubscription({ topicId: 'ORDER_CONFIRMATION', destinationId, schemaVersion: '1.0' }))).toEqual({
      status: 403,
      errorId: 195011,
      domain: 'API_NOTIFICATION',
    });
    // …nor with a token granted without commerce.notification.subscription (a connection made before it was asked for).
    const older = await sellerClient('older_seller', EBAY_SELLER_SCOPES);
    // Destinations are the application's: a seller's token may not read or make them.
    expect(await refusal(seller.notification.getDestinations())).toEqual({ status: 403, errorId: 1100, domain: 'ACCESS' });
    expect(await refusal(older.notification.createSubscription({ topicId: 'ORDER_CONFIRMATION', destinationId, schemaVersion: '1.0' }))).toEqual({
      status: 403,
      errorId: 1100,
      domain: 'ACCESS',
    });

    subscriptionId = await sub();
    expect(await refusal(sub())).toEqual({ status: 409, errorId: 195012, domain: 'API_NOTIFICATION' });
    expect(await seller.notification.getSubscriptions()).toEqual([
      {
        subscriptionId,
        topicId: 'ORDER_CONFIRMATION',
        destinationId,
        status: 'ENABLED',
        payload: { format: 'JSON', schemaVersion: '1.0', deliveryProtocol: 'HTTPS' },
        creationDate: expect.any(String),
      },
    ]);
    // Another seller (and the application) sees none of it.
    expect(await older.notification.getSubscriptions()).toEqual([]);
    expect(await app.notification.getSubscriptions()).toEqual([]);
  });

  it('POSTs one signed ORDER_CONFIRMATION per line item to the seller’s subscription, after the order’s answer', async () => {
    const before = received.length;
    const o = await order('notified_seller', 'SKU-N1');
    await order('older_seller', 'SKU-N2'); // not subscribed: nothing sent
    const got = await waitFor(async () => (received.length > before ? received.slice(before) : null), 5000, 50);
    await new Promise((r) => setTimeout(r, 300));
    expect(received.slice(before)).toHaveLength(1);
    const n = got[0]!;
    expect(n.body.metadata.topic).toBe('ORDER_CONFIRMATION');
    expect(n.body.notification).toMatchObject({
      publishAttemptCount: 1,
      data: { orderId: o.orderId, lineItemId: o.lineItems[0]!.lineItemId, username: 'notified_seller', userId: expect.stringMatching(/^U\d+$/) },
    });
    // X-EBAY-SIGNATURE verifies with the public key of the Notification API, as the account deletion's does.
    const verify = ebayNotificationVerifier(createEbayAppClient(cfg).http);
    expect(await verify(n.raw, n.signature)).toMatchObject({ notification: { notificationId: n.body.notification.notificationId } });
    expect(await verify(n.raw.replace(o.orderId, '99-99999-99999'), n.signature)).toBeNull();
  });

  it('retries a refused delivery with the same notificationId, and the knob drops or delays new ones', async () => {
    const before = received.length;
    answers.push(500);
    await order('notified_seller', 'SKU-N3');
    const both = await waitFor(async () => (received.length >= before + 2 ? received.slice(before) : null), 8000, 100);
    expect(both.map((r) => r.body.notification.publishAttemptCount)).toEqual([1, 2]);
    expect(new Set(both.map((r) => r.body.notification.notificationId)).size).toBe(1);

    expect((await knob({ drop: true })).status).toBe(200);
    const dropped = await order('notified_seller', 'SKU-N4');
    await new Promise((r) => setTimeout(r, 500));
    expect(received.length).toBe(before + 2);
    const state = (await (await fetch(`${sb.url}/__sandbox/notifications?username=notified_seller`)).json()) as {
      orderConfirmations: { notificationId: string; orderId: string; dropped: boolean; attempts: unknown[] }[];
    };
    const rec = state.orderConfirmations.find((x) => x.orderId === dropped.orderId)!;
    expect(rec).toMatchObject({ dropped: true, attempts: [] });
    // eBay's retry (or a test's second delivery) sends it after all, same id.
    const again = await fetch(`${sb.url}/__sandbox/notifications/order-confirmation/${rec.notificationId}/redeliver`, { method: 'POST' });
    expect(((await again.json()) as { status: number }).status).toBe(204);
    expect(received.at(-1)!.body.notification.notificationId).toBe(rec.notificationId);

    expect((await knob({ drop: false, delaySeconds: 0.4 })).status).toBe(200);
    const start = Date.now();
    const n = received.length;
    await order('notified_seller', 'SKU-N5');
    await waitFor(async () => received.length > n, 5000, 20);
    expect(Date.now() - start).toBeGreaterThanOrEqual(350);
    expect((await knob({ delaySeconds: -1 })).status).toBe(400);
    await knob({ delaySeconds: 0 });
  });

  it('deletes the subscription (then 404 195013), and nothing more is sent', async () => {
    const seller = await sellerClient('notified_seller');
    await seller.notification.deleteSubscription(subscriptionId);
    expect(await refusal(seller.notification.deleteSubscription(subscriptionId))).toEqual({ status: 404, errorId: 195013, domain: 'API_NOTIFICATION' });
    const n = received.length;
    await order('notified_seller', 'SKU-N6');
    await new Promise((r) => setTimeout(r, 400));
    expect(received.length).toBe(n);
  });
});
