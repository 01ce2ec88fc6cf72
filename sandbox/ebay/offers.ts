import express, { type Router } from 'express';
import { SCOPES, requireToken, userOf } from './auth.ts';
import { allowsCondition } from './categories/tree.ts';
import { ebayErrors, sendErrors, type EbayError } from './errors.ts';
import { offersOfSku, reviseListings } from './revisions.ts';
import { QUANTITY_MAX, priceErrors, quantityErrors } from './ranges.ts';
import { BODY_TYPES, readsAs } from './serialize.ts';
import type { EbaySandboxState, EbayUser, Json, OfferRecord } from './state.ts';
import { treeForMarketplace } from './taxonomy.ts';
import { bulkRequests, contentLanguage, isObj, validateOfferFields } from './validate.ts';

const BASE = '/sell/inventory/v1';

/** EbayOfferDetailsWithAll. */
export function offerView(o: OfferRecord): Json {
  return { offerId: o.offerId, ...o.body, status: o.status, ...(o.listing ? { listing: o.listing } : {}) };
}

function createOffer(state: EbaySandboxState, user: EbayUser, body: Json): { status: number; offerId?: string; errors: EbayError[] } {
  const errors = validateOfferFields(body, true);
  if (errors.length) return { status: 400, errors };
  const sku = body.sku as string;
  if (!user.inventory.has(sku)) return { status: 400, errors: [ebayErrors.skuNotFound(sku)] };
  const dup = offersOfSku(user, sku).find((o) => o.body.marketplaceId === body.marketplaceId && o.body.format === body.format);
  if (dup) return { status: 400, errors: [ebayErrors.userError('Offer entity already exists.', [{ name: 'offerId', value: dup.offerId }])] };
  const offerId = String(7_000_000_000 + state.seq('offer'));
  user.offers.set(offerId, { offerId, body: { listingDuration: 'GTC', ...body }, status: 'UNPUBLISHED' });
  return { status: 201, offerId, errors: [] };
}

