import express, { type Router } from 'express';
import { BODY_TYPES, readsAs } from './serialize.ts';
import { SCOPES, requireToken, userOf } from './auth.ts';
import { ebayErrors, sendErrors, type EbayError } from './errors.ts';
import { currencyOf, MARKETPLACES } from './seed.ts';
import { ensureUser, type EbaySandboxState, type EbayUser, type Json, type LegacyListing } from './state.ts';
import { isObj, validateSku } from './validate.ts';

const BASE = '/sell/inventory/v1';
/** bulkMigrateListing takes one to five listing ids (the OAS). */
export const MIGRATE_MAX = 5;

/** The location eBay creates for migrated listings (one per seller and country). */
const MIGRATED_POSTCODES: Record<string, [string, string]> = {
  EBAY_GB: ['GB', 'LU5 4FE'],
  EBAY_US: ['US', '46241'],
  EBAY_DE: ['DE', '36251'],
  EBAY_CA: ['CA', 'L5T 1N9'],
  EBAY_AU: ['AU', '2000'],
};

/** 25718 "Cannot migrate listing. {additionalInfo}" (the Inventory API's error table for bulkMigrateListing). */
export const cannotMigrate = (listingId: string, detail: string): EbayError => ({
  errorId: 25718,
  domain: 'API_INVENTORY',
  subdomain: 'Selling',
  category: 'REQUEST',
  message: `Cannot migrate listing. ${detail}`,
  parameters: [{ name: 'listingId', value: listingId }],
});

/** The Inventory API's own listing with this id (a published offer), if any. */
function inventoryListing(user: EbayUser, listingId: string) {
  return [...user.offers.values()].filter((o) => o.listing?.listingId === listingId);
}

function policyId(list: Json[], key: string, marketplaceId: string): string | undefined {
  const p = list.find((x) => x.marketplaceId === marketplaceId);
  return p ? String(p[key]) : undefined;
}

/** Migrates one legacy listing: inventory item(s), a location, and a PUBLISHED offer per SKU on the same listing id. */
function migrate(state: EbaySandboxState, user: EbayUser, l: LegacyListing): Json {
  const [country, postalCode] = MIGRATED_POSTCODES[l.marketplaceId] ?? ['US', '46241'];
  const locationKey = `migrated-${country}`;
  if (!user.locations.has(locationKey))
    user.locations.set(locationKey, {
      merchantLocationKey: locationKey,
      name: `Migrated listings (${country})`,
      location: { address: { country, postalCode }, locationId: state.nextId('LOC') },
      merchantLocationStatus: 'ENABLED',
      locationTypes: ['WAREHOUSE'],
    });
  const inventoryItems = l.skus.map((sku) => {
    user.inventory.set(sku, {
      sku,
      locale: 'en_GB',
      body: {
        product: { title: l.title, description: l.title, imageUrls: [`${state.baseUrl}/itm/${l.listingId}/photo.jpg`] },
        condition: l.condition,
        availability: { shipToLocationAvailability: { quantity: l.quantity } },
      },
    });
    const offerId = String(7_000_000_000 + state.seq('offer'));
    user.offers.set(offerId, {
      offerId,
      status: 'PUBLISHED',
      listing: { listingId: l.listingId, listingStatus: 'ACTIVE', soldQuantity: 0 },
      body: {
        sku,
        marketplaceId: l.marketplaceId,
        format: 'FIXED_PRICE',
        listingDuration: 'GTC',
        availableQuantity: l.quantity,
        pricingSummary: { price: l.price },
        ...(l.categoryId ? { categoryId: l.categoryId } : {}),
        listingDescription: l.title,
        merchantLocationKey: locationKey,
        listingPolicies: {
          fulfillmentPolicyId: policyId(user.policies.fulfillment as Json[], 'fulfillmentPolicyId', l.marketplaceId),
          paymentPolicyId: policyId(user.policies.payment as Json[], 'paymentPolicyId', l.marketplaceId),
          returnPolicyId: policyId(user.policies.return as Json[], 'returnPolicyId', l.marketplaceId),
        },
      },
    });
    return { sku, offerId };
  });
  l.migrated = true;
  return {
    statusCode: 200,
    listingId: l.listingId,
    marketplaceId: l.marketplaceId,
    ...(l.skus.length > 1 ? { inventoryItemGroupKey: `IG-${l.listingId}` } : {}),
    inventoryItems,
  };
}

