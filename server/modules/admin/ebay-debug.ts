// The admin eBay debug page (spec 002 §2.16, §7 `ebay/*`): each button is one real eBay call made
// through the eBay client with the seller's own connection (connections' sessionFor), answered as
// eBay sent it — JSON from the REST APIs, XML from the Trading API — for the 'Response' box. Every
// call is audited before it is made (admin_audit_log, action 'ebay_debug'), and the entry says
// whether eBay answered ('done') or refused ('failed', with eBay's message).
import { EbayApiError, ensureSuccess, type EbayClient } from '../../integrations/ebay/index.ts';
import { sessionFor, type EbaySession } from '../connections/sessions.ts';
import { clearCachedAccessToken } from '../connections/token-cache.ts';
import { getItemByAsin } from '../inventory/inventory.service.ts';
import { ListingNotFoundError, ListingValidationError } from '../listing-actions/listings.errors.ts';
import { getListingByExternalId } from '../listings/listings.service.ts';
import { audited, requireTarget, type AdminDeps } from './admin.service.ts';

/** The page's calls: GraphQL enum value → the REST path of spec 002 §7 (under /user/{userId}/). */
export const EBAY_DEBUG_CALLS = {
  USER_INFO: 'ebay/fetch-user-info',
  TRANSACTIONS: 'ebay/get-transactions',
  RATE_TABLE: 'ebay/get-rate-table',
  KYC: 'ebay/get-kyc',
  ACCOUNT_XML: 'ebay/get-account-xml',
  ORDERS: 'ebay/getOrders',
  SELLER_PROFILES: 'ebay/get-seller-profiles',
  OPT_IN_SELLING_POLICY_MANAGEMENT: 'ebay/opt-in-to-selling-policy-management',
  DB_ITEM_BY_ASIN: 'fba-items/getByAsin/{asin}',
  INVENTORY_ITEMS: 'ebay/getInventoryItems',
  INVENTORY_ITEM: 'ebay/getInventoryItem/{sku}',
  OFFERS: 'ebay/getOffers/{sku}',
  ITEM: 'ebay/getItem/{itemId}',
  ITEM_GROUP: 'ebay/getItemsByItemGroup/{itemId}',
  ITEM_XML: 'ebay/getItemXml/{itemId}',
  REVISE_QUANTITY: 'ebay/reviseQuantity/{itemId}',
  REVISE_QUANTITY_XML: 'ebay/reviseQuantityXml/{itemId}',
  OFFER: 'ebay/getOffer/{offerId}',
} as const;
export type EbayDebugCall = keyof typeof EBAY_DEBUG_CALLS;

export interface EbayDebugInput {
  asin?: string | null;
  sku?: string | null;
  itemId?: string | null;
  offerId?: string | null;
  /** Whole numbers (wholeNumber): anything else counts as 0. */
  limit?: unknown;
  offset?: unknown;
  quantity?: unknown;
}

/** eBay's answer: a JSON value, or the XML text of a Trading answer. */
export type EbayDebugAnswer = { format: 'json'; body: unknown } | { format: 'xml'; body: string };

/** Spec 002 §2.16: Limit, Offset and Quantity are whole numbers, 0 when not a number. */
export function wholeNumber(v: unknown): number {
  const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? ''), 10);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

function required(v: string | null | undefined, name: string): string {
  const s = v?.trim();
  if (!s) throw new ListingValidationError(`${name} is required`);
  return s;
}

const json = (body: unknown): EbayDebugAnswer => ({ format: 'json', body });
const xml = (body: string): EbayDebugAnswer => ({ format: 'xml', body });

/** The seller's listing with this eBay item id (their own only; ListingNotFoundError otherwise). */
async function listingOf(deps: AdminDeps, userId: string, itemId: string) {
  const listing = await getListingByExternalId(deps, userId, 'EBAY', itemId);
  if (!listing?.offerId || !listing.sku) throw new ListingNotFoundError();
  return listing as typeof listing & { offerId: string; sku: string };
}

async function policies(s: EbaySession) {
  const marketplaceId = s.marketplaceId ?? 'EBAY_US';
  const [fulfillmentPolicies, paymentPolicies, returnPolicies] = await Promise.all([
    s.api.account.getFulfillmentPolicies(marketplaceId),
    s.api.account.getPaymentPolicies(marketplaceId),
    s.api.account.getReturnPolicies(marketplaceId),
  ]);
  return { marketplaceId, fulfillmentPolicies, paymentPolicies, returnPolicies };
}