/** What eBay insists on before an offer becomes a live listing ("fields required to publish"). */
export function publishErrors(state: EbaySandboxState, user: EbayUser, o: OfferRecord, opts: { groupDescribed?: boolean } = {}): EbayError[] {
  const errors: EbayError[] = [];
  const item = user.inventory.get(o.body.sku as string);
  if (!item) return [ebayErrors.skuNotFound(o.body.sku as string)];
  const product = isObj(item.body.product) ? item.body.product : {};
  // A group's variation takes its title and description from the group.
  if (!product.title && !opts.groupDescribed) errors.push(ebayErrors.userError('Missing field title. Add a title to the inventory item product.'));
  if (!product.description && !o.body.listingDescription && !opts.groupDescribed) errors.push(ebayErrors.userError('Missing field description.'));
  if (!Array.isArray(product.imageUrls) || product.imageUrls.length === 0) errors.push(ebayErrors.userError('At least 1 photo is required.'));
  if (!item.body.condition) errors.push(ebayErrors.userError('Missing field condition.'));
  // Category ids belong to the offer's site: a UK id is no category on eBay.de.
  const leaf = treeForMarketplace(state, String(o.body.marketplaceId))?.byId.get(String(o.body.categoryId ?? ''));
  if (!leaf?.leaf)
    errors.push(ebayErrors.userError('The category is invalid or not a leaf category.', [{ name: 'categoryId', value: String(o.body.categoryId ?? '') }]));
  else {
    if (typeof item.body.condition === 'string' && !allowsCondition(leaf, item.body.condition))
      errors.push(
        ebayErrors.userError('The item condition is not valid for this category.', [
          { name: 'condition', value: item.body.condition },
          { name: 'categoryId', value: leaf.categoryId },
        ]),
      );
    const aspects = isObj(product.aspects) ? product.aspects : {};
    for (const a of leaf.aspects.filter((x) => x.required)) {
      if (!Array.isArray(aspects[a.name]) || (aspects[a.name] as unknown[]).length === 0)
        errors.push(
          ebayErrors.userError(`The item specific ${a.name} is missing. Add ${a.name} to this listing, enter a valid value, and then try again.`, [
            { name: 'aspectName', value: a.name },
          ]),
        );
    }
  }
  const price = isObj(o.body.pricingSummary) ? o.body.pricingSummary.price : undefined;
  errors.push(...priceErrors(price, String(o.body.marketplaceId)));
  const qty =
    o.body.availableQuantity ??
    (isObj(item.body.availability) && isObj(item.body.availability.shipToLocationAvailability)
      ? item.body.availability.shipToLocationAvailability.quantity
      : 0);
  errors.push(...quantityErrors(qty));
  // Business policies: only a seller opted in to SELLING_POLICY_MANAGEMENT has any.
  const pol = isObj(o.body.listingPolicies) ? o.body.listingPolicies : {};
  const optedIn = user.optedInPrograms.has('SELLING_POLICY_MANAGEMENT');
  const policyError = (errorId: 25007 | 25008 | 25009, list: Json[], key: string) => {
    const id = pol[key];
    if (optedIn && list.some((p) => p[key] === id && p.marketplaceId === o.body.marketplaceId)) return;
    const why = !optedIn
      ? 'The seller is not opted in to business policies (SELLING_POLICY_MANAGEMENT).'
      : id
        ? `${key} ${String(id)} is not a policy of this seller on ${String(o.body.marketplaceId)}.`
        : `${key} is missing.`;
    errors.push(ebayErrors.publish(errorId, why, [{ name: 'fieldName', value: `listingPolicies.${key}` }]));
  };
  policyError(25007, user.policies.fulfillment, 'fulfillmentPolicyId');
  policyError(25008, user.policies.payment, 'paymentPolicyId');
  policyError(25009, user.policies.return, 'returnPolicyId');
  if (typeof o.body.merchantLocationKey !== 'string' || !user.locations.has(o.body.merchantLocationKey))
    errors.push(ebayErrors.userError('No <Item.Country> exists or <Item.Country> is specified as an empty tag in the request.'));
  return errors;
}

function publish(state: EbaySandboxState, user: EbayUser, offerId: string): { status: number; listingId?: string; errors: EbayError[] } {
  const o = user.offers.get(offerId);
  if (!o) return { status: 404, errors: [ebayErrors.offerNotFound(offerId)] };
  const errors = publishErrors(state, user, o);
  if (errors.length) return { status: 400, errors };
  if (o.status === 'PUBLISHED' && o.listing?.listingStatus === 'ACTIVE') {
    // Publishing a live offer again revises the listing.
    const capped = reviseListings(state, user, [o]);
    if (capped) return { status: 400, errors: [capped] };
    return { status: 200, listingId: o.listing.listingId, errors: [] };
  }
  o.status = 'PUBLISHED';
  o.listing = { listingId: String(110_550_000_000 + state.seq('listing')), listingStatus: 'ACTIVE', soldQuantity: 0 };
  return { status: 200, listingId: o.listing.listingId, errors: [] };
}

