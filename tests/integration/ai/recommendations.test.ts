// AI item-specifics recommendations against the eBay and AI sandboxes (issue 12): one credit per
// answer, charged with its ledger row and the call's tokens; values outside a SELECTION_ONLY list
// dropped; nothing charged when the AI fails or the credits are gone; owner-scoped REST.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiClient } from '../../../server/integrations/ai/index.ts';
import { recommendSpecifics } from '../../../server/modules/ai/ai.service.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { ebaySeller, type Seller } from '../listings/ebay-seller.ts';

const HEADPHONES_UK = '112529'; // Headphones on the sandbox's EBAY_GB tree
const NOT_A_LEAF = '293'; // Sound & Vision

const RECOMMEND = `mutation($itemId: ID!, $categoryId: String!) {
  recommendItemSpecifics(userId: "-", itemId: $itemId, categoryId: $categoryId) {
    __typename
    ... on RecommendItemSpecificsSuccess { specifics { dimension value } aiCreditBalance charged user { aiCreditBalance } }
    ... on Error { code message }
  }
}`;

describe('AI item-specifics recommendations', () => {
  let app: TestApp;
  let seller: Seller;
  let aiUrl: string;

  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    seller = await ebaySeller(app);
    aiUrl = app.services.config.AI_API_URL!.replace(/\/v1$/, '');
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await fetch(`${aiUrl}/__sandbox/reset`, { method: 'POST' });
  });

  const setCredits = (userId: string, n: number) => app.services.pool.query('UPDATE users SET ai_credit_balance = $2 WHERE id = $1', [userId, n]);
  const balance = async (userId: string) =>
    (await app.services.pool.query('SELECT ai_credit_balance AS b FROM users WHERE id = $1', [userId])).rows[0].b as number;
  const ledger = async (userId: string) =>
    (
      await app.services.pool.query(
        'SELECT listing_credits_amount AS credits, prompt_tokens AS prompt, completion_tokens AS completion, reason FROM ai_credit_ledger WHERE user_id = $1 ORDER BY created_at',
        [userId],
      )
    ).rows;
  const sandbox = async () => (await (await fetch(`${aiUrl}/__sandbox/state`)).json()) as { calls: number; refusals: Record<string, number> };
  const lastRequest = async () => ((await (await fetch(`${aiUrl}/__sandbox/requests`)).json()) as { requests: any[] }).requests.at(-1);
  const forceFailure = (status: number, times: number) =>
    fetch(`${aiUrl}/__sandbox/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status, times }) });

  async function item(userId: string, details: { name: string; value: string }[], title = 'Sony Wireless Over-Ear Headphones') {
    const { rows } = await app.services.pool.query(
      `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, catalog_details)
       VALUES ($1, 'AI-' || substr(md5(random()::text), 1, 8), 'B0AI' || substr(md5(random()::text), 1, 6), $2, 'New', 'FBA', 3, $3::jsonb) RETURNING id`,
      [userId, title, JSON.stringify({ brand: 'Sony', product_details: details })],
    );
    return rows[0].id as string;
  }
  const recommend = async (s: { token: string }, itemId: string, categoryId = HEADPHONES_UK) =>
    (await app.graphql(RECOMMEND, { itemId: encodeGlobalID('InventoryItem', itemId), categoryId }, s.token)).data?.recommendItemSpecifics;

  it('fills specifics from the catalogue, charges exactly one credit and records the tokens the AI reported', async () => {
    await setCredits(seller.user.id, 10);
    const id = await item(seller.user.id, [
      { name: 'Color', value: 'Black' },
      { name: 'Model Number', value: 'WH1000XM4' },
    ]);
    const before = (await ledger(seller.user.id)).length;
    const r = await recommend(seller, id);
    expect(r).toEqual({
      __typename: 'RecommendItemSpecificsSuccess',
      // Brand from the catalogue, Type from a title word in eBay's list, Colour from the details;
      // Connectivity is in neither: not specified, so not recommended.
      specifics: [
        { dimension: 'Brand', value: 'Sony' },
        { dimension: 'Type', value: 'Over-Ear' },
        { dimension: 'Colour', value: 'Black' },
      ],
      aiCreditBalance: 9,
      charged: true,
      user: { aiCreditBalance: 9 },
    });
    expect(await balance(seller.user.id)).toBe(9);

    // The prompt carried the catalogue data and the category's aspects with eBay's values.
    const sent = await lastRequest();
    expect(sent.model).toBe('listbridge-sandbox-1');
    const prompt = sent.messages.at(-1).content as string;
    expect(prompt).toContain('Brand: Sony');
    expect(prompt).toContain('- Color: Black');
    expect(prompt).toContain('- Type (required)\n  Choose one of: Over-Ear | Earbuds (In Ear) | On-Ear');

    // One ledger row: -1 credit with the usage the sandbox counted (about four characters a token).
    const rows = (await ledger(seller.user.id)).slice(before);
    const promptTokens = (sent.messages as { content: string }[]).reduce((n, m) => n + Math.ceil(m.content.length / 4) + 4, 3);
    expect(rows).toEqual([{ credits: -1, prompt: promptTokens, completion: expect.any(Number), reason: 'AI item specifics recommendation' }]);
    expect(rows[0].completion).toBe(Math.ceil('Brand: Sony\nType: Over-Ear\nConnectivity: not specified\nColour: Black'.length / 4));
  });

  it('drops a value outside a SELECTION_ONLY list (and still charges the one credit the answer cost)', async () => {
    await setCredits(seller.user.id, 5);
    const id = await item(seller.user.id, [{ name: 'Type', value: 'Neckband' }], 'Sony Wireless Headphones');
    const r = await recommend(seller, id);
    expect(r.__typename).toBe('RecommendItemSpecificsSuccess');
    expect(r.specifics).toEqual([{ dimension: 'Brand', value: 'Sony' }]);
    expect(r.aiCreditBalance).toBe(4);
  });

  it('charges nothing when the AI keeps failing (500), and says so', async () => {
    await setCredits(seller.user.id, 5);
    const id = await item(seller.user.id, []);
    const before = await ledger(seller.user.id);
    await forceFailure(500, 3);
    const r = await recommend(seller, id);
    expect(r).toEqual({
      __typename: 'AiUnavailableError',
      code: 'AI_UNAVAILABLE',
      message: 'AI recommendations are unavailable right now. Please try again later. No credit was charged.',
    });
    expect((await sandbox()).refusals['500']).toBe(3); // the first try and two retries
    expect(await balance(seller.user.id)).toBe(5);
    expect(await ledger(seller.user.id)).toEqual(before);
  });

  it('retries a 429 and charges once when the retry succeeds', async () => {
    await setCredits(seller.user.id, 5);
    const id = await item(seller.user.id, []);
    await forceFailure(429, 1);
    const r = await recommend(seller, id);
    expect(r.__typename).toBe('RecommendItemSpecificsSuccess');
    expect(await sandbox()).toMatchObject({ calls: 1, refusals: { 429: 1 } });
    expect(await balance(seller.user.id)).toBe(4);
  });

  it('charges nothing when the provider refuses the key (401)', async () => {
    await setCredits(seller.user.id, 5);
    const id = await item(seller.user.id, []);
    const before = await ledger(seller.user.id);
    const wrongKey = createAiClient({ apiUrl: app.services.config.AI_API_URL!, apiKey: 'sk-not-the-sandbox-key', model: 'listbridge-sandbox-1' });
    await expect(
      recommendSpecifics({ ...app.services, clients: { ...app.services.clients, ai: wrongKey } }, seller.user.id, id, HEADPHONES_UK),
    ).rejects.toMatchObject({
      code: 'AI_UNAVAILABLE',
    });
    expect((await sandbox()).refusals['401']).toBe(1); // not retried
    expect(await balance(seller.user.id)).toBe(5);
    expect(await ledger(seller.user.id)).toEqual(before);
  });

  it('refuses without calling the AI when the seller is out of credits', async () => {
    await setCredits(seller.user.id, 0);
    const id = await item(seller.user.id, []);
    const before = await ledger(seller.user.id);
    expect(await recommend(seller, id)).toEqual({
      __typename: 'OutOfAiCreditsError',
      code: 'AI_OUT_OF_CREDITS',
      message: 'You are out of AI credits. You can buy more in Settings -> Account & Payment.',
    });
    expect((await sandbox()).calls).toBe(0);
    expect(await balance(seller.user.id)).toBe(0);
    expect(await ledger(seller.user.id)).toEqual(before);
  });

  it('charges at most one of two simultaneous clicks with one credit left; the balance never goes negative', async () => {
    await setCredits(seller.user.id, 1);
    const id = await item(seller.user.id, []);
    const before = (await ledger(seller.user.id)).length;
    const results = await Promise.all([recommend(seller, id), recommend(seller, id), recommend(seller, id)]);
    const kinds = results.map((r) => r.__typename).sort();
    expect(kinds.filter((k) => k === 'RecommendItemSpecificsSuccess')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'OutOfAiCreditsError')).toHaveLength(2);
    expect(await balance(seller.user.id)).toBe(0);
    expect((await ledger(seller.user.id)).length - before).toBe(1);
  });

  it("shows the spec's message for a category eBay refuses, and charges nothing", async () => {
    await setCredits(seller.user.id, 3);
    const id = await item(seller.user.id, []);
    const r = await recommend(seller, id, NOT_A_LEAF);
    expect(r).toEqual({
      __typename: 'CategorySpecificsUnavailableError',
      code: 'CATEGORY_SPECIFICS_UNAVAILABLE',
      message: 'Could not load category specifics info for category 293. The category is likely out-of-date. Consider choosing a different category ID.',
    });
    expect((await recommend(seller, id, 'not-a-category')).__typename).toBe('CategorySpecificsUnavailableError');
    expect((await sandbox()).calls).toBe(0);
    expect(await balance(seller.user.id)).toBe(3);
  });

  it('needs eBay authorised to know the category', async () => {
    const s = await createSeller(app);
    await setCredits(s.user.id, 3);
    const id = await item(s.user.id, []);
    expect(await recommend(s, id)).toMatchObject({ __typename: 'AiEbayNotAuthorizedError', message: 'You must authorize eBay before selecting a category' });
    expect(await balance(s.user.id)).toBe(3);
  });

  it('is not available to partner access tokens, whatever their scopes (it spends credits)', async () => {
    await setCredits(seller.user.id, 5);
    const id = await item(seller.user.id, []);
    const created = await app.graphql(
      `mutation { createAccessToken(input: { name: "all", scopes: [INVENTORY_READ, LISTINGS_READ, LISTINGS_WRITE, SALES_READ, SETTINGS_WRITE] }) {
        __typename ... on AccessTokenCreated { token } } }`,
      {},
      seller.token,
    );
    const token = created.data.createAccessToken.token as string;
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: RECOMMEND, variables: { itemId: id, categoryId: HEADPHONES_UK } }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
    expect(res.status).toBe(403);
    expect(body.errors![0]!.message).toMatch(/is not available to access tokens/);
    expect((await sandbox()).calls).toBe(0);
    expect(await balance(seller.user.id)).toBe(5);
  });

  describe('REST ai/specifics-reccomendations/{listingId}/{categoryId}', () => {
    it("answers 'Name: value' strings and spends one credit", async () => {
      await setCredits(seller.user.id, 4);
      const id = await item(seller.user.id, [{ name: 'Colour', value: 'White' }]);
      const res = await rest(app.url, 'GET', `/user/${seller.user.id}/ai/specifics-reccomendations/${id}/${HEADPHONES_UK}`, undefined, seller.token);
      expect(res).toEqual({ status: 200, body: ['Brand: Sony', 'Type: Over-Ear', 'Colour: White'] });
      expect(await balance(seller.user.id)).toBe(3);
    });

    it("is owner-scoped: 403 under another seller's id, 404 for another seller's item; nothing charged", async () => {
      const other = await createSeller(app);
      await setCredits(other.user.id, 4);
      await setCredits(seller.user.id, 4);
      const theirs = await item(other.user.id, []);
      const mine = await item(seller.user.id, []);
      const underTheirId = await rest(
        app.url,
        'GET',
        `/user/${other.user.id}/ai/specifics-reccomendations/${theirs}/${HEADPHONES_UK}`,
        undefined,
        seller.token,
      );
      expect(underTheirId.status).toBe(403);
      const theirItem = await rest(app.url, 'GET', `/user/${seller.user.id}/ai/specifics-reccomendations/${theirs}/${HEADPHONES_UK}`, undefined, seller.token);
      expect(theirItem).toMatchObject({ status: 404, body: { message: 'Listing not found' } });
      const gql = await recommend(seller, theirs);
      expect(gql.__typename).toBe('InventoryItemNotFoundError');
      expect(await balance(other.user.id)).toBe(4);
      expect(await balance(seller.user.id)).toBe(4);
      expect((await sandbox()).calls).toBe(0);
      // Own item still works with the same session.
      expect(
        (await rest(app.url, 'GET', `/user/${seller.user.id}/ai/specifics-reccomendations/${mine}/${HEADPHONES_UK}`, undefined, seller.token)).status,
      ).toBe(200);
    });
  });
});
