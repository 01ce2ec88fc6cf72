import express, { type Router } from 'express';
import { type BuyerAddress, buyerAddressFrom } from '../buyer-address.ts';
import { defaultDeletionEndpoint, deliverAccountDeletion, redeliverAccountDeletion } from './notifications.ts';
import { notifyOrderConfirmation } from './order-notifications.ts';
import { DEMO } from './seed.ts';
import { ensureUser, type EbaySandboxState, type Json, type LegacyListing, type OrderRecord } from './state.ts';
import { isObj } from './validate.ts';

/** The common buyer address in eBay's Fulfillment API shape (ShippingStep.shipTo). */
function ebayShipTo(a: BuyerAddress): Json {
  return {
    fullName: `${a.firstName} ${a.lastName}`.trim(),
    ...(a.company ? { companyName: a.company } : {}),
    contactAddress: {
      addressLine1: a.address1,
      ...(a.address2 ? { addressLine2: a.address2 } : {}),
      city: a.city,
      ...(a.provinceCode || a.province ? { stateOrProvince: a.provinceCode ?? a.province } : {}),
      postalCode: a.zip,
      countryCode: a.countryCode,
    },
    ...(a.phone ? { primaryPhone: { phoneNumber: a.phone } } : {}),
  };
}

/**
 * Test and demo controls, never part of eBay's API: everything lives under /__sandbox/.
 * They move the clock, arm throttling, change the revision cap, add orders and fire notifications.
 */
