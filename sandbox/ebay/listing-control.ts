import express, { type Router } from 'express';
import { callCounts, resetCallCounts } from './call-counter.ts';
import { ensureUser, type EbaySandboxState } from './state.ts';
import { isObj } from './validate.ts';

/**
 * Test controls for listing (never eBay's API): the call counter, a seller's business-policy
 * opt-in, and revoking a seller's tokens (as when they remove the app in their eBay account).
 */
export function listingControlRoutes(state: EbaySandboxState): Router {
  const r = express.Router();

  // {calls: {operationId: n}}; ?username= for one seller's calls.
  r.get('/__sandbox/calls', (req, res) => {
    const c = callCounts(state);
    const username = typeof req.query.username === 'string' ? req.query.username : undefined;
    res.json({ calls: username ? (c.byUser.get(username) ?? {}) : c.total });
  });

  r.delete('/__sandbox/calls', (_req, res) => {
    resetCallCounts(state);
    res.status(204).end();
  });

  // What a seller has on eBay, as their Seller Hub shows it: inventory items (SKU, quantity), offers
  // (SKU, marketplace, status, quantity, price, listing) and the shipping fulfillments of their
  // orders, for tests and the chaos run (duplicates are two offers of one SKU on one marketplace).
  r.get('/__sandbox/users/:username/listings', (req, res) => {
    const user = [...state.users.values()].find((u) => u.username === req.params.username);
    if (!user) return void res.status(404).json({ error: 'unknown username' });
    const qty = (b: Record<string, unknown>) =>
      (b.availability as { shipToLocationAvailability?: { quantity?: number } } | undefined)?.shipToLocationAvailability?.quantity ?? null;
    res.json({
      inventoryItems: [...user.inventory.values()].map((i) => ({ sku: i.sku, quantity: qty(i.body) })),
      offers: [...user.offers.values()].map((o) => ({
        offerId: o.offerId,
        sku: o.body.sku,
        marketplaceId: o.body.marketplaceId,
        status: o.status,
        availableQuantity: o.body.availableQuantity ?? null,
        price: (o.body.pricingSummary as { price?: { value?: string } } | undefined)?.price?.value ?? null,
        listingId: o.listing?.listingId ?? null,
        listingStatus: o.listing?.listingStatus ?? null,
      })),
      groups: [...(user.groups?.values() ?? [])].map((g) => ({
        key: g.key,
        title: g.body.title ?? null,
        variantSKUs: g.body.variantSKUs ?? [],
        variesBy: g.body.variesBy ?? null,
        listingId: g.listingId,
      })),
      fulfillments: Object.fromEntries([...user.fulfillments.entries()].map(([orderId, f]) => [orderId, f.length])),
    });
  });

  // {optedIn: boolean}: out means getXxxPolicies answers 20403 and publishing fails on the policies.
  r.put('/__sandbox/users/:username/business-policies', (req, res) => {
    const optedIn = isObj(req.body) ? req.body.optedIn : undefined;
    if (typeof optedIn !== 'boolean') return void res.status(400).json({ error: 'optedIn must be true or false' });
    const user = ensureUser(state, req.params.username);
    if (optedIn) user.optedInPrograms.add('SELLING_POLICY_MANAGEMENT');
    else user.optedInPrograms.delete('SELLING_POLICY_MANAGEMENT');
    res.json({ username: user.username, programs: [...user.optedInPrograms] });
  });

  // Every access and refresh token of the seller stops working: calls get 401, refreshes invalid_grant.
  r.post('/__sandbox/users/:username/revoke-tokens', (req, res) => {
    const user = [...state.users.values()].find((u) => u.username === req.params.username);
    if (!user) return void res.status(404).json({ error: 'unknown username' });
    let revoked = 0;
    for (const map of [state.accessTokens, state.refreshTokens])
      for (const [token, rec] of map)
        if (rec.userId === user.userId) {
          map.delete(token);
          revoked++;
        }
    res.json({ username: user.username, revoked });
  });
  return r;
}
