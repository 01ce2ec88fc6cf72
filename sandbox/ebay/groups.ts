// Inventory item groups (multi-variation listings): createOrReplaceInventoryItemGroup,
// getInventoryItemGroup, deleteInventoryItemGroup, publishOfferByInventoryItemGroup and
// withdrawOfferByInventoryItemGroup, with the rules eBay documents: every variant SKU an inventory
// item of the seller's, at most 250 variations and 5 variation aspects (variesBy.specifications),
// each aspect with two or more values, Color in aspectsImageVariesBy only when it is a
// specification, every member's product.aspects carrying each specification with one of its
// values (error 25013 "Invalid data in the Inventory Item Group"), and every member's offer
// meeting the single-offer publish rules. Publishing makes one listing id for all member offers.
import express, { type Router } from 'express';
import { SCOPES, requireToken, userOf } from './auth.ts';
import { ebayErrors, sendErrors, type EbayError } from './errors.ts';
import { publishErrors } from './offers.ts';
import type { EbaySandboxState, EbayUser, InventoryItemGroupRecord, Json } from './state.ts';
import { contentLanguage, isObj } from './validate.ts';

const BASE = '/sell/inventory/v1';
/** eBay: a multiple-variation listing holds at most 250 variations and varies by at most 5 aspects. */
export const MAX_VARIATIONS = 250;
export const MAX_VARIES_BY = 5;

const groupError = (detail: string): EbayError => ({
  errorId: 25013,
  domain: 'API_INVENTORY',
  subdomain: 'Selling',
  category: 'REQUEST',
  message: `Invalid data in the Inventory Item Group. ${detail}`,
  parameters: [{ name: 'text1', value: detail }],
});
const groupNotFound = (key: string): EbayError => ({
  errorId: 25705,
  domain: 'API_INVENTORY',
  subdomain: 'Selling',
  category: 'REQUEST',
  message: `The Inventory Item Group named ${key} could not be found or is not valid.`,
  parameters: [{ name: 'inventoryItemGroupKey', value: key }],
});

export function groupsOf(user: EbayUser): Map<string, InventoryItemGroupRecord> {
  // Sellers restored from a snapshot made before groups existed have none yet.
  user.groups ??= new Map();
  return user.groups;
}

type Spec = { name: string; values: string[] };
const specsOf = (body: Json): Spec[] =>
  (isObj(body.variesBy) && Array.isArray(body.variesBy.specifications) ? body.variesBy.specifications : [])
    .filter(isObj)
    .map((s) => ({ name: String(s.name ?? ''), values: Array.isArray(s.values) ? s.values.map(String) : [] }));
const skusOf = (body: Json): string[] => (Array.isArray(body.variantSKUs) ? body.variantSKUs.map(String) : []);

/** What createOrReplaceInventoryItemGroup refuses outright. */
function groupErrors(user: EbayUser, body: Json): EbayError[] {
  const skus = skusOf(body);
  if (skus.length === 0) return [ebayErrors.invalidValue('variantSKUs', 'At least one SKU is required.')];
  if (skus.length > MAX_VARIATIONS)
    return [groupError(`A multiple-variation listing can have at most ${MAX_VARIATIONS} variations; this group has ${skus.length}.`)];
  if (new Set(skus).size !== skus.length) return [groupError('A SKU appears more than once in variantSKUs.')];
  const missing = skus.filter((s) => !user.inventory.has(s));
  if (missing.length) return missing.map((s) => ebayErrors.skuNotFound(s));
  const specs = specsOf(body);
  if (specs.length > MAX_VARIES_BY)
    return [groupError(`A multiple-variation listing can vary by at most ${MAX_VARIES_BY} aspects; variesBy has ${specs.length}.`)];
  const imageBy = isObj(body.variesBy) && Array.isArray(body.variesBy.aspectsImageVariesBy) ? body.variesBy.aspectsImageVariesBy.map(String) : [];
  const notSpec = imageBy.find((a) => !specs.some((s) => s.name === a));
  if (notSpec) return [groupError(`${notSpec} in aspectsImageVariesBy must also be one of variesBy.specifications.`)];
  return [];
}

/** What publishing the group needs beyond each offer's own rules. */
function groupPublishErrors(user: EbayUser, body: Json): EbayError[] {
  const errors: EbayError[] = [];
  if (!body.title) errors.push(ebayErrors.userError('Missing field title. Add a title to the inventory item group.'));
  if (!body.description) errors.push(ebayErrors.userError('Missing field description. Add a description to the inventory item group.'));
  const specs = specsOf(body);
  if (specs.length === 0) errors.push(groupError('variesBy.specifications is required before the group is published.'));
  for (const s of specs) if (new Set(s.values).size < 2) errors.push(groupError(`The variation aspect ${s.name} needs two or more values.`));
  for (const sku of skusOf(body)) {
    const product = isObj(user.inventory.get(sku)?.body.product) ? (user.inventory.get(sku)!.body.product as Json) : {};
    const aspects = isObj(product.aspects) ? product.aspects : {};
    for (const s of specs) {
      const own = Array.isArray(aspects[s.name]) ? (aspects[s.name] as unknown[]).map(String) : [];
      if (own.length !== 1 || !s.values.includes(own[0]!))
        errors.push(groupError(`VariationSpecifics mismatch: SKU ${sku} must have exactly one ${s.name} among the group's values.`));
    }
  }
  return errors;
}

