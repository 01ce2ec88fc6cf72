// A fresh US seller on the seller's path who sells one Amazon-fulfilled item on Shopify with
// automatic fulfilment on: sign-up, the demo catalogue imported through the Amazon sandbox, the
// app installed on a shop, a Shopify plan, and one FBA item in stock (a SKU MCF takes) listed with
// the Shopify bulk action. The MCF tests start from it; call prepareSandboxes first.
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { connectAmazon, connectShopify, inStockItems, listAll, type Seller, signUp, subscribe, uniqueHandle, waitForImport } from './seller-path.ts';

export const US_SELLER = 'A1LBSANDBOXUS7Q';

interface CatalogueReader {
  items(sellerId: string, from: number, count: number): Promise<{ items: { sku: string; fulfilment: string; fba: { fulfillable: number } }[] }>;
}

export async function shopifyFbaSeller(
  app: TestApp,
  amazon: CatalogueReader,
  handle: string,
  tag?: string,
): Promise<{ seller: Seller; shop: string; sku: string }> {
  const seller = await signUp(app, 'US', tag);
  await connectAmazon(seller);
  await waitForImport(seller);
  const shop = uniqueHandle(handle);
  await connectShopify(seller, shop);
  await subscribe(seller, ['SHOPIFY']);
  const saved = await app.graphql(
    `mutation($u:String!){ updateShopifySettings(userId:$u, shopifySettings:{automaticFulfillment:true}){ __typename } }`,
    { u: seller.userId },
    seller.token,
  );
  expect(saved.data?.updateShopifySettings?.__typename).toBe('User');
  const fba = new Set(
    (await amazon.items(US_SELLER, 0, 30)).items.filter((i) => i.fulfilment === 'AFN' && i.fba.fulfillable > 1 && !i.sku.includes('"')).map((i) => i.sku),
  );
  const item = (await inStockItems(seller)).find((i) => fba.has(i.sellerSku));
  if (!item) throw new Error('no FBA item in stock in the demo catalogue');
  const outcome = await listAll(seller, 'SHOPIFY', [item], 120_000);
  expect(outcome.live, JSON.stringify([...outcome.heldBack, ...outcome.unexplained])).toBe(1);
  return { seller, shop, sku: item.sellerSku };
}

/** A buyer's order of `quantity` of the SKU in the sandbox shop; its name (#1001…) and Shopify order number. */
export async function placeShopifyOrder(shopifyUrl: string, shop: string, sku: string, quantity = 1): Promise<{ name: string; orderNumber: string }> {
  const placed = await fetch(`${shopifyUrl}/__sandbox/shops/${shop}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lines: [{ sku, quantity }] }),
  });
  expect(placed.status).toBe(201);
  const { name, orderId } = (await placed.json()) as { name: string; orderId: string };
  return { name, orderNumber: orderId.split('/').pop()! };
}
