// The admin eBay debug page's calls (spec 002 §2.16, §7 ebay/*), /ebay-auth/.../clear-cache and the
// seller's support tickets on the admin user page, over real HTTP, a real database and the eBay
// sandbox (REST and Trading XML): a seller is refused every one of them (GraphQL and REST), an admin
// gets eBay's answers formatted, and every call is in admin_audit_log.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { ebaySeller, headphones, type Seller } from '../listings/ebay-seller.ts';

const DEBUG = `mutation($u: String!, $call: AdminEbayDebugCall!, $asin: String, $sku: String, $itemId: String, $offerId: String, $limit: Int, $offset: Int, $quantity: Int) {
  adminEbayDebug(userId: $u, call: $call, asin: $asin, sku: $sku, itemId: $itemId, offerId: $offerId, limit: $limit, offset: $offset, quantity: $quantity) {
    __typename
    ... on AdminEbayDebugResult { call ok format body }
    ... on Error { message code }
  }
}`;
const CALLS = [
  'USER_INFO',
  'TRANSACTIONS',
  'RATE_TABLE',
  'KYC',
  'ACCOUNT_XML',
  'ORDERS',
  'SELLER_PROFILES',
  'OPT_IN_SELLING_POLICY_MANAGEMENT',
  'DB_ITEM_BY_ASIN',
  'INVENTORY_ITEMS',
  'INVENTORY_ITEM',
  'OFFERS',
  'ITEM',
  'ITEM_GROUP',
  'ITEM_XML',
  'REVISE_QUANTITY',
  'REVISE_QUANTITY_XML',
  'OFFER',
] as const;
const ADMIN_REST = (target: string): ['GET' | 'POST', string, unknown?][] => [
  ['GET', `/user/${target}/ebay/fetch-user-info`],
  ['GET', `/user/${target}/ebay/get-transactions`],
  ['GET', `/user/${target}/ebay/get-rate-table`],
  ['GET', `/user/${target}/ebay/get-kyc`],
  ['GET', `/user/${target}/ebay/get-account-xml`],
  ['GET', `/user/${target}/ebay/get-seller-profiles`],
  ['GET', `/user/${target}/ebay/opt-in-to-selling-policy-management`],
  ['GET', `/user/${target}/ebay/getItemsByItemGroup/1`],
  ['GET', `/user/${target}/ebay/getItemXml/1`],
  ['POST', `/user/${target}/ebay/reviseQuantityXml/1`, { quantity: 1 }],
  ['GET', `/ebay-auth/service/ebay/user/${target}/clear-cache`],
  ['POST', `/ebay-auth/service/ebay/user/${target}/clear-cache`, {}],
];
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('admin eBay debug', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof createSeller>>;
  let owner: Seller;
  let listing: { externalId: string; offerId: string; sku: string };
  let ebayUrl: string;

  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    admin = await createSeller(app, { isAdmin: true });
    owner = await ebaySeller(app);
    ebayUrl = app.services.clients.ebay!.apiUrl;
    const ids = await headphones(app, owner.user.id, 3);
    const list = await rest(app.url, 'POST', `/user/${owner.user.id}/fba-items/bulk-action`, { action: 'list-to-ebay', fba_item_ids: ids }, owner.token);
    expect(list.status).toBe(200);
    await pushListings(app.services, owner.user.id, 'EBAY');
    const { rows } = await app.services.pool.query(
      `SELECT external_id AS "externalId", offer_id AS "offerId", sku FROM listings WHERE user_id = $1 AND channel = 'EBAY' AND status = 'LISTED' ORDER BY sku`,
      [owner.user.id],
    );
    expect(rows).toHaveLength(3);
    listing = rows[0];
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  const debug = async (call: string, extra: Record<string, unknown> = {}, token = admin.token, u = owner.user.id) =>
    (await app.graphql(DEBUG, { u, call, ...extra }, token)) as { data?: any; errors?: any[] };
  const ok = async (call: string, extra: Record<string, unknown> = {}) => {
    const r = await debug(call, extra);
    expect(r.errors, call).toBeUndefined();
    const d = r.data.adminEbayDebug;
    expect(d.__typename, call).toBe('AdminEbayDebugResult');
    return d as { call: string; ok: boolean; format: string; body: string };
  };
  const auditCalls = async () =>
    (
      await app.services.pool.query(
        `SELECT admin_id, after, outcome FROM admin_audit_log WHERE target_user_id = $1 AND action = 'ebay_debug' ORDER BY created_at, id`,
        [owner.user.id],
      )
    ).rows;

  it('refuses every debug call, clear-cache and the tickets to a seller (GraphQL and REST), even on their own account', async () => {
    for (const call of CALLS) {
      const r = await debug(call, { itemId: listing.externalId, sku: listing.sku, asin: 'B000000001', offerId: listing.offerId }, owner.token);
      expect(r.errors?.[0]?.message, call).toMatch(/Not authorized/i);
      expect(r.data?.adminEbayDebug ?? null, call).toBeNull();
    }
    for (const [method, path, body] of ADMIN_REST(owner.user.id)) {
      expect((await rest(app.url, method, path, body, owner.token)).status, `${method} ${path}`).toBe(403);
    }
    expect((await rest(app.url, 'GET', `/user/${owner.user.id}/ebay/fetch-user-info`)).status).toBe(401);
    const t = await app.graphql(`query($u: String!) { adminUser(userId: $u) { supportTickets { id } } }`, { u: owner.user.id }, owner.token);
    expect(t.errors?.[0]?.message).toMatch(/Not authorized/i);
    expect(await auditCalls()).toEqual([]);
  });

  it("answers each button with eBay's own answer for the seller, formatted, and audits each call", async () => {
    const user = await ok('USER_INFO');
    expect(user).toMatchObject({ ok: true, format: 'json', call: 'ebay/fetch-user-info' });
    expect(user.body).toContain('\n  "'); // indented
    expect(JSON.parse(user.body)).toMatchObject({ Ack: 'Success', User: { UserID: owner.ebayUser, Site: 'UK' } });

    const tx = JSON.parse((await ok('TRANSACTIONS')).body);
    expect(tx.Ack).toBe('Success');
    expect(tx.TransactionArray.Transaction.length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse((await ok('RATE_TABLE')).body).rateTables[0]).toMatchObject({ countryCode: 'GB' });
    expect(JSON.parse((await ok('KYC')).body)).toEqual({ kycChecks: [] });

    const account = await ok('ACCOUNT_XML');
    expect(account.format).toBe('xml');
    expect(account.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<GetAccountResponse xmlns="urn:ebay:apis:eBLBaseComponents">/);
    expect(account.body).toContain('<Ack>Success</Ack>');
    expect(account.body).toMatch(/<AccountEntry>\n\s+<AccountDetailsEntryType>FeeFinalValue<\/AccountDetailsEntryType>/);

    expect(JSON.parse((await ok('ORDERS')).body).orders.length).toBeGreaterThan(0);
    const profiles = JSON.parse((await ok('SELLER_PROFILES')).body);
    expect(profiles.marketplaceId).toBe('EBAY_GB');
    expect(profiles.fulfillmentPolicies.length).toBeGreaterThan(0);
    // Opted in already: eBay's 409 is the answer; opted out (in eBay), the button opts in.
    const again = await ok('OPT_IN_SELLING_POLICY_MANAGEMENT');
    expect(again.ok).toBe(false);
    expect(JSON.parse(again.body).error).toMatch(/already opted in/);
    await fetch(`${ebayUrl}/__sandbox/users/${owner.ebayUser}/business-policies`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ optedIn: false }),
    });
    const optIn = await ok('OPT_IN_SELLING_POLICY_MANAGEMENT');
    expect(optIn.ok).toBe(true);
    expect(JSON.parse(optIn.body).optedInPrograms).toContain('SELLING_POLICY_MANAGEMENT');

    const dbItem = JSON.parse((await ok('DB_ITEM_BY_ASIN', { asin: 'b000000001' })).body);
    expect(dbItem.asin).toBe('B000000001');
    const page = JSON.parse((await ok('INVENTORY_ITEMS', { limit: 2, offset: 1 })).body);
    expect(page.inventoryItems).toHaveLength(2);
    expect(page.total).toBe(3);
    expect(JSON.parse((await ok('INVENTORY_ITEM', { sku: listing.sku })).body).sku).toBe(listing.sku);
    expect(JSON.parse((await ok('OFFERS', { sku: listing.sku })).body).offers.map((o: any) => o.offerId)).toEqual([listing.offerId]);
    expect(JSON.parse((await ok('ITEM', { itemId: listing.externalId })).body)).toMatchObject({
      itemId: listing.externalId,
      offer: { offerId: listing.offerId },
    });
    const group = await ok('ITEM_GROUP', { itemId: listing.externalId });
    expect(group.ok).toBe(false);
    expect(JSON.parse(group.body)).toMatchObject({ status: 404, errors: [{ errorId: 25710 }] });

    const itemXml = await ok('ITEM_XML', { itemId: listing.externalId });
    expect(itemXml.format).toBe('xml');
    expect(itemXml.body).toContain('<GetItemResponse xmlns="urn:ebay:apis:eBLBaseComponents">');
    expect(itemXml.body).toContain(`<ItemID>${listing.externalId}</ItemID>`);
    expect(itemXml.body).toContain(`<SKU>${listing.sku}</SKU>`);

    const revised = JSON.parse((await ok('REVISE_QUANTITY', { itemId: listing.externalId, quantity: 2 })).body);
    expect(revised).toMatchObject({ itemId: listing.externalId, quantity: 2, outcomes: [{ ok: true }] });
    expect(JSON.parse((await ok('OFFER', { offerId: listing.offerId })).body)).toMatchObject({ offerId: listing.offerId, availableQuantity: 2 });
    // Trading cannot revise a listing made with the Inventory API (eBay's rule): the Failure XML is the answer.
    const xmlRevise = await ok('REVISE_QUANTITY_XML', { itemId: listing.externalId, quantity: 4 });
    expect(xmlRevise.format).toBe('xml');
    expect(xmlRevise.body).toContain('<Ack>Failure</Ack>');
    expect(xmlRevise.body).toContain('<ErrorCode>21919474</ErrorCode>');

    // A listing made with the Trading API is revised by ReviseInventoryStatus.
    const legacy = await (
      await fetch(`${ebayUrl}/__sandbox/legacy-listings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: owner.ebayUser, sku: 'OLD-1', quantity: 3 }),
      })
    ).json();
    const ris = await ok('REVISE_QUANTITY_XML', { itemId: legacy.listingId, quantity: 7 });
    expect(ris.body).toContain('<Ack>Success</Ack>');
    expect(ris.body).toMatch(/<InventoryStatus>\s+<SKU>OLD-1<\/SKU>\s+<Quantity>7<\/Quantity>/);
    expect((await ok('ITEM_XML', { itemId: legacy.listingId })).body).toContain('<Quantity>7</Quantity>');

    const audited = await auditCalls();
    expect(audited).toHaveLength(21);
    expect(audited.every((a) => a.admin_id === admin.user.id)).toBe(true);
    expect(audited[0]).toMatchObject({ outcome: 'done', after: { call: 'ebay/fetch-user-info', input: {} } });
    // Written before the call, completed with how it ended: eBay's refusal, in eBay's words.
    expect(audited.find((a) => a.after.call === 'ebay/getItemsByItemGroup/{itemId}')).toMatchObject({
      outcome: 'failed',
      after: { input: { itemId: listing.externalId }, error: expect.stringMatching(/\S/) },
    });
  });

  it("answers 'Invalid user id' for an unknown seller, and says so when the seller has no eBay connection", async () => {
    for (const u of ['not-a-user', '00000000-0000-4000-8000-000000000000']) {
      const r = await debug('USER_INFO', {}, admin.token, u);
      expect(r.data.adminEbayDebug).toEqual({ __typename: 'AdminUserNotFoundError', message: 'Invalid user id', code: 'INVALID_USER_ID' });
      expect((await rest(app.url, 'GET', `/user/${u}/ebay/fetch-user-info`, undefined, admin.token)).body.message).toBe('Invalid user id');
    }
    const plain = await createSeller(app);
    const r = await debug('INVENTORY_ITEMS', { limit: 2 }, admin.token, plain.user.id);
    expect(r.data.adminEbayDebug.ok).toBe(false);
    expect(JSON.parse(r.data.adminEbayDebug.body)).toEqual({ error: 'Connect your eBay account first', code: 'EBAY_NOT_CONNECTED', status: 409 });
  });

  it('serves the REST paths to an admin: JSON, Trading XML as text/xml, and audits the seller-facing ebay/* calls too', async () => {
    const before = (await auditCalls()).length;
    const info = await rest(app.url, 'GET', `/user/${owner.user.id}/ebay/fetch-user-info`, undefined, admin.token);
    expect(info.status).toBe(200);
    expect(info.body.User.UserID).toBe(owner.ebayUser);
    const res = await fetch(`${app.url}/api/v1/user/${owner.user.id}/ebay/getItemXml/${listing.externalId}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(await res.text()).toContain(`<ItemID>${listing.externalId}</ItemID>`);
    const xmlRevise = await rest(app.url, 'POST', `/user/${owner.user.id}/ebay/reviseQuantityXml/${listing.externalId}`, { quantity: 'abc' }, admin.token);
    expect(xmlRevise.status).toBe(200);
    expect(String(xmlRevise.body)).toContain('<ErrorCode>21919474</ErrorCode>');
    const group = await rest(app.url, 'GET', `/user/${owner.user.id}/ebay/getItemsByItemGroup/G1`, undefined, admin.token);
    expect(group.status).toBe(404);
    // The seller-facing getInventoryItems, called by the admin on the seller: eBay's page, audited.
    const page = await rest(app.url, 'POST', `/user/${owner.user.id}/ebay/getInventoryItems?limit=2`, undefined, admin.token);
    expect(page.body.inventoryItems).toHaveLength(2);
    const audited = (await auditCalls()).slice(before);
    expect(audited.map((a) => a.after.call)).toEqual([
      'ebay/fetch-user-info',
      'ebay/getItemXml/{itemId}',
      'ebay/reviseQuantityXml/{itemId}',
      'ebay/getItemsByItemGroup/{itemId}',
      'ebay/getInventoryItems',
    ]);
    // 'abc' is a whole number 0 (spec 002 §2.16).
    expect(audited[2].after.input).toMatchObject({ quantity: 'abc' });
    // The seller-facing path's entry is written before the call and completed with its answer: eBay's page, done.
    await vi.waitFor(async () =>
      expect((await auditCalls()).slice(before).at(-1)).toMatchObject({ outcome: 'done', after: { call: 'ebay/getInventoryItems' } }),
    );
    // One the seller has no such listing for: failed, with the answer's status.
    expect((await rest(app.url, 'GET', `/user/${owner.user.id}/ebay/getItem/999999999`, undefined, admin.token)).status).toBe(404);
    await vi.waitFor(async () =>
      expect((await auditCalls()).at(-1)).toMatchObject({ outcome: 'failed', after: { call: 'ebay/getItem/999999999', status: 404 } }),
    );
  });

  it("clear-cache forgets the seller's cached eBay access token: the next call refreshes it", async () => {
    const token = async () =>
      (await app.services.pool.query(`SELECT access_token FROM connections WHERE user_id = $1 AND kind = 'EBAY'`, [owner.user.id])).rows[0].access_token;
    const grants = async () => (await (await fetch(`${ebayUrl}/__sandbox/state`)).json()).grants.refresh_token as number;
    expect(await token()).toBeTruthy();
    const res = await rest(app.url, 'POST', `/ebay-auth/service/ebay/user/${owner.user.id}/clear-cache`, {}, admin.token);
    expect(res).toEqual({ status: 200, body: { success: true, service: 'ebay', cleared: true } });
    expect(await token()).toBeNull();
    expect((await rest(app.url, 'GET', `/ebay-auth/service/ebay/user/${owner.user.id}/clear-cache`, undefined, admin.token)).body.cleared).toBe(false);
    const refreshes = await grants();
    expect((await ok('USER_INFO')).ok).toBe(true);
    expect(await grants()).toBe(refreshes + 1);
    expect(await token()).toBeTruthy();
    const { rows } = await app.services.pool.query(
      `SELECT after FROM admin_audit_log WHERE target_user_id = $1 AND action = 'clear_ebay_auth_cache' ORDER BY created_at`,
      [owner.user.id],
    );
    expect(rows.map((r) => r.after)).toEqual([
      { service: 'ebay', cleared: true },
      { service: 'ebay', cleared: false },
    ]);
    expect((await rest(app.url, 'POST', `/ebay-auth/service/ebay/user/not-a-user/clear-cache`, {}, admin.token)).status).toBe(404);
  });

  it("lists the seller's support tickets on the admin user page with their status and screenshots' names", async () => {
    const filed = await rest(
      app.url,
      'POST',
      `/user/${owner.user.id}/file-ticket`,
      {
        email: owner.email,
        subject: 'Listing stuck',
        details: 'It says LISTING for an hour.',
        examples: 'HP-1',
        attachments: [{ content: `data:image/png;base64,${PNG}`, filename: 'stuck.png', type: 'image/png' }],
      },
      owner.token,
    );
    expect(filed.status).toBe(200);
    await rest(app.url, 'POST', `/user/${owner.user.id}/file-ticket`, { email: owner.email, details: 'Second one' }, owner.token);
    const q = `query($u: String!) { adminUser(userId: $u) { supportTickets { id email subject details examples status createdAt attachments { filename contentType sizeBytes } } } }`;
    const r = await app.graphql(q, { u: owner.user.id }, admin.token);
    expect(r.errors).toBeUndefined();
    const tickets = r.data.adminUser.supportTickets;
    expect(tickets.map((t: any) => t.subject)).toEqual(['', 'Listing stuck']);
    expect(tickets[1]).toMatchObject({
      id: filed.body.id,
      email: owner.email,
      details: 'It says LISTING for an hour.',
      examples: 'HP-1',
      status: 'PENDING', // the worker is off: its e-mail to support waits in the outbox
      attachments: [{ filename: 'stuck.png', contentType: 'image/png', sizeBytes: Buffer.from(PNG, 'base64').length }],
    });
    expect(tickets[0].attachments).toEqual([]);
    await app.services.pool.query(`UPDATE email_outbox SET status = 'LOGGED' WHERE subject LIKE '%' || $1 || '%'`, [filed.body.id]);
    const again = await app.graphql(q, { u: owner.user.id }, admin.token);
    expect(again.data.adminUser.supportTickets[1].status).toBe('LOGGED');
  });
});