export function groupRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  r.use(BASE, requireToken(state, SCOPES.inventory));

  r.put(`${BASE}/inventory_item_group/:key`, (req, res) => {
    if (!contentLanguage(req, res)) return;
    const user = userOf(res);
    const body = isObj(req.body) ? req.body : {};
    const errors = groupErrors(user, body);
    if (errors.length) return sendErrors(res, 400, errors);
    const groups = groupsOf(user);
    const previous = groups.get(req.params.key);
    const { inventoryItemGroupKey: _k, ...rest } = body;
    groups.set(req.params.key, { key: req.params.key, body: rest, listingId: previous?.listingId ?? null });
    // A SKU left out of a live group leaves its listing (its offer is no longer published there).
    if (previous?.listingId) {
      for (const o of user.offers.values())
        if (o.listing?.listingId === previous.listingId && !skusOf(rest).includes(String(o.body.sku))) {
          o.status = 'UNPUBLISHED';
          o.listing = { ...o.listing, listingStatus: 'ENDED' };
        }
    }
    // Created: 201 with BaseResponse (no warnings); replaced: 204.
    if (previous) res.status(204).end();
    else res.status(201).json({ warnings: [] });
  });

  r.get(`${BASE}/inventory_item_group/:key`, (req, res) => {
    const g = groupsOf(userOf(res)).get(req.params.key);
    if (!g) return sendErrors(res, 404, [ebayErrors.resourceNotFound()]);
    res.json({ inventoryItemGroupKey: g.key, ...g.body });
  });

  r.delete(`${BASE}/inventory_item_group/:key`, (req, res) => {
    if (!groupsOf(userOf(res)).delete(req.params.key)) return sendErrors(res, 404, [ebayErrors.resourceNotFound()]);
    res.status(204).end();
  });

  r.post(`${BASE}/offer/publish_by_inventory_item_group`, (req, res) => {
    const user = userOf(res);
    const body = isObj(req.body) ? req.body : {};
    const key = String(body.inventoryItemGroupKey ?? '');
    const marketplaceId = String(body.marketplaceId ?? '');
    const g = groupsOf(user).get(key);
    if (!g) return sendErrors(res, 400, [groupNotFound(key)]);
    const offers = skusOf(g.body).map((sku) => [...user.offers.values()].find((o) => o.body.sku === sku && o.body.marketplaceId === marketplaceId));
    const errors = [
      ...groupPublishErrors(user, g.body),
      ...skusOf(g.body).flatMap((sku, i) =>
        offers[i] ? [] : [ebayErrors.userError(`No offer exists for SKU ${sku} on ${marketplaceId}.`, [{ name: 'sku', value: sku }])],
      ),
      // eBay publishes the group's unpublished offers: a variation already on the live listing (one
      // sold out at 0 among them) stays as it is and is not judged again (adding a variation later).
      ...offers.flatMap((o) =>
        o && !(g.listingId && o.status === 'PUBLISHED' && o.listing?.listingId === g.listingId) ? publishErrors(state, user, o, { groupDescribed: true }) : [],
      ),
    ];
    if (errors.length) return sendErrors(res, 400, errors);
    g.listingId ??= String(110_550_000_000 + state.seq('listing'));
    for (const o of offers) {
      o!.status = 'PUBLISHED';
      o!.listing = { listingId: g.listingId, listingStatus: 'ACTIVE', soldQuantity: o!.listing?.soldQuantity ?? 0 };
    }
    res.json({ listingId: g.listingId, warnings: [] });
  });

  r.post(`${BASE}/offer/withdraw_by_inventory_item_group`, (req, res) => {
    const user = userOf(res);
    const body = isObj(req.body) ? req.body : {};
    const g = groupsOf(user).get(String(body.inventoryItemGroupKey ?? ''));
    if (!g) return sendErrors(res, 400, [groupNotFound(String(body.inventoryItemGroupKey ?? ''))]);
    for (const o of user.offers.values())
      if (g.listingId && o.listing?.listingId === g.listingId) {
        o.status = 'UNPUBLISHED';
        o.listing = { ...o.listing, listingStatus: 'ENDED' };
      }
    // Publishing the group again makes a new listing.
    g.listingId = null;
    res.status(204).end();
  });

  return r;
}