export function offerRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  r.use(BASE, requireToken(state, SCOPES.inventory));

  r.post(`${BASE}/offer`, readsAs(BODY_TYPES.offer), (req, res) => {
    if (!contentLanguage(req, res)) return;
    const out = createOffer(state, userOf(res), isObj(req.body) ? req.body : {});
    if (out.errors.length) return sendErrors(res, out.status, out.errors);
    res.status(201).json({ offerId: out.offerId });
  });

  r.post(`${BASE}/bulk_create_offer`, readsAs(BODY_TYPES.bulkOffers), (req, res) => {
    if (!contentLanguage(req, res)) return;
    const requests = bulkRequests(req, res);
    if (!requests) return;
    const user = userOf(res);
    const responses = requests.map((body) => {
      const out = createOffer(state, user, body);
      return {
        statusCode: out.status === 201 ? 200 : out.status,
        sku: String(body.sku ?? ''),
        marketplaceId: String(body.marketplaceId ?? ''),
        format: String(body.format ?? ''),
        ...(out.offerId ? { offerId: out.offerId } : {}),
        ...(out.errors.length ? { errors: out.errors } : {}),
      };
    });
    res.status(responses.every((x) => x.statusCode < 300) ? 200 : 207).json({ responses });
  });

  r.get(`${BASE}/offer`, (req, res) => {
    const user = userOf(res);
    const sku = typeof req.query.sku === 'string' ? req.query.sku : '';
    if (!sku) return sendErrors(res, 400, [ebayErrors.invalidValue('sku')]);
    if (!user.inventory.has(sku)) return sendErrors(res, 404, [ebayErrors.skuNotFound(sku)]);
    const marketplace = typeof req.query.marketplace_id === 'string' ? req.query.marketplace_id : undefined;
    const all = offersOfSku(user, sku).filter((o) => !marketplace || o.body.marketplaceId === marketplace);
    const limit = Math.min(Math.max(Number(req.query.limit ?? 100) || 100, 1), 100);
    const offset = Math.max(Number(req.query.offset ?? 0) || 0, 0);
    const page = all.slice(offset, offset + limit);
    res.json({
      href: `${state.baseUrl}${BASE}/offer?sku=${encodeURIComponent(sku)}&limit=${limit}&offset=${offset}`,
      limit,
      size: page.length,
      total: all.length,
      offers: page.map(offerView),
    });
  });

  r.get(`${BASE}/offer/:offerId`, (req, res) => {
    const o = userOf(res).offers.get(req.params.offerId);
    if (!o) return sendErrors(res, 404, [ebayErrors.offerNotFound(req.params.offerId)]);
    res.json(offerView(o));
  });

  r.put(`${BASE}/offer/:offerId`, readsAs<{ offerId: string }>(BODY_TYPES.offer), (req, res) => {
    if (!contentLanguage(req, res)) return;
    const user = userOf(res);
    const o = user.offers.get(req.params.offerId);
    if (!o) return sendErrors(res, 404, [ebayErrors.offerNotFound(req.params.offerId)]);
    const body = isObj(req.body) ? req.body : {};
    const errors = validateOfferFields(body, false);
    if (errors.length) return sendErrors(res, 400, errors);
    const capped = reviseListings(state, user, [o]);
    if (capped) return sendErrors(res, 400, [capped]);
    // updateOffer is a full replacement; the keys (sku, marketplace, format) never change.
    o.body = { ...body, sku: o.body.sku, marketplaceId: o.body.marketplaceId, format: o.body.format };
    res.status(200).json({ offerId: o.offerId });
  });

  r.delete(`${BASE}/offer/:offerId`, (req, res) => {
    if (!userOf(res).offers.delete(req.params.offerId)) return sendErrors(res, 404, [ebayErrors.offerNotFound(req.params.offerId)]);
    res.status(204).end();
  });

  r.post(`${BASE}/offer/:offerId/publish`, (req, res) => {
    const out = publish(state, userOf(res), req.params.offerId);
    if (out.errors.length) return sendErrors(res, out.status, out.errors);
    res.json({ listingId: out.listingId });
  });

  r.post(`${BASE}/bulk_publish_offer`, readsAs(BODY_TYPES.bulkPublish), (req, res) => {
    const requests = bulkRequests(req, res);
    if (!requests) return;
    const user = userOf(res);
    const responses = requests.map((x) => {
      const offerId = String(x.offerId ?? '');
      const out = publish(state, user, offerId);
      return { statusCode: out.status, offerId, ...(out.listingId ? { listingId: out.listingId } : {}), ...(out.errors.length ? { errors: out.errors } : {}) };
    });
    res.status(responses.every((x) => x.statusCode < 300) ? 200 : 207).json({ responses });
  });

  r.post(`${BASE}/offer/:offerId/withdraw`, (req, res) => {
    const o = userOf(res).offers.get(req.params.offerId);
    if (!o) return sendErrors(res, 404, [ebayErrors.offerNotFound(req.params.offerId)]);
    if (o.status !== 'PUBLISHED' || !o.listing) return sendErrors(res, 400, [ebayErrors.userError('The offer is not published.')]);
    // The offer survives as UNPUBLISHED and can be published again (a new listing).
    o.status = 'UNPUBLISHED';
    o.listing = { ...o.listing, listingStatus: 'ENDED' };
    res.json({ listingId: o.listing.listingId });
  });

  r.post(`${BASE}/bulk_update_price_quantity`, readsAs(BODY_TYPES.bulkPriceQuantity), (req, res) => {
    const requests = bulkRequests(req, res);
    if (!requests) return;
    const user = userOf(res);
    const responses: Json[] = [];
    for (const entry of requests) {
      const sku = typeof entry.sku === 'string' ? entry.sku : '';
      const offers = Array.isArray(entry.offers) ? (entry.offers.filter(isObj) as Json[]) : [];
      const ship = isObj(entry.shipToLocationAvailability) ? entry.shipToLocationAvailability : undefined;
      const fail = (errors: EbayError[], statusCode = 400) => {
        if (offers.length === 0) responses.push({ statusCode, sku, errors });
        for (const x of offers) responses.push({ statusCode, sku, offerId: String(x.offerId ?? ''), errors });
      };
      const item = user.inventory.get(sku);
      if (!item) {
        fail([ebayErrors.skuNotFound(sku)], 404);
        continue;
      }
      const ids = offers.map((x) => String(x.offerId ?? ''));
      const records = ids.map((id) => user.offers.get(id));
      const wrong = ids.find((_id, i) => !records[i] || records[i]!.body.sku !== sku);
      if (wrong !== undefined) {
        fail([ebayErrors.userError(`Offer ${wrong} does not belong to SKU ${sku}.`, [{ name: 'offerId', value: wrong }])]);
        continue;
      }
      if (new Set(ids).size !== ids.length) {
        fail([ebayErrors.userError('The same offerId appears more than once.')]);
        continue;
      }
      const quantity = ship?.quantity;
      const bad = [
        ...(quantity !== undefined && (!Number.isInteger(quantity) || (quantity as number) < 0)
          ? [ebayErrors.invalidValue('shipToLocationAvailability.quantity')]
          : []),
        ...offers.flatMap((x) => validateOfferFields({ availableQuantity: x.availableQuantity, pricingSummary: { price: x.price } }, false)),
        // The range a listing's price and quantity may have (ranges.ts); quantity 0 is allowed here (out of stock).
        ...offers.flatMap((x, i) => (x.price !== undefined ? priceErrors(x.price, String(records[i]!.body.marketplaceId)) : [])),
        ...offers.flatMap((x) => (Number(x.availableQuantity) > QUANTITY_MAX ? quantityErrors(x.availableQuantity) : [])),
      ];
      if (bad.length) {
        fail(bad);
        continue;
      }
      const capped = reviseListings(state, user, offersOfSku(user, sku));
      if (capped) {
        fail([capped]);
        continue;
      }
      if (quantity !== undefined) {
        const availability = isObj(item.body.availability) ? item.body.availability : {};
        item.body.availability = { ...availability, shipToLocationAvailability: { quantity } };
      }
      for (const [i, x] of offers.entries()) {
        const o = records[i]!;
        if (x.availableQuantity !== undefined) o.body.availableQuantity = x.availableQuantity;
        if (isObj(x.price)) o.body.pricingSummary = { ...(isObj(o.body.pricingSummary) ? o.body.pricingSummary : {}), price: x.price };
        responses.push({ statusCode: 200, sku, offerId: o.offerId });
      }
      if (offers.length === 0) responses.push({ statusCode: 200, sku });
    }
    res.status(responses.every((x) => (x.statusCode as number) < 300) ? 200 : 207).json({ responses });
  });

  return r;
}
