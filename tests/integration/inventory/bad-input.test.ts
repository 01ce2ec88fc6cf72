// Bad input over real HTTP and Postgres (issue 29): a NUL character, a title far over the limit and
// a quantity buffer that is not a whole number of 0 or more are each a 4xx naming the field, on the
// REST shim and in GraphQL, and leave the item as it was (read back after each attempt).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TITLE_MAX_LENGTH } from '../../../server/modules/inventory/edits.ts';
import { createSeller } from '../../factories/users.ts';
import { insertItems } from '../../factories/listings.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';

const UPDATE = `mutation($id: ID!, $edits: InventoryItemEditsInput!) {
  updateInventoryItem(userId: "-", id: $id, edits: $edits) { __typename ... on InventoryValidationError { field message } }
}`;
const BUFFER = `mutation($ids: [ID!]!, $b: String) {
  setQuantityBuffer(userId: "-", ids: $ids, quantityBuffer: $b) { __typename ... on InventoryValidationError { field message } }
}`;

describe('bad input is refused, naming the field, and changes nothing', () => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let itemId: string;

  /** The item as the REST API reads it back. */
  const readBack = async () => {
    const r = await rest(app.url, 'GET', `/user/-/fba-items/${itemId}`, undefined, seller.token);
    expect(r.status).toBe(200);
    return { title: r.body.user_edited_details?.title ?? null, buffer: r.body.preferred_list_quantity_buffer, edits: r.body.user_edited_details };
  };

  beforeAll(async () => {
    app = await startTestApp();
    seller = await createSeller(app);
    itemId = (await insertItems(app.services, seller.user.id, 1, 'BAD'))[0]!;
    // A known state to compare with: a title override and a buffer of 3.
    expect((await rest(app.url, 'PUT', `/user/-/fba-items/${itemId}`, { title: 'Kept title' }, seller.token)).status).toBe(200);
    expect((await rest(app.url, 'POST', '/user/-/fba-items/set-quantity-buffer', { fba_item_ids: [itemId], quantity_buffer: 3 }, seller.token)).status).toBe(
      200,
    );
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('REST: a NUL character in a title (or any text field) is a 400 naming it, not a 500', async () => {
    const before = await readBack();
    for (const [body, field] of [
      [{ title: 'A\u0000B' }, 'title'],
      [{ user_edited_details: { condition_note: 'worn\u0000' } }, 'user_edited_details.condition_note'],
      [{ feature_bullets: ['ok', 'bad\u0000'] }, 'feature_bullets[1]'],
    ] as const) {
      const r = await rest(app.url, 'PUT', `/user/-/fba-items/${itemId}`, body, seller.token);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.field).toBe(field);
      expect(r.body.message).toContain(field);
    }
    expect(await readBack()).toEqual(before);
    // A route with its own body parser (support tickets) refuses it too, and files nothing.
    const ticket = await rest(app.url, 'POST', '/user/-/file-ticket', { subject: 'Help', details: 'It broke\u0000' }, seller.token);
    expect(ticket.status).toBe(400);
    expect(ticket.body.field).toBe('details');
    const filed = await app.services.pool.query('SELECT count(*)::int AS n FROM support_tickets WHERE user_id = $1', [seller.user.id]);
    expect(filed.rows[0].n).toBe(0);
  });

  it('GraphQL: a NUL character in a variable or an inline argument is a 400 naming the field', async () => {
    const before = await readBack();
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${seller.token}` },
      body: JSON.stringify({ query: UPDATE, variables: { id: itemId, edits: { title: 'A\u0000B' } } }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].extensions.field).toBe('edits.title');
    expect(body.errors[0].message).toContain('edits.title');
    const inline = await app.graphql(
      `mutation($id: ID!) { updateInventoryItem(userId: "-", id: $id, edits: { conditionNote: "x\\u0000y" }) { __typename } }`,
      { id: itemId },
      seller.token,
    );
    expect(inline.errors?.[0].extensions.field).toBe('edits.conditionNote');
    expect(JSON.stringify(inline)).not.toMatch(/invalid byte sequence|22P05|22021|stack/i);
    expect(await readBack()).toEqual(before);
  });

  it(`refuses a 100,000-character title with the limit (${TITLE_MAX_LENGTH}) instead of cutting it`, async () => {
    const before = await readBack();
    const long = 'x'.repeat(100_000);
    const r = await rest(app.url, 'PUT', `/user/-/fba-items/${itemId}`, { title: long }, seller.token);
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('title');
    expect(r.body.message).toBe(`title must be at most ${TITLE_MAX_LENGTH} characters`);
    const g = await app.graphql(UPDATE, { id: itemId, edits: { title: long } }, seller.token);
    expect(g.data?.updateInventoryItem).toEqual({
      __typename: 'InventoryValidationError',
      field: 'title',
      message: `title must be at most ${TITLE_MAX_LENGTH} characters`,
    });
    expect(await readBack()).toEqual(before);
    // At the limit it is kept whole.
    const exact = 'y'.repeat(TITLE_MAX_LENGTH);
    expect((await rest(app.url, 'PUT', `/user/-/fba-items/${itemId}`, { title: exact }, seller.token)).status).toBe(200);
    expect((await readBack()).title).toBe(exact);
    expect((await rest(app.url, 'PUT', `/user/-/fba-items/${itemId}`, { title: 'Kept title' }, seller.token)).status).toBe(200);
  });

  it('set-quantity-buffer: −5, NaN and "abc" are a 400 naming quantity_buffer and change nothing', async () => {
    expect((await readBack()).buffer).toBe(3);
    // NaN cannot travel in JSON; a client's NaN arrives as the text "NaN" (or null, which clears).
    for (const bad of [-5, 'NaN', 'abc', 2.5, '-5', 1e12]) {
      const r = await rest(app.url, 'POST', '/user/-/fba-items/set-quantity-buffer', { fba_item_ids: [itemId], quantity_buffer: bad }, seller.token);
      expect(r.status, String(bad)).toBe(400);
      expect(r.body.field).toBe('quantity_buffer');
      expect(r.body.message).toMatch(/^quantity_buffer must be a whole number/);
      expect(r.body.success).toBeUndefined();
      const g = await app.graphql(BUFFER, { ids: [itemId], b: String(bad) }, seller.token);
      expect(g.data?.setQuantityBuffer, String(bad)).toMatchObject({ __typename: 'InventoryValidationError', field: 'quantityBuffer' });
      expect((await readBack()).buffer).toBe(3);
    }
    // Good values still work: digits set it, empty clears it.
    const ok = await rest(app.url, 'POST', '/user/-/fba-items/set-quantity-buffer', { fba_item_ids: [itemId], quantity_buffer: '7' }, seller.token);
    expect(ok.status).toBe(200);
    expect((await readBack()).buffer).toBe(7);
    expect((await app.graphql(BUFFER, { ids: [itemId], b: '' }, seller.token)).data?.setQuantityBuffer.__typename).toBe('SetQuantityBufferSuccess');
    expect((await readBack()).buffer).toBeNull();
  });
});
