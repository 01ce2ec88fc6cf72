// The admin back-office (issue 17) over real HTTP and a real database: every admin field, mutation
// and REST path refuses a seller and a partner token and works for an admin; the users list's
// sorts, filters and pages; each control changes what it says and is audited; impersonated
// reads and changes are recorded with both ids before they run, and refused when they cannot be.
import { isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshUserStats } from '../../../server/modules/admin/admin.service.ts';
import { createSeller } from '../../factories/users.ts';
import { insertItems, insertListings } from '../../factories/listings.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';

type Seller = Awaited<ReturnType<typeof createSeller>>;

const DETAIL = `userId email markedForDeletion userDebug emailsDisabled percentSaleFee itemCount salesCount
  ebay { status outdated sellername repricing quantitySync } shopify { domain needsReauth pricingSync quantitySync } onbuy { status }
  auditLog { adminId targetUserId action before after createdAt }`;
const ADMIN_QUERIES = [`{ adminUsers { numPages documents { userId } } }`, `query($u: String!) { adminUser(userId: $u) { userId } }`];
const ADMIN_MUTATIONS = [
  `mutation($u: String!) { adminUpdateEmail(userId: $u, newEmail: "hacked@example.com") { __typename } }`,
  `mutation($u: String!) { adminRemoveEbayAuth(userId: $u) { __typename } }`,
  `mutation($u: String!) { adminRemoveShopifyAuth(userId: $u) { __typename } }`,
  `mutation($u: String!) { adminMarkForDeletion(userId: $u, mark: true) { __typename } }`,
  `mutation($u: String!) { adminSetUserDebug(userId: $u, enable: true) { __typename } }`,
  `mutation($u: String!) { adminSetEmailsDisabled(userId: $u, disable: true) { __typename } }`,
  `mutation($u: String!) { adminRefreshStripeCustomer(userId: $u) { __typename } }`,
];
const REST_CALLS = (me: string, target: string): ['GET' | 'POST', string, unknown?][] => [
  ['GET', `/admin/${me}/user-list`],
  ['GET', `/admin/${me}/user/${target}`],
  ['POST', `/admin/${me}/update-email/${target}`, { new_email: 'hacked@example.com' }],
  ['POST', `/admin/${me}/remove-ebay-auth/${target}`, {}],
  ['POST', `/admin/${me}/remove-shopify-auth/${target}`, {}],
  ['POST', `/admin/${me}/mark-for-deletion/${target}/true`, {}],
  ['POST', `/admin/${me}/set-debug-for-user/${target}`, { enable: true }],
  ['POST', `/admin/${me}/refresh-stripe-customer/${target}`, {}],
  ['POST', `/admin/${me}/set-email-disable/${target}`, { disable: true }],
];

async function connect(
  app: TestApp,
  userId: string,
  kind: 'AMAZON' | 'EBAY' | 'SHOPIFY' | 'ONBUY',
  accountId: string,
  settings: object = {},
  status = 'AUTHORIZED',
) {
  await app.services.pool.query(
    `INSERT INTO connections (id, user_id, kind, status, account_id, account_name, settings, updated_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $4, $5, now())`,
    [userId, kind, status, accountId, JSON.stringify(settings)],
  );
}

async function auditRows(app: TestApp, targetUserId: string) {
  const { rows } = await app.services.pool.query('SELECT * FROM admin_audit_log WHERE target_user_id = $1 ORDER BY created_at, id', [targetUserId]);
  return rows;
}

/** Runs `fn` while Postgres refuses `event` on `table` for rows matching `when` (a real failed write, in this file's own database). */
async function whileRefusing(app: TestApp, table: string, event: 'INSERT' | 'UPDATE', when: string, fn: () => Promise<void>) {
  await app.services.pool.query(`
    CREATE FUNCTION refuse_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'storage refused the row'; END $$;
    CREATE TRIGGER refuse_row BEFORE ${event} ON ${table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION refuse_row();`);
  try {
    await fn();
  } finally {
    await app.services.pool.query(`DROP TRIGGER refuse_row ON ${table}; DROP FUNCTION refuse_row()`);
  }
}