/** One entry of the answer: migrated, or why not (25718), with the listing's SKUs "even if the migration is not successful". */
function migrateOne(state: EbaySandboxState, user: EbayUser, listingId: string): Json {
  const fail = (detail: string, skus: string[] = [], marketplaceId?: string) => ({
    statusCode: 400,
    listingId,
    ...(marketplaceId ? { marketplaceId } : {}),
    ...(skus.length ? { inventoryItems: skus.map((sku) => ({ sku })) } : {}),
    errors: [cannotMigrate(listingId, detail)],
  });
  const legacy = user.legacyListings.get(listingId);
  const managed = inventoryListing(user, listingId);
  if (managed.length > 0 || legacy?.migrated) {
    // The SKUs are those of the Inventory API objects that now hold the listing.
    return fail(
      'The listing is already managed by the Inventory API.',
      managed.map((o) => String(o.body.sku)),
      String(managed[0]?.body.marketplaceId ?? legacy?.marketplaceId ?? ''),
    );
  }
  if (!legacy) return fail(`Listing ${listingId} is not an active fixed-price listing of this seller.`);
  if (legacy.skus.length === 0) return fail('The item in the listing has no seller-defined SKU.', [], legacy.marketplaceId);
  const taken = legacy.skus.find((sku) => user.inventory.has(sku));
  if (taken) return fail(`SKU ${taken} is already used by an inventory item.`, legacy.skus, legacy.marketplaceId);
  return migrate(state, user, legacy);
}

/** POST /sell/inventory/v1/bulk_migrate_listing. */
export function migrateRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  r.use(`${BASE}/bulk_migrate_listing`, requireToken(state, SCOPES.inventory));
  r.post(`${BASE}/bulk_migrate_listing`, readsAs(BODY_TYPES.bulkMigrate), (req, res) => {
    const requests = isObj(req.body) ? req.body.requests : undefined;
    if (!Array.isArray(requests) || requests.length === 0 || requests.length > MIGRATE_MAX || !requests.every(isObj))
      return sendErrors(res, 400, [ebayErrors.invalidValue('requests', `The number of requests must be between 1 and ${MIGRATE_MAX}.`)]);
    const ids = requests.map((x) => String((x as Json).listingId ?? '').trim());
    if (ids.some((id) => !/^\d+$/.test(id))) return sendErrors(res, 400, [ebayErrors.invalidValue('listingId')]);
    const user = userOf(res);
    const responses = ids.map((id) => migrateOne(state, user, id));
    res.status(responses.every((x) => (x.statusCode as number) < 300) ? 200 : 207).json({ responses });
  });
  return r;
}

/**
 * Test control (never eBay's API): POST /__sandbox/users/{username}/legacy-listings
 * {sku? | skus?, title?, price?, quantity?, marketplaceId?, categoryId?, condition?} creates a
 * seller's legacy (Trading) listing and answers its listingId.
 */
export function legacyListingControlRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  r.post('/__sandbox/users/:username/legacy-listings', (req, res) => {
    const b = isObj(req.body) ? req.body : {};
    const skus = Array.isArray(b.skus) ? b.skus.map(String) : typeof b.sku === 'string' ? [b.sku] : [];
    const bad = skus.flatMap((s) => validateSku(s));
    if (bad.length) return void res.status(400).json({ error: bad[0]!.message });
    const marketplaceId = typeof b.marketplaceId === 'string' ? b.marketplaceId : 'EBAY_GB';
    if (!MARKETPLACES.includes(marketplaceId)) return void res.status(400).json({ error: `unknown marketplaceId ${marketplaceId}` });
    const quantity = Number(b.quantity ?? 1);
    const price = Number(b.price ?? 9.99);
    if (!Number.isInteger(quantity) || quantity < 0 || !(price > 0)) return void res.status(400).json({ error: 'quantity must be an integer >= 0, price > 0' });
    const user = ensureUser(state, req.params.username);
    const listingId = String(110_550_000_000 + state.seq('listing'));
    const record: LegacyListing = {
      listingId,
      marketplaceId,
      title: typeof b.title === 'string' ? b.title : `Legacy listing ${listingId}`,
      skus,
      price: { value: price.toFixed(2), currency: currencyOf(marketplaceId) },
      quantity,
      categoryId: typeof b.categoryId === 'string' ? b.categoryId : null,
      condition: typeof b.condition === 'string' ? b.condition : 'NEW',
      quantitySold: 0,
      startTime: new Date(state.clock.now()).toISOString(),
      migrated: false,
    };
    user.legacyListings.set(listingId, record);
    res.status(201).json(record);
  });
  return r;
}
