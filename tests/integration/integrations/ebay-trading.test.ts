// eBay's Trading API (XML) between ListBridge's client and the eBay sandbox, over real HTTP: the
// request headers and namespace eBay documents (api-notes §2), the answer's envelope (Timestamp,
// Ack, Version, Build; Errors{ShortMessage, LongMessage, ErrorCode, SeverityCode}), eBay's errors
// for a bad token and an unknown call, the 4-item limit of ReviseInventoryStatus, and the client's
// one token refresh on "Invalid IAF token".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEbaySandbox } from '../../../sandbox/ebay/index.ts';
import { answerEbayConsent } from '../../../sandbox/ebay/testing.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import {
  buildEbayConsentUrl,
  createEbayClient,
  EbayTradingError,
  ebayConfigFrom,
  EbayUserSession,
  ensureSuccess,
  exchangeEbayCode,
  parseXml,
  toXml,
  type EbayConfig,
} from '../../../server/integrations/ebay/index.ts';

const NS = 'urn:ebay:apis:eBLBaseComponents';

describe('eBay Trading API (XML) against the eBay sandbox', () => {
  let sb: RunningSandbox;
  let cfg: EbayConfig;
  let accessToken: string;
  let session: EbayUserSession;

  beforeAll(async () => {
    sb = await startEbaySandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9/product' });
    cfg = ebayConfigFrom(sb.env as never)!;
    const redirect = await answerEbayConsent(buildEbayConsentUrl(cfg, { state: 'st' }), 'agree', 'trading_seller');
    const tokens = await exchangeEbayCode(cfg, redirect.searchParams.get('code')!);
    accessToken = tokens.accessToken;
    session = new EbayUserSession(cfg, tokens);
  });
  afterAll(() => sb?.close());

  /** A raw Trading call, as eBay documents it. */
  const post = async (call: string, body: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${sb.url}/ws/api.dll`, {
      method: 'POST',
      headers: {
        'content-type': 'text/xml',
        'x-ebay-api-call-name': call,
        'x-ebay-api-siteid': '3',
        'x-ebay-api-compatibility-level': '1271',
        'x-ebay-api-iaf-token': accessToken,
        ...headers,
      },
      body,
    });
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  };
  const request = (call: string, inner = '') => `<?xml version="1.0" encoding="utf-8"?><${call}Request xmlns="${NS}">${inner}</${call}Request>`;

  /** The documented envelope: root {Call}Response in eBay's namespace, Timestamp, Ack, Version, Build. */
  function envelope(text: string, call: string) {
    const doc = parseXml(text);
    expect(Object.keys(doc)).toEqual([`${call}Response`]);
    const root = doc[`${call}Response`] as Record<string, any>;
    expect(root['@xmlns']).toBe(NS);
    expect(Number.isNaN(Date.parse(root.Timestamp))).toBe(false);
    expect(['Success', 'Warning', 'Failure']).toContain(root.Ack);
    expect(root.Version).toMatch(/^\d+$/);
    expect(root.Build).toBeTruthy();
    return root;
  }
  const errorOf = (root: Record<string, any>) => {
    const e = Array.isArray(root.Errors) ? root.Errors[0] : root.Errors;
    expect(Object.keys(e)).toEqual(expect.arrayContaining(['ShortMessage', 'LongMessage', 'ErrorCode', 'SeverityCode']));
    return e as Record<string, string>;
  };

  it('answers GetUser in the documented envelope (HTTP 200, text/xml)', async () => {
    const r = await post('GetUser', request('GetUser', '<DetailLevel>ReturnAll</DetailLevel>'));
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/^text\/xml/);
    expect(r.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const root = envelope(r.text, 'GetUser');
    expect(root.Ack).toBe('Success');
    expect(root.User).toMatchObject({ UserID: 'trading_seller', Site: 'UK', Status: 'Confirmed' });
  });

  it("refuses an invalid token and an unknown call with eBay's errors, still HTTP 200", async () => {
    const bad = await post('GetUser', request('GetUser'), { 'x-ebay-api-iaf-token': 'v^1.1#nonsense' });
    expect(bad.status).toBe(200);
    const badRoot = envelope(bad.text, 'GetUser');
    expect(badRoot.Ack).toBe('Failure');
    expect(errorOf(badRoot)).toMatchObject({
      ShortMessage: 'Invalid IAF token.',
      LongMessage: 'IAF token supplied is invalid.',
      ErrorCode: '21916984',
      SeverityCode: 'Error',
    });
    const unknown = await post('GetEverything', request('GetEverything'));
    const unknownRoot = envelope(unknown.text, 'GetEverything');
    expect(errorOf(unknownRoot)).toMatchObject({ ShortMessage: 'Unsupported API call.', ErrorCode: '2', SeverityCode: 'Error' });
    expect(errorOf(unknownRoot).LongMessage).toContain('"GetEverything"');
    // A body that is not the call's request in eBay's namespace is an XML error.
    const wrongNs = await post('GetUser', '<GetUserRequest xmlns="urn:other"></GetUserRequest>');
    expect(errorOf(envelope(wrongNs.text, 'GetUser')).ErrorCode).toBe('5');
    const broken = await post('GetUser', '<GetUserRequest xmlns="urn:ebay:apis:eBLBaseComponents">');
    expect(errorOf(envelope(broken.text, 'GetUser')).ErrorCode).toBe('5');
  });

  it('takes 1 to 4 items in ReviseInventoryStatus and revises a legacy listing', async () => {
    const made = await (
      await fetch(`${sb.url}/__sandbox/legacy-listings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'trading_seller', sku: 'OLD-9', quantity: 1, price: 5 }),
      })
    ).json();
    const status = (n: number) => `<InventoryStatus><ItemID>${made.listingId}</ItemID><Quantity>${n}</Quantity></InventoryStatus>`;
    const five = await post('ReviseInventoryStatus', request('ReviseInventoryStatus', [1, 2, 3, 4, 5].map(status).join('')));
    const fiveRoot = envelope(five.text, 'ReviseInventoryStatus');
    expect(fiveRoot.Ack).toBe('Failure');
    expect(errorOf(fiveRoot)).toMatchObject({ ErrorCode: '37' });

    const client = createEbayClient(cfg, session);
    expect(() => client.trading.reviseInventoryStatus([1, 2, 3, 4, 5].map(() => ({ itemId: made.listingId, quantity: 1 })))).toThrow(RangeError);
    const ok = ensureSuccess(await client.trading.reviseInventoryStatus([{ itemId: made.listingId, quantity: 6, startPrice: 7.5 }], { siteId: 3 }));
    expect(ok.body.InventoryStatus).toMatchObject({
      ItemID: made.listingId,
      SKU: 'OLD-9',
      Quantity: '6',
      StartPrice: { '@currencyID': 'GBP', '#text': '7.50' },
    });
    const item = ensureSuccess(await client.trading.getItem(made.listingId));
    expect(item.body.Item).toMatchObject({ ItemID: made.listingId, Quantity: '6', SellingStatus: { CurrentPrice: { '#text': '7.50' } } });
    // An unknown item: Ack Failure, thrown by ensureSuccess with eBay's message.
    const missing = await client.trading.getItem('999');
    expect(missing.ack).toBe('Failure');
    expect(missing.errors[0]).toMatchObject({ errorCode: '17', severityCode: 'Error' });
    expect(() => ensureSuccess(missing)).toThrow(EbayTradingError);
  });

  it('refreshes the token once when eBay calls it invalid, then answers', async () => {
    const stale = new EbayUserSession(cfg, { ...session.tokens, accessToken: 'v^1.1#expired', accessTokenExpiresAt: Date.now() + 3_600_000 });
    const r = await createEbayClient(cfg, stale).trading.getUser();
    expect(r.ack).toBe('Success');
    expect(stale.tokens.accessToken).not.toBe('v^1.1#expired');
  });

  it('writes and reads XML: attributes, text, entities, repeated elements', () => {
    const xml = toXml(
      'AddItemRequest',
      { Item: { Title: 'Fish & <Chips>', StartPrice: { '@currencyID': 'GBP', '#text': '1.00' }, PictureURL: ['a', 'b'] } },
      NS,
    );
    const doc = parseXml(xml) as any;
    expect(doc.AddItemRequest.Item).toEqual({ Title: 'Fish & <Chips>', StartPrice: { '@currencyID': 'GBP', '#text': '1.00' }, PictureURL: ['a', 'b'] });
    expect(parseXml('<a><![CDATA[x < y]]></a>')).toEqual({ a: 'x < y' });
    expect(() => parseXml('<a><b></a>')).toThrow();
  });
});
