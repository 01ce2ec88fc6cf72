// The worked examples of /developers run against the real API with a token of exactly their scopes.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../client/features/developers/examples.ts';
import { insertItems } from '../../factories/listings.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';

describe('the /developers examples', () => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let ids: string[];
  beforeAll(async () => {
    app = await startTestApp({ WORKER: 'off' });
    seller = await createSeller(app);
    ids = (await insertItems(app.services, seller.user.id, 2, 'DOC')).map((id) => encodeGlobalID('InventoryItem', id));
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(EXAMPLES.map((e) => [e.title, e] as const))('%s', async (_title, example) => {
    const created = await app.graphql(
      `mutation($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { ... on AccessTokenCreated { token } } }`,
      { input: { name: example.title, scopes: example.scopes } },
      seller.token,
    );
    const token = created.data.createAccessToken.token as string;
    const variables = JSON.parse(JSON.stringify(example.variables ?? {}).replace(/"\$ITEM_IDS"/g, JSON.stringify(ids)));
    const res = await app.graphql(example.query, variables, token);
    expect(res.errors).toBeUndefined();
    expect(res.data).toBeTruthy();
  });
});
