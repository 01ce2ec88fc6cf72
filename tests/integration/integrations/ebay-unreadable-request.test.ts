// eBay reads a request body into its model before it looks at any item: one field of a wrong type
// or an enum value eBay does not know refuses the WHOLE request, bulk calls included (400 errorId
// 2004 "Invalid request", reason "Could not serialize field [...]"), with no per-item answer. The
// product's bulk calls must not let one such item fail the 24 others of its call, and the item's
// failure must name the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ebayMessage } from '../../../server/channels/ebay/adapter.ts';
import { startEbaySandbox } from '../../../sandbox/ebay/index.ts';
import { answerEbayConsent } from '../../../sandbox/ebay/testing.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import {
  buildEbayConsentUrl,
  createEbayClient,
  EbayApiError,
  ebayConfigFrom,
  EbayUserSession,
  exchangeEbayCode,
  type EbayClient,
  type EbayInventoryItemWithSku,
} from '../../../server/integrations/ebay/index.ts';

const item = (sku: string, extra: Record<string, unknown> = {}) =>
  ({
    sku,
    condition: 'NEW',
    product: { title: `Desk lamp ${sku}`, description: 'A lamp', imageUrls: ['https://images.example/lamp.jpg'], aspects: { Brand: ['Lumo'] } },
    availability: { shipToLocationAvailability: { quantity: 4 } },
    ...extra,
  }) as EbayInventoryItemWithSku;

describe('eBay refuses a request it cannot read as a whole; the product isolates the item', () => {
  let sb: RunningSandbox;
  let client: EbayClient;
  const calls: string[] = [];

  beforeAll(async () => {
    sb = await startEbaySandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9' });
    const cfg = ebayConfigFrom(sb.env as never)!;
    const redirect = await answerEbayConsent(buildEbayConsentUrl(cfg, { state: 'unreadable' }));
    const session = new EbayUserSession(cfg, await exchangeEbayCode(cfg, redirect.searchParams.get('code')!));
    const counting: typeof fetch = (input, init) => {
      calls.push(new URL(String(input)).pathname);
      return fetch(input, init);
    };
    client = createEbayClient(cfg, session, { fetch: counting, baseDelayMs: 5 });
  });
  afterAll(() => sb?.close());

  it('the sandbox refuses the whole bulk request with 400 errorId 2004 naming the field, and stores nothing', async () => {
    const body = { requests: [item('U-OK-1'), item('U-BAD-1', { condition: 'USED' })] };
    const res = await fetch(`${sb.url}/sell/inventory/v1/bulk_create_or_replace_inventory_item`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await client.http.tokens.getAccessToken()}`, 'content-type': 'application/json', 'content-language': 'en-GB' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [
        {
          errorId: 2004,
          domain: 'ACCESS',
          category: 'REQUEST',
          message: 'Invalid request',
          longMessage: 'The request has errors. For help, see the documentation for this API.',
          parameters: [{ name: 'reason', value: 'Could not serialize field [requests.condition]' }],
        },
      ],
    });
    await expect(client.inventory.getItem('U-OK-1')).rejects.toMatchObject({ status: 404 });
  });

  it('bulk inventory items: the readable items are stored, the unreadable one fails with the field eBay names', async () => {
    const items = [item('U-1'), item('U-2'), item('U-3', { condition: 'USED' }), item('U-4'), item('U-5')];
    calls.length = 0;
    const outcomes = await client.inventory.bulkCreateOrReplaceItems(items);
    // Halving finds one bad item among five in a handful of calls (5, 3, 2 and 1, 2 items), not one per item.
    expect(calls).toHaveLength(5);
    expect(outcomes.map((o) => [o.key, o.ok])).toEqual([
      ['U-1', true],
      ['U-2', true],
      ['U-3', false],
      ['U-4', true],
      ['U-5', true],
    ]);
    const bad = outcomes.find((o) => o.key === 'U-3')!;
    expect(bad.statusCode).toBe(400);
    expect(ebayMessage(bad.errors)).toMatch(/Could not serialize field \[requests\.condition\]/);
    for (const sku of ['U-1', 'U-2', 'U-4', 'U-5']) expect((await client.inventory.getItem(sku)).sku).toBe(sku);
  });

  it('bulk price and quantity: a quantity eBay cannot read fails only its own entry', async () => {
    const outcomes = await client.inventory.bulkUpdatePriceQuantity([
      { sku: 'U-1', shipToLocationAvailability: { quantity: 7 } },
      { sku: 'U-2', shipToLocationAvailability: { quantity: 'seven' as unknown as number } },
      { sku: 'U-4', shipToLocationAvailability: { quantity: 9 } },
    ]);
    expect(outcomes.map((o) => [o.key, o.ok])).toEqual([
      ['U-1', true],
      ['U-2', false],
      ['U-4', true],
    ]);
    expect(ebayMessage(outcomes[1]!.errors)).toMatch(/Could not serialize field \[requests\.shipToLocationAvailability\.quantity\]/);
    expect((await client.inventory.getItem('U-4')).availability?.shipToLocationAvailability?.quantity).toBe(9);
  });

  it('a single call eBay cannot read throws an EbayApiError whose message names the field', async () => {
    const err = await client.inventory
      .createOrReplaceItem('U-6', { ...item('U-6'), product: { title: 'Lamp', aspects: '{"Brand":["Lumo"]}' as never } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EbayApiError);
    expect(err).toMatchObject({ status: 400, errorId: 2004, message: 'Invalid request: Could not serialize field [product.aspects]' });
  });
});