export function controlRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  const body = (req: express.Request) => (isObj(req.body) ? req.body : {});
  const userByName = (name: unknown) => ensureUser(state, typeof name === 'string' && name ? name : DEMO.username);

  r.get('/__sandbox/state', (_req, res) => {
    res.json({
      clock: new Date(state.clock.now()).toISOString(),
      knobs: state.knobs,
      grants: state.grants,
      app: { clientId: state.app.clientId, ruName: state.app.ruName, acceptedUrl: state.app.acceptedUrl, declinedUrl: state.app.declinedUrl },
      users: [...state.users.values()].map((u) => ({
        userId: u.userId,
        username: u.username,
        inventoryItems: u.inventory.size,
        offers: u.offers.size,
        locations: u.locations.size,
        orders: u.orders.length,
      })),
    });
  });

  // A listing the seller made with the Trading API (the Trading sandbox revises only these);
  // {username, sku?, title?, price?, currency?, quantity?}. Same record as /__sandbox/users/{username}/legacy-listings.
  r.post('/__sandbox/legacy-listings', (req, res) => {
    const b = body(req);
    const user = userByName(b.username);
    const sku = typeof b.sku === 'string' && b.sku ? b.sku : `LEGACY-${state.seq('legacy-sku')}`;
    const listingId = String(120_000_000_000 + state.seq('legacy-listing'));
    const listing: LegacyListing = {
      listingId,
      marketplaceId: 'EBAY_GB',
      title: typeof b.title === 'string' ? b.title : `Legacy listing ${sku}`,
      skus: [sku],
      price: { value: Number(b.price ?? 9.99).toFixed(2), currency: typeof b.currency === 'string' ? b.currency : 'GBP' },
      quantity: Number.isInteger(b.quantity) ? (b.quantity as number) : 3,
      categoryId: null,
      condition: 'NEW',
      quantitySold: 0,
      startTime: new Date(state.clock.now()).toISOString(),
      migrated: false,
    };
    user.legacyListings.set(listingId, listing);
    res.status(201).json(listing);
  });

  r.post('/__sandbox/clock/advance', (req, res) => {
    const seconds = Number(body(req).seconds);
    if (!Number.isFinite(seconds) || seconds < 0) return void res.status(400).json({ error: 'seconds must be a number >= 0' });
    state.clock.advance(seconds * 1000);
    res.json({ now: new Date(state.clock.now()).toISOString() });
  });

  r.post('/__sandbox/throttle', (req, res) => {
    const b = body(req);
    state.knobs.throttleNext = Math.max(0, Math.floor(Number(b.count ?? 1)));
    state.knobs.retryAfterSeconds = b.retryAfterSeconds === undefined || b.retryAfterSeconds === null ? null : Number(b.retryAfterSeconds);
    res.json(state.knobs);
  });

  // {username?}: the seller revokes the app's access (eBay account settings): refresh and access tokens die.
  r.post('/__sandbox/revoke', (req, res) => {
    const user = userByName(body(req).username);
    let revoked = 0;
    for (const map of [state.refreshTokens, state.accessTokens])
      for (const [token, rec] of map)
        if (rec.userId === user.userId) {
          map.delete(token);
          revoked++;
        }
    res.json({ username: user.username, revoked });
  });

  r.put('/__sandbox/revision-cap', (req, res) => {
    const perDay = Math.floor(Number(body(req).perDay));
    if (!(perDay >= 0)) return void res.status(400).json({ error: 'perDay must be >= 0' });
    state.knobs.revisionCapPerDay = perDay;
    res.json(state.knobs);
  });

  r.put('/__sandbox/app', (req, res) => {
    const b = body(req);
    if (typeof b.acceptedUrl === 'string') state.app.acceptedUrl = b.acceptedUrl;
    if (typeof b.declinedUrl === 'string') state.app.declinedUrl = b.declinedUrl;
    res.json({ acceptedUrl: state.app.acceptedUrl, declinedUrl: state.app.declinedUrl });
  });

  // A buyer purchase: {username?, sku, title?, quantity?, price?, currency?, shippingAddress?, shipTo?, shippingServiceCode?}.
  // shippingAddress is the channel sandboxes' common buyer address (sandbox/buyer-address.ts); shipTo, eBay's own shape, wins.
  r.post('/__sandbox/orders', (req, res) => {
    const b = body(req);
    const address = b.shippingAddress === undefined ? null : buyerAddressFrom(b.shippingAddress, 'GB');
    if (address && 'error' in address) return void res.status(400).json({ error: address.error });
    const user = userByName(b.username);
    const now = new Date(state.clock.now()).toISOString();
    const n = state.seq('order');
    const quantity = Number(b.quantity ?? 1);
    const money = { value: (Number(b.price ?? 10) * quantity).toFixed(2), currency: typeof b.currency === 'string' ? b.currency : 'GBP' };
    const order: OrderRecord = {
      orderId: `27-${String(20000 + n).padStart(5, '0')}-${String(50000 + n * 7).padStart(5, '0')}`,
      creationDate: now,
      lastModifiedDate: now,
      orderFulfillmentStatus: 'NOT_STARTED',
      orderPaymentStatus: 'PAID',
      sellerId: user.username,
      buyer: { username: 'sandbox_buyer' },
      pricingSummary: { priceSubtotal: money, total: money },
      cancelStatus: { cancelState: 'NONE_REQUESTED', cancelRequests: [] },
      fulfillmentStartInstructions: [
        {
          fulfillmentInstructionsType: 'SHIP_TO',
          ebaySupportedFulfillment: false,
          shippingStep: {
            // The buyer's choice of service and address (a UK buyer by default).
            shippingServiceCode: typeof b.shippingServiceCode === 'string' ? b.shippingServiceCode : 'UK_RoyalMailSecondClassStandard',
            shipTo:
              b.shipTo && typeof b.shipTo === 'object'
                ? (b.shipTo as Json)
                : address
                  ? ebayShipTo(address)
                  : { fullName: 'Sandbox Buyer', contactAddress: { addressLine1: '1 Test Street', city: 'London', postalCode: 'EC1A 1BB', countryCode: 'GB' } },
          },
        },
      ],
      lineItems: [
        {
          lineItemId: String(20000000000 + n),
          legacyItemId: String(110990000000 + n),
          sku: String(b.sku ?? 'SKU-1'),
          title: String(b.title ?? b.sku ?? 'Sandbox item'),
          quantity,
          lineItemCost: money,
          total: money,
          soldFormat: 'FIXED_PRICE',
          lineItemFulfillmentStatus: 'NOT_STARTED',
        },
      ],
    };
    user.orders.push(order);
    // The buyer's checkout is done: eBay tells the seller's ORDER_CONFIRMATION subscribers, after this answer.
    notifyOrderConfirmation(state, user, order);
    res.status(201).json(order);
  });

  // {endpoint?, username?}: challenge GET then signed POST, as eBay does.
  r.post('/__sandbox/account-deletion', async (req, res) => {
    const b = body(req);
    const endpoint = typeof b.endpoint === 'string' ? b.endpoint : defaultDeletionEndpoint(state.productUrl);
    try {
      res.json(await deliverAccountDeletion(state, userByName(b.username), endpoint));
    } catch (err) {
      res.status(502).json({ error: `delivery to ${endpoint} failed: ${(err as Error).message}` });
    }
  });

  // eBay retries a notification it could not deliver; this sends the same notificationId again.
  r.post('/__sandbox/account-deletion/:notificationId/redeliver', async (req, res) => {
    const n = state.deletionNotifications.get(String(req.params.notificationId));
    if (!n) return void res.status(404).json({ error: 'unknown notificationId' });
    const status = await redeliverAccountDeletion(state, n);
    res.json({ notificationId: n.notificationId, status, attempts: n.attempts });
  });
  return r;
}