describe('admin back-office', () => {
  let app: TestApp;
  let adminUser: Seller;
  let seller: Seller;
  let other: Seller;

  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
    [adminUser, seller, other] = await Promise.all([createSeller(app, { isAdmin: true }), createSeller(app), createSeller(app)]);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('refuses every admin field, mutation and REST path to a seller, and changes nothing', async () => {
    for (const query of [...ADMIN_QUERIES, ...ADMIN_MUTATIONS]) {
      const r = await app.graphql(query, { u: other.user.id }, seller.token);
      expect(r.errors?.length, query).toBeGreaterThan(0);
      expect(r.errors![0].message, query).toMatch(/Not authorized/i);
      expect(Object.values(r.data ?? { x: null })[0] ?? null, query).toBeNull();
    }
    // Seller with their own id in the path, and with the admin's id: 403 either way.
    for (const me of [seller.user.id, '-', adminUser.user.id]) {
      for (const [method, path, body] of REST_CALLS(me, other.user.id)) {
        const r = await rest(app.url, method, path, body, seller.token);
        expect(r.status, `${method} ${path}`).toBe(403);
      }
    }
    // Signed out: 401.
    expect((await rest(app.url, 'GET', `/admin/-/user-list`)).status).toBe(401);
    const row = (await app.services.pool.query('SELECT email, marked_for_deletion, user_debug, emails_disabled FROM users WHERE id = $1', [other.user.id]))
      .rows[0];
    expect(row).toEqual({ email: other.email, marked_for_deletion: false, user_debug: false, emails_disabled: false });
    expect(await auditRows(app, other.user.id)).toEqual([]);
  });

  it('keeps admin fields from partner access tokens, even an admin’s', async () => {
    const created = await app.graphql(
      `mutation { createAccessToken(input: { name: "admin token", scopes: [INVENTORY_READ, LISTINGS_READ, LISTINGS_WRITE, SALES_READ, SETTINGS_WRITE] }) { __typename ... on AccessTokenCreated { token } } }`,
      {},
      adminUser.token,
    );
    const token = created.data.createAccessToken.token as string;
    expect(token).toBeTruthy();
    for (const query of [...ADMIN_QUERIES, ...ADMIN_MUTATIONS]) {
      const r = await app.graphql(query, { u: other.user.id }, token);
      expect(r.data ?? null, query).toBeNull();
      expect(r.errors![0].message, query).toMatch(/not available to access tokens/);
    }
    expect((await rest(app.url, 'GET', `/admin/-/user-list`, undefined, token)).status).toBeGreaterThanOrEqual(401);
  });

  it('lists users with every sort key, the filters, search and pages', async () => {
    // Six sellers with distinct names and counts, connected to eBay and/or Shopify.
    const tag = `sorttest${Date.now()}`;
    const made: { s: Seller; items: number; ebay: number; shopify: number; sales: number; name: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const s = await createSeller(app, { email: `${tag}-${String.fromCharCode(102 - i)}@example.com` });
      const name = `${tag} ${String.fromCharCode(97 + ((i * 4) % 6))}`;
      await app.services.pool.query('UPDATE users SET full_name = $2 WHERE id = $1', [s.user.id, name]);
      const items = (i * 7) % 6;
      const ebay = (i * 5) % 6;
      const shopify = (i * 2 + 1) % 6;
      const sales = (i * 3 + 2) % 7;
      await app.services.pool.query(
        `INSERT INTO inventory_stats (user_id, all_items_count) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET all_items_count = EXCLUDED.all_items_count`,
        [s.user.id, items],
      );
      const ids = await insertItems(app.services, s.user.id, Math.max(ebay, shopify) || 1, `S${i}`);
      await insertListings(app.services, [
        ...ids.slice(0, ebay).map((itemId) => ({ userId: s.user.id, itemId, channel: 'EBAY' as const, status: 'LISTED' as const })),
        ...ids.slice(0, shopify).map((itemId) => ({ userId: s.user.id, itemId, channel: 'SHOPIFY' as const, status: 'LISTED' as const })),
      ]);
      // A failed listing never counts.
      if (ebay < ids.length) await insertListings(app.services, [{ userId: s.user.id, itemId: ids[ebay]!, channel: 'EBAY', status: 'FAILED_TO_LIST' }]);
      for (let k = 0; k < sales; k++) {
        await app.services.pool.query(`INSERT INTO sales (user_id, channel, order_id, ordered_at, channel_modified_at) VALUES ($1, 'EBAY', $2, now(), now())`, [
          s.user.id,
          `O-${i}-${k}`,
        ]);
      }
      if (i % 2 === 0) await connect(app, s.user.id, 'EBAY', `ebayuser${i}`, { type: 'oauth' });
      if (i % 3 === 0) await connect(app, s.user.id, 'SHOPIFY', `shop${i}.myshopify.com`);
      made.push({ s, items, ebay, shopify, sales, name });
    }
    await refreshUserStats(app.services, null);

    const list = async (args: Record<string, unknown>) => {
      const r = await app.graphql(
        `query($search: String, $sort: String, $hasEbay: Boolean, $hasShopify: Boolean, $page: Int, $perPage: Int) {
          adminUsers(search: $search, sort: $sort, hasEbay: $hasEbay, hasShopify: $hasShopify, page: $page, perPage: $perPage) {
            numPages total page perPage sort
            documents { userId email fullName itemCount ebayListings shopifyListings sales hasEbay hasShopify platformIds { ebay shopify } }
          } }`,
        { search: tag, ...args },
        adminUser.token,
      );
      expect(r.errors).toBeUndefined();
      return r.data.adminUsers;
    };

    const byCreated = made.map((m) => m.s.user.id);
    const cases: [string, (m: (typeof made)[number]) => number | string][] = [
      ['created_at', (m) => byCreated.indexOf(m.s.user.id)],
      ['email', (m) => m.s.email],
      ['name', (m) => m.name],
      ['sales', (m) => m.sales],
      ['item_count', (m) => m.items],
      ['ebay_listings', (m) => m.ebay],
      ['shopify_listings', (m) => m.shopify],
    ];
    for (const [key, value] of cases) {
      const asc = [...made].sort((a, b) => {
        const x = value(a);
        const y = value(b);
        return x < y ? -1 : x > y ? 1 : a.s.user.id < b.s.user.id ? -1 : 1;
      });
      const up = await list({ sort: key, perPage: 50 });
      expect(up.sort).toBe(key);
      expect(
        up.documents.map((d: any) => d.userId),
        key,
      ).toEqual(asc.map((m) => m.s.user.id));
      const down = await list({ sort: `${key}_reversed`, perPage: 50 });
      expect(
        down.documents.map((d: any) => d.userId),
        `${key}_reversed`,
      ).toEqual(asc.reverse().map((m) => m.s.user.id));
    }
    // The counts themselves.
    const all = await list({ sort: 'created_at', perPage: 50 });
    for (const [i, m] of made.entries()) {
      expect(all.documents[i]).toMatchObject({ itemCount: m.items, ebayListings: m.ebay, shopifyListings: m.shopify, sales: m.sales, fullName: m.name });
    }
    // Unknown sort → created_at_reversed; defaults page 1, 10 per page.
    const unknown = await list({ sort: 'password_hash' });
    expect(unknown.sort).toBe('created_at_reversed');
    expect(unknown.documents.map((d: any) => d.userId)).toEqual([...byCreated].reverse());
    expect(unknown).toMatchObject({ page: 1, perPage: 10, total: 6, numPages: 1 });
    // Filters.
    const ebayOnly = await list({ hasEbay: true, sort: 'created_at' });
    expect(ebayOnly.documents.map((d: any) => d.userId)).toEqual([0, 2, 4].map((i) => made[i]!.s.user.id));
    expect(ebayOnly.documents[0].platformIds.ebay).toBe('ebayuser0');
    const noEbay = await list({ hasEbay: false, sort: 'created_at' });
    expect(noEbay.documents.map((d: any) => d.userId)).toEqual([1, 3, 5].map((i) => made[i]!.s.user.id));
    const both = await list({ hasEbay: true, hasShopify: true, sort: 'created_at' });
    expect(both.documents.map((d: any) => d.userId)).toEqual([made[0]!.s.user.id]);
    // Pages.
    const p1 = await list({ sort: 'created_at', perPage: 4 });
    const p2 = await list({ sort: 'created_at', perPage: 4, page: 2 });
    expect(p1.numPages).toBe(2);
    expect([...p1.documents, ...p2.documents].map((d: any) => d.userId)).toEqual(byCreated);
    // Search by one address.
    const one = await list({ search: made[3]!.s.email });
    expect(one.documents.map((d: any) => d.userId)).toEqual([made[3]!.s.user.id]);

    // REST user-list: the same, in the legacy shape.
    const r = await rest(
      app.url,
      'GET',
      `/admin/-/user-list?search=${tag}&order=item_count_reversed&has_ebay=true&page=1&per_page=2`,
      undefined,
      adminUser.token,
    );
    expect(r.status).toBe(200);
    expect(r.body.numPages).toBe(2);
    const expectedRest = [0, 2, 4].map((i) => made[i]!).sort((a, b) => b.items - a.items || (a.s.user.id < b.s.user.id ? 1 : -1));
    expect(r.body.documents.map((d: any) => d._id)).toEqual(expectedRest.slice(0, 2).map((m) => m.s.user.id));
    expect(r.body.documents[0]).toMatchObject({ emails: [{ address: expectedRest[0]!.s.email }], stats: { item_count: expectedRest[0]!.items } });
  });

  it('finds a new sign-up at once (no wait for the periodic refresh)', async () => {
    const fresh = await createSeller(app);
    const r = await rest(app.url, 'GET', `/admin/${adminUser.user.id}/user-list?search=${encodeURIComponent(fresh.email)}`, undefined, adminUser.token);
    expect(r.body.documents.map((d: any) => d._id)).toEqual([fresh.user.id]);
  });

  it('shows one user: sections, sync flags, outdated eBay, default fee', async () => {
    const s = await createSeller(app);
    await connect(app, s.user.id, 'EBAY', 'oldebay'); // no type: outdated
    await connect(app, s.user.id, 'SHOPIFY', 'shopx.myshopify.com', {}, 'NEEDS_REAUTH');
    await app.services.pool.query(`UPDATE users SET settings = $2 WHERE id = $1`, [
      s.user.id,
      JSON.stringify({ disable_qus: true, shopify_settings: { automatic_quantity_sync: true } }),
    ]);
    const r = await app.graphql(`query($u: String!) { adminUser(userId: $u) { ${DETAIL} } }`, { u: s.user.id }, adminUser.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.adminUser).toMatchObject({
      userId: s.user.id,
      email: s.email,
      percentSaleFee: 15,
      ebay: { outdated: true, sellername: 'oldebay', repricing: true, quantitySync: false },
      // Shopify's price sync starts on (issue 30 §2) and this seller never turned it off.
      shopify: { domain: 'shopx.myshopify.com', needsReauth: true, pricingSync: true, quantitySync: true },
      onbuy: null,
    });
    const none = await app.graphql(`{ adminUser(userId: "00000000-0000-4000-8000-000000000000") { userId } }`, {}, adminUser.token);
    expect(none.errors).toBeUndefined();
    expect(none.data.adminUser).toBeNull();
  });

  it('each control changes what it says and is audited (GraphQL)', async () => {
    const s = await createSeller(app);
    await connect(app, s.user.id, 'EBAY', 'ebayctl', { type: 'oauth' });
    await connect(app, s.user.id, 'SHOPIFY', 'ctl.myshopify.com');
    const [itemId] = await insertItems(app.services, s.user.id, 1, 'CTL');
    await insertListings(app.services, [{ userId: s.user.id, itemId: itemId!, channel: 'EBAY', status: 'LISTED', externalId: '1234' }]);
    const call = async (m: string) => {
      const r = await app.graphql(
        `mutation($u: String!) { ${m} { __typename ... on AdminUser { ${DETAIL} } ... on Error { message code } } }`,
        { u: s.user.id },
        adminUser.token,
      );
      expect(r.errors, m).toBeUndefined();
      return Object.values(r.data)[0] as any;
    };
    const newEmail = `changed-${Date.now()}@example.com`;
    expect(await call(`adminUpdateEmail(userId: $u, newEmail: "${newEmail.toUpperCase()}")`)).toMatchObject({ email: newEmail });
    expect(await call(`adminUpdateEmail(userId: $u, newEmail: "   ")`)).toMatchObject({ email: newEmail }); // empty: ignored
    expect(await call(`adminUpdateEmail(userId: $u, newEmail: "${other.email}")`)).toMatchObject({ __typename: 'EmailTakenError' });
    expect(await call(`adminUpdateEmail(userId: $u, newEmail: "not-an-email")`)).toMatchObject({ __typename: 'ValidationError' });
    // The seller signs in with the new address.
    expect((await rest(app.url, 'POST', '/auth/sign-in', { email: newEmail, password: s.password })).status).toBe(200);

    expect(await call('adminSetUserDebug(userId: $u, enable: true)')).toMatchObject({ userDebug: true });
    expect(await call('adminSetUserDebug(userId: $u, enable: false)')).toMatchObject({ userDebug: false });
    expect(await call('adminSetEmailsDisabled(userId: $u, disable: true)')).toMatchObject({ emailsDisabled: true });
    expect(await call('adminMarkForDeletion(userId: $u, mark: true)')).toMatchObject({ markedForDeletion: true });
    expect(await call('adminMarkForDeletion(userId: $u, mark: false)')).toMatchObject({ markedForDeletion: false });
    expect(await call('adminRemoveEbayAuth(userId: $u)')).toMatchObject({ ebay: null, shopify: { domain: 'ctl.myshopify.com' } });
    expect((await app.services.pool.query('SELECT count(*)::int AS n FROM listings WHERE user_id = $1', [s.user.id])).rows[0].n).toBe(0);
    const unauthed = await call('adminRemoveShopifyAuth(userId: $u)');
    expect(unauthed).toMatchObject({ ebay: null, shopify: null });
    expect((await app.services.pool.query('SELECT count(*)::int AS n FROM connections WHERE user_id = $1', [s.user.id])).rows[0].n).toBe(0);

    const rows = await auditRows(app, s.user.id);
    // Refused input (a taken or invalid address, an empty one) is answered before anything is recorded.
    expect(rows.every((r) => r.outcome === 'done')).toBe(true);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['update_email', { email: s.email }, { email: newEmail }],
      ['set_user_debug', { userDebug: false }, { userDebug: true }],
      ['set_user_debug', { userDebug: true }, { userDebug: false }],
      ['set_emails_disabled', { emailsDisabled: false }, { emailsDisabled: true }],
      ['mark_for_deletion', { markedForDeletion: false }, { markedForDeletion: true }],
      ['mark_for_deletion', { markedForDeletion: true }, { markedForDeletion: false }],
      ['remove_ebay_auth', { kind: 'EBAY', status: 'AUTHORIZED', accountId: 'ebayctl', accountName: 'ebayctl' }, null],
      ['remove_shopify_auth', { kind: 'SHOPIFY', status: 'AUTHORIZED', accountId: 'ctl.myshopify.com', accountName: 'ctl.myshopify.com' }, null],
    ]);
    expect(new Set(rows.map((r) => r.admin_id))).toEqual(new Set([adminUser.user.id]));
    // The page lists the log, newest first, with who did it.
    expect(unauthed.auditLog.map((e: any) => e.action)).toEqual(rows.map((r) => r.action).reverse());
    expect(unauthed.auditLog[0]).toMatchObject({ adminId: adminUser.user.id, targetUserId: s.user.id });
    // An unknown target is an error member, nothing recorded.
    const missing = await app.graphql(
      `mutation { adminSetUserDebug(userId: "00000000-0000-4000-8000-000000000000", enable: true) { __typename ... on Error { message } } }`,
      {},
      adminUser.token,
    );
    expect(missing.data.adminSetUserDebug).toEqual({ __typename: 'AdminUserNotFoundError', message: 'Invalid user id' });
  });

  it('each REST control changes what it says and is audited', async () => {
    const s = await createSeller(app);
    await connect(app, s.user.id, 'EBAY', 'ebayrest', { type: 'oauth' });
    await connect(app, s.user.id, 'SHOPIFY', 'rest.myshopify.com');
    const base = `/admin/${adminUser.user.id}`;
    const post = (path: string, body: unknown = {}) => rest(app.url, 'POST', `${base}/${path}/${s.user.id}`, body, adminUser.token);
    const flags = async () =>
      (await app.services.pool.query('SELECT email, marked_for_deletion, user_debug, emails_disabled FROM users WHERE id = $1', [s.user.id])).rows[0];
    const newEmail = `rest-${Date.now()}@example.com`;
    expect((await post('update-email', { new_email: newEmail })).status).toBe(200);
    expect((await post('update-email', { new_email: '' })).body).toMatchObject({ updated: false });
    expect((await post('set-debug-for-user', { enable: true })).status).toBe(200);
    expect((await post('set-email-disable', { disable: true })).status).toBe(200);
    expect((await rest(app.url, 'POST', `${base}/mark-for-deletion/${s.user.id}/true`, {}, adminUser.token)).status).toBe(200);
    expect(await flags()).toEqual({ email: newEmail, marked_for_deletion: true, user_debug: true, emails_disabled: true });
    expect((await rest(app.url, 'POST', `${base}/mark-for-deletion/${s.user.id}/false`, {}, adminUser.token)).status).toBe(200);
    expect((await post('set-email-disable', { disable: false })).status).toBe(200);
    expect(await flags()).toMatchObject({ marked_for_deletion: false, emails_disabled: false });
    expect((await post('remove-ebay-auth')).status).toBe(200);
    expect((await post('remove-shopify-auth')).status).toBe(200);
    expect((await app.services.pool.query('SELECT count(*)::int AS n FROM connections WHERE user_id = $1', [s.user.id])).rows[0].n).toBe(0);
    expect((await post('set-debug-for-user', { enable: 'maybe' })).status).toBe(400);
    expect((await rest(app.url, 'POST', `${base}/set-debug-for-user/00000000-0000-4000-8000-000000000000`, { enable: true }, adminUser.token)).status).toBe(
      404,
    );
    const actions = (await auditRows(app, s.user.id)).map((r) => r.action);
    expect(actions).toEqual([
      'update_email',
      'set_user_debug',
      'set_emails_disabled',
      'mark_for_deletion',
      'mark_for_deletion',
      'set_emails_disabled',
      'remove_ebay_auth',
      'remove_shopify_auth',
    ]);
  });

  it('refreshes the Stripe customer through billing (sandbox) and audits it', async () => {
    const s = await createSeller(app);
    const card = { payment_method_id: 'pm_card_visa' };
    expect((await rest(app.url, 'POST', `/user/${s.user.id}/stripe/update-billing`, card, s.token)).status).toBe(200);
    const before = (await app.services.pool.query('SELECT stripe_customer_id, card_summary FROM users WHERE id = $1', [s.user.id])).rows[0];
    expect(before.stripe_customer_id).toMatch(/^cus_/);
    expect(before.card_summary).toBeTruthy();
    // Our copy drifted (a missed webhook): the refresh reads Stripe's truth back.
    await app.services.pool.query('UPDATE users SET card_summary = NULL, default_payment_method_id = NULL WHERE id = $1', [s.user.id]);
    const r = await app.graphql(
      `mutation($u: String!) { adminRefreshStripeCustomer(userId: $u) { __typename ... on AdminUser { stripeCustomerId cardSummary } } }`,
      { u: s.user.id },
      adminUser.token,
    );
    expect(r.data.adminRefreshStripeCustomer).toEqual({
      __typename: 'AdminUser',
      stripeCustomerId: before.stripe_customer_id,
      cardSummary: before.card_summary,
    });
    expect((await rest(app.url, 'POST', `/admin/-/refresh-stripe-customer/${s.user.id}`, {}, adminUser.token)).status).toBe(200);
    const rows = (await auditRows(app, s.user.id)).filter((x) => x.action === 'refresh_stripe_customer');
    expect(rows).toHaveLength(2);
    expect(rows[0].before).toMatchObject({ stripeCustomerId: before.stripe_customer_id, cardSummary: null });
    expect(rows[0].after).toMatchObject({ stripeCustomerId: before.stripe_customer_id, cardSummary: before.card_summary });
  });

  it('records an admin’s reads and changes of a seller’s data with both ids, before they run (GraphQL and REST); own data is not', async () => {
    const s = await createSeller(app);
    const ids = await insertItems(app.services, s.user.id, 2, 'IMP');
    const hide = `mutation($u: String!, $ids: [ID!]!) { setItemsHidden(userId: $u, ids: $ids, hidden: true) { __typename } }`;
    const globalIds = (
      await app.graphql(`query($u: String!) { inventory(userId: $u, pageSize: 25) { edges { node { id } } } }`, { u: s.user.id }, adminUser.token)
    ).data.inventory.edges.map((e: any) => e.node.id);
    expect(globalIds).toHaveLength(2);
    const r = await app.graphql(hide, { u: s.user.id, ids: globalIds }, adminUser.token);
    expect(r.errors).toBeUndefined();
    expect((await app.services.pool.query('SELECT count(*)::int AS n FROM inventory_items WHERE user_id = $1 AND hidden', [s.user.id])).rows[0].n).toBe(2);
    expect((await rest(app.url, 'GET', `/user/${s.user.id}/fba-items/${ids[0]}`, undefined, adminUser.token)).status).toBe(200);
    const contact = await rest(app.url, 'POST', `/user/${s.user.id}/user`, { full_name: 'Set By Support' }, adminUser.token);
    expect(contact.status).toBe(200);
    const rows = await auditRows(app, s.user.id);
    expect(rows.map((x) => ({ admin: x.admin_id, target: x.target_user_id, action: x.action, what: x.after.what }))).toEqual([
      { admin: adminUser.user.id, target: s.user.id, action: 'impersonated_read', what: 'graphql query inventory' },
      { admin: adminUser.user.id, target: s.user.id, action: 'impersonated_action', what: 'graphql mutation setItemsHidden' },
      { admin: adminUser.user.id, target: s.user.id, action: 'impersonated_read', what: `GET /api/v1/user/${s.user.id}/fba-items/${ids[0]}` },
      { admin: adminUser.user.id, target: s.user.id, action: 'impersonated_action', what: `POST /api/v1/user/${s.user.id}/user` },
    ]);
    // The seller's own reads and changes, and the admin's on their own data: nothing recorded.
    await app.graphql(hide, { u: '-', ids: globalIds }, s.token);
    await app.graphql(`{ inventory(userId: "-", pageSize: 25) { totalCount } }`, {}, s.token);
    await rest(app.url, 'POST', `/user/-/user`, { full_name: 'Admin' }, adminUser.token);
    expect(await auditRows(app, s.user.id)).toHaveLength(4);
    expect(await auditRows(app, adminUser.user.id)).toEqual([]);
  });

  it('refuses an impersonated read or change whose audit row cannot be written, and runs nothing (fail closed)', async () => {
    const s = await createSeller(app);
    const ids = await insertItems(app.services, s.user.id, 1, 'CLOSED');
    // The audit table refuses rows about this seller.
    await whileRefusing(app, 'admin_audit_log', 'INSERT', `NEW.target_user_id = '${s.user.id}'`, async () => {
      const hidden = async () => (await app.services.pool.query('SELECT hidden, quantity_buffer FROM inventory_items WHERE id = $1', [ids[0]])).rows[0];
      const before = await hidden();
      const g = await app.graphql(
        `mutation($u: String!, $ids: [ID!]!) { setItemsHidden(userId: $u, ids: $ids, hidden: true) { __typename } }`,
        { u: s.user.id, ids },
        adminUser.token,
      );
      expect(g.data?.setItemsHidden ?? null).toBeNull();
      expect(g.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/could not be recorded in the audit log/),
        extensions: { code: 'AUDIT_UNAVAILABLE' },
      });
      expect(JSON.stringify(g)).not.toMatch(/storage refused|plpgsql|stack/i);
      const read = await app.graphql(`query($u: String!) { inventory(userId: $u, pageSize: 25) { totalCount } }`, { u: s.user.id }, adminUser.token);
      expect(read.data?.inventory ?? null).toBeNull();
      expect(read.errors?.[0].extensions.code).toBe('AUDIT_UNAVAILABLE');
      const r = await rest(app.url, 'POST', `/user/${s.user.id}/fba-items/set-quantity-buffer`, { fba_item_ids: ids, quantity_buffer: 4 }, adminUser.token);
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ statusCode: 503, code: 'AUDIT_UNAVAILABLE', message: expect.stringMatching(/could not be recorded in the audit log/) });
      expect((await rest(app.url, 'GET', `/user/${s.user.id}/fba-items`, undefined, adminUser.token)).status).toBe(503);
      expect(await hidden()).toEqual(before);
      expect(before).toEqual({ hidden: false, quantity_buffer: null });
      // The seller is not affected: their own requests need no audit row.
      expect((await rest(app.url, 'POST', '/user/-/fba-items/set-quantity-buffer', { fba_item_ids: ids, quantity_buffer: 4 }, s.token)).status).toBe(200);
    });
  });

  it("writes a control's entry before the control runs: when it cannot be written, nothing changes (GraphQL and REST)", async () => {
    const s = await createSeller(app);
    const flags = async () => (await app.services.pool.query('SELECT email, user_debug FROM users WHERE id = $1', [s.user.id])).rows[0];
    const before = await flags();
    await whileRefusing(app, 'admin_audit_log', 'INSERT', `NEW.target_user_id = '${s.user.id}'`, async () => {
      const g = await app.graphql(
        `mutation($u: String!) { adminSetUserDebug(userId: $u, enable: true) { __typename ... on Error { message code } } }`,
        { u: s.user.id },
        adminUser.token,
      );
      const refusal = g.data?.adminSetUserDebug ?? { message: g.errors?.[0]?.message, code: g.errors?.[0]?.extensions?.code };
      expect(refusal).toMatchObject({
        message: expect.stringMatching(/could not be recorded in the audit log, so it was not done/),
        code: 'AUDIT_UNAVAILABLE',
      });
      expect(JSON.stringify(g)).not.toMatch(/storage refused|plpgsql|stack/i);
      const r = await rest(
        app.url,
        'POST',
        `/admin/${adminUser.user.id}/update-email/${s.user.id}`,
        { new_email: `never-${Date.now()}@example.com` },
        adminUser.token,
      );
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ code: 'AUDIT_UNAVAILABLE' });
      expect(await flags()).toEqual(before);
    });
    expect(await auditRows(app, s.user.id)).toEqual([]);
  });

  it('shows a control still running as started, then done with what it did', async () => {
    const s = await createSeller(app);
    // The control's transaction waits on a lock the test holds: its entry is already there, started.
    const locker = await app.services.pool.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [s.user.id]);
      const running = app.graphql(`mutation($u: String!) { adminMarkForDeletion(userId: $u, mark: true) { __typename } }`, { u: s.user.id }, adminUser.token);
      await vi.waitFor(async () =>
        expect((await auditRows(app, s.user.id)).map((r) => [r.action, r.outcome, r.after])).toEqual([
          ['mark_for_deletion', 'started', { markedForDeletion: true }],
        ]),
      );
      // The user's page says so too.
      const page = await app.graphql(`query($u: String!) { adminUser(userId: $u) { auditLog { action outcome } } }`, { u: s.user.id }, adminUser.token);
      expect(page.data.adminUser.auditLog).toEqual([{ action: 'mark_for_deletion', outcome: 'started' }]);
      await locker.query('ROLLBACK');
      expect((await running).data.adminMarkForDeletion.__typename).toBe('AdminUser');
    } finally {
      locker.release();
    }
    expect((await auditRows(app, s.user.id)).map((r) => [r.outcome, r.before, r.after])).toEqual([
      ['done', { markedForDeletion: false }, { markedForDeletion: true }],
    ]);
  });

  it("records a control that failed as failed, with our own reason and never the failure's internals", async () => {
    const s = await createSeller(app);
    await whileRefusing(app, 'users', 'UPDATE', `NEW.id = '${s.user.id}'`, async () => {
      const g = await app.graphql(
        `mutation($u: String!) { adminSetEmailsDisabled(userId: $u, disable: true) { __typename } }`,
        { u: s.user.id },
        adminUser.token,
      );
      expect(g.errors?.[0]?.message).toBeDefined();
      expect(JSON.stringify(g)).not.toMatch(/storage refused|plpgsql|prisma/i);
    });
    const rows = await auditRows(app, s.user.id);
    expect(rows.map((r) => [r.action, r.outcome, r.before, r.after])).toEqual([
      ['set_emails_disabled', 'failed', { emailsDisabled: false }, { emailsDisabled: true, error: 'Unexpected error (see the server log)' }],
    ]);
    expect((await app.services.pool.query('SELECT emails_disabled FROM users WHERE id = $1', [s.user.id])).rows[0].emails_disabled).toBe(false);
    const page = await app.graphql(`query($u: String!) { adminUser(userId: $u) { auditLog { outcome after } } }`, { u: s.user.id }, adminUser.token);
    expect(page.data.adminUser.auditLog.map((e: any) => [e.outcome, JSON.parse(e.after)])).toEqual([
      ['failed', { emailsDisabled: true, error: 'Unexpected error (see the server log)' }],
    ]);
  });

  it('puts the admin scope on every admin-only type, not only on the fields that return them', async () => {
    const { schema } = await import('../../../server/graphql/schema.ts');
    const adminTypes = Object.values(schema.getTypeMap()).filter((t) => isObjectType(t) && /^Admin/.test(t.name) && !t.name.endsWith('Error'));
    expect(adminTypes.length).toBeGreaterThan(10);
    for (const t of adminTypes)
      expect((t.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes, t.name).toEqual({ admin: true });
  });
});
