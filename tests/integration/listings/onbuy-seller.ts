// Test helpers for the OnBuy 'Create New' flow: a seller with OnBuy authorised (the sandbox's demo
// keys, over real HTTP) and items OnBuy can make a product of (an EAN and an https image).
import { expect } from 'vitest';
import { createSeller } from '../../factories/users.ts';
import { insertItems } from '../../factories/listings.ts';
import type { TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';

export const ONBUY_KEYS = { consumer_key: 'ck_test_5b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e', secret_key: 'sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0' };
export const SECOND_ONBUY_KEYS = { consumer_key: 'ck_test_0aa1bb2cc3dd4ee5ff6a7b8c9d0e1f2a', secret_key: 'sk_test_1f2e3d4c5b6a79880a1b2c3d4e5f6a7b' };

let eanSeq = 0;
/** A valid-looking, unique 13-digit EAN (the sandbox refuses a code its catalogue already has). */
export function uniqueEan(): string {
  eanSeq++;
  return `50${String(Date.now() % 1e7).padStart(7, '0')}${String(eanSeq).padStart(4, '0')}`;
}

/** A seller whose OnBuy connection is authorised with the given keys. */
export async function onbuySeller(app: TestApp, keys = ONBUY_KEYS) {
  const s = await createSeller(app);
  const res = await rest(app.url, 'POST', `/user/${s.user.id}/onbuy/save-credentials`, keys, s.token);
  expect(res.status).toBe(200);
  return s;
}

/** `n` items with a title, an EAN and an image; returns their ids. */
export async function onbuyReadyItems(app: TestApp, userId: string, n: number, prefix = 'OB'): Promise<string[]> {
  const ids = await insertItems(app.services, userId, n, `${prefix}-${Date.now()}`);
  for (const [i, id] of ids.entries()) {
    await app.services.pool.query(`UPDATE inventory_items SET title = $2, price_cents = 2499, catalog_details = $3::jsonb WHERE id = $1`, [
      id,
      `Cast Iron Skillet ${prefix} ${i}`,
      JSON.stringify({
        images: [`https://img.example/${id}.jpg`],
        product_details: [{ name: 'EAN', value: uniqueEan() }],
        product_description: 'A heavy pan for searing.',
      }),
    ]);
  }
  return ids;
}

/** The sandbox's control API (queue decisions, knobs) next to its /v2 API. */
export function onbuyControl(apiUrl: string) {
  const base = apiUrl.replace(/\/v2$/, '');
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}/__sandbox${path}`, {
      method,
      headers: body !== undefined ? { 'content-type': 'application/json' } : {},
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`sandbox ${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  return {
    knobs: (k: Record<string, number>) => call('PUT', '/knobs', k),
    approve: (queueId: string) => call('POST', `/queues/${queueId}/approve`),
    fail: (queueId: string, message: string) => call('POST', `/queues/${queueId}/fail`, { error_message: message }),
  };
}
