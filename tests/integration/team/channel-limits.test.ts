// Per-channel Lister permissions (issue 35): the owner limits a Lister to some channels; the
// Lister's listing actions on the others are refused with the team's 403 over GraphQL and REST,
// and so are those of a token the Lister made. Channels are the registry's codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';
import { joinTeam, type Seller } from './team-helpers.ts';

const REFUSAL = 'Your role (Lister) is limited to Shopify in this account: it does not allow this on eBay.';

describe('a Lister limited to some channels', () => {
  let app: TestApp;
  let owner: Seller;
  let lister: Seller;
  beforeAll(async () => {
    app = await startTestApp();
    owner = await createSeller(app);
    lister = await joinTeam(app, owner, 'LISTER');
  });
  afterAll(() => app.close());

  const limit = (channels: string[], memberId = lister.user.id, token = owner.token) =>
    app.graphql(
      `mutation ($u: String!, $m: String!, $c: [String!]!) { setTeamMemberChannels(userId: $u, memberId: $m, channels: $c) { __typename ... on Error { message } ... on Team { members { email channels } } } }`,
      { u: owner.user.id, m: memberId, c: channels },
      token,
    );
  const action = (channel: string, token = lister.token) =>
    app.graphql(
      'mutation ($u: String!, $c: ListingChannel!) { listingAction(userId: $u, input: { channel: $c, action: LIST, itemIds: [] }) { __typename } }',
      { u: owner.user.id, c: channel },
      token,
    );

  it('the owner limits a Lister to Shopify; unknown channels and other roles are refused', async () => {
    const r = await limit(['SHOPIFY']);
    expect(r.data.setTeamMemberChannels.members).toContainEqual({ email: lister.email, channels: ['SHOPIFY'] });
    expect((await limit(['NOPE'])).data.setTeamMemberChannels).toEqual({ __typename: 'TeamInputError', message: 'No such channel: NOPE.' });
    // The Lister cannot widen their own limit (managing the team is the owner's).
    expect((await limit(['SHOPIFY', 'EBAY'], lister.user.id, lister.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const viewer = await joinTeam(app, owner, 'VIEWER');
    expect((await limit(['SHOPIFY'], viewer.user.id)).data.setTeamMemberChannels.message).toBe('Only a Lister can be limited to some channels.');
    const accounts = await app.graphql('{ teamAccounts { accountId role channels } }', {}, lister.token);
    expect(accounts.data.teamAccounts).toContainEqual({ accountId: owner.user.id, role: 'LISTER', channels: ['SHOPIFY'] });
  });

  it('refuses listing actions on another channel (GraphQL, REST, and a token the Lister made), allows them on Shopify', async () => {
    const ebay = await action('EBAY');
    expect(ebay.errors).toEqual([expect.objectContaining({ message: REFUSAL, extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
    expect(ebay.data ?? null).toBeNull();
    // The channel named by its code (what the screens send) is refused the same.
    const byCode = await app.graphql(
      'mutation ($u: String!) { listingAction(userId: $u, input: { channelCode: "EBAY", action: LIST, itemIds: [] }) { __typename } }',
      { u: owner.user.id },
      lister.token,
    );
    expect(byCode.errors).toEqual([expect.objectContaining({ message: REFUSAL, extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
    const legacy = await app.graphql(
      'mutation ($u: String!) { listOnEbay(userId: $u, input: { itemIds: [] }) { __typename } }',
      { u: owner.user.id },
      lister.token,
    );
    expect(legacy.errors?.[0]).toMatchObject({ message: REFUSAL, extensions: { code: 'FORBIDDEN' } });
    const settings = await app.graphql(
      'mutation ($u: String!) { setEbayCurrency(userId: $u, currency: "GBP") { __typename } }',
      { u: owner.user.id },
      lister.token,
    );
    expect(settings.errors?.[0]?.message).toBe(REFUSAL);

    const restEbay = await rest(app.url, 'POST', `/user/${owner.user.id}/fba-items/list-to-ebay`, { fba_item_ids: [] }, lister.token);
    expect(restEbay.status).toBe(403);
    expect(restEbay.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', message: REFUSAL });

    // Shopify is theirs: the gate lets it through (what the action answers is the channel's business).
    const shopify = await action('SHOPIFY');
    expect(shopify.errors ?? []).not.toContainEqual(expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }));
    expect((await rest(app.url, 'POST', `/user/${owner.user.id}/fba-items/list-to-shopify`, { fba_item_ids: [] }, lister.token)).status).not.toBe(403);
    // Inventory changes are no channel's.
    const hidden = await app.graphql(
      'mutation ($u: String!) { setItemsHidden(userId: $u, ids: [], hidden: true) { __typename } }',
      { u: owner.user.id },
      lister.token,
    );
    expect(hidden.errors).toBeUndefined();

    const made = await app.graphql(
      'mutation ($u: String!) { createAccessToken(userId: $u, input: { name: "lister bot", scopes: [LISTINGS_WRITE] }) { ... on AccessTokenCreated { token } } }',
      { u: owner.user.id },
      lister.token,
    );
    const token = made.data.createAccessToken.token as string;
    expect((await action('EBAY', token)).errors?.[0]?.message).toBe(REFUSAL);
    expect((await action('SHOPIFY', token)).errors ?? []).not.toContainEqual(expect.objectContaining({ message: REFUSAL }));
  });

  it('every channel again lifts the limit at the next request; the owner is never limited', async () => {
    const every = await limit(['EBAY', 'SHOPIFY', 'ONBUY']);
    expect(every.data.setTeamMemberChannels.members).toContainEqual({ email: lister.email, channels: null });
    expect((await action('EBAY')).errors ?? []).not.toContainEqual(expect.objectContaining({ message: REFUSAL }));
    await limit(['SHOPIFY']);
    expect((await action('EBAY', owner.token)).errors ?? []).not.toContainEqual(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
    );
  });
});