/** One debug call for the seller, unaudited (the REST and GraphQL entry points audit). */
export async function ebayDebugCall(deps: AdminDeps, userId: string, call: EbayDebugCall, input: EbayDebugInput = {}): Promise<EbayDebugAnswer> {
  if (call === 'DB_ITEM_BY_ASIN') return json(await getItemByAsin(deps, userId, required(input.asin, 'ASIN')));
  const s = await sessionFor(deps, userId, 'ebay');
  const api: EbayClient = s.api;
  const site = { siteId: s.siteId ?? 0 };
  switch (call) {
    case 'USER_INFO':
      return json(ensureSuccess(await api.trading.getUser(site)).body);
    case 'TRANSACTIONS':
      return json(ensureSuccess(await api.trading.getSellerTransactions(30, site)).body);
    case 'RATE_TABLE':
      return json(await api.account.getRateTables());
    case 'KYC':
      return json(await api.account.getKyc());
    case 'ACCOUNT_XML':
      return xml((await api.trading.getAccount(site)).xml);
    case 'ORDERS':
      return json(await api.fulfillment.getOrders({ limit: 50, offset: 0 }));
    case 'SELLER_PROFILES':
      return json(await policies(s));
    case 'OPT_IN_SELLING_POLICY_MANAGEMENT':
      await api.account.optInToProgram('SELLING_POLICY_MANAGEMENT');
      return json({ success: true, optedInPrograms: await api.account.getOptedInPrograms() });
    case 'INVENTORY_ITEMS':
      return json(await api.inventory.getItems({ limit: wholeNumber(input.limit), offset: wholeNumber(input.offset) }));
    case 'INVENTORY_ITEM':
      return json(await api.inventory.getItem(required(input.sku, 'SKU')));
    case 'OFFERS':
      return json({ offers: await api.offers.listForSku(required(input.sku, 'SKU'), s.marketplaceId ?? undefined) });
    case 'ITEM': {
      const listing = await listingOf(deps, userId, required(input.itemId, 'Item ID'));
      const [offer, inventoryItem] = await Promise.all([api.offers.get(listing.offerId), api.inventory.getItem(listing.sku)]);
      return json({ itemId: listing.externalId, sku: listing.sku, offer, inventoryItem });
    }
    case 'ITEM_GROUP':
      return json(await api.inventory.getItemGroup(required(input.itemId, 'Item ID')));
    case 'ITEM_XML':
      return xml((await api.trading.getItem(required(input.itemId, 'Item ID'), site)).xml);
    case 'REVISE_QUANTITY': {
      const quantity = wholeNumber(input.quantity);
      const listing = await listingOf(deps, userId, required(input.itemId, 'Item ID'));
      const outcomes = await api.inventory.bulkUpdatePriceQuantity([
        { sku: listing.sku, shipToLocationAvailability: { quantity }, offers: [{ offerId: listing.offerId, availableQuantity: quantity }] },
      ]);
      return json({ itemId: listing.externalId, sku: listing.sku, quantity, outcomes });
    }
    case 'REVISE_QUANTITY_XML': {
      const quantity = wholeNumber(input.quantity);
      return xml((await api.trading.reviseInventoryStatus([{ itemId: required(input.itemId, 'Item ID'), quantity }], site)).xml);
    }
    case 'OFFER':
      return json(await api.offers.get(required(input.offerId, 'Offer ID')));
  }
}

/** An admin's debug call on a seller: the target must exist ('Invalid user id'); audited before it runs. */
export async function adminEbayDebug(deps: AdminDeps, adminId: string, userId: string, call: EbayDebugCall, input: EbayDebugInput = {}) {
  await requireTarget(deps, userId);
  const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return audited(
    deps,
    { adminId, targetUserId: userId, action: 'ebay_debug', after: { call: EBAY_DEBUG_CALLS[call], input: given } },
    () => ebayDebugCall(deps, userId, call, input),
    undefined,
    // A refusal is recorded in eBay's words, as the page's Response box shows them.
    (err) => (err instanceof EbayApiError ? err.message : null),
  );
}

/**
 * /ebay-auth/service/{serviceName}/user/{userId}/clear-cache: forgets the seller's cached eBay access
 * token, so the next call gets a fresh one with the refresh token. Audited before it runs.
 */
export async function clearEbayAuthCache(deps: AdminDeps, adminId: string, userId: string, serviceName: string): Promise<{ cleared: boolean }> {
  await requireTarget(deps, userId);
  const cleared = await audited(
    deps,
    { adminId, targetUserId: userId, action: 'clear_ebay_auth_cache', after: { service: serviceName } },
    () => clearCachedAccessToken(deps, userId, 'EBAY'),
    (cleared) => ({ after: { service: serviceName, cleared } }),
  );
  return { cleared };
}
