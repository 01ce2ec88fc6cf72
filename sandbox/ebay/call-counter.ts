import type { RequestHandler } from 'express';
import type { EbaySandboxState } from './state.ts';

/** eBay's operationIds by method and path, so tests can say "2 bulkPublishOffer calls" rather than match URLs. */
const OPERATIONS: [string, RegExp, string][] = [
  ['POST', /^\/sell\/inventory\/v1\/bulk_create_or_replace_inventory_item$/, 'bulkCreateOrReplaceInventoryItem'],
  ['PUT', /^\/sell\/inventory\/v1\/inventory_item\/[^/]+$/, 'createOrReplaceInventoryItem'],
  ['GET', /^\/sell\/inventory\/v1\/inventory_item\/[^/]+$/, 'getInventoryItem'],
  ['DELETE', /^\/sell\/inventory\/v1\/inventory_item\/[^/]+$/, 'deleteInventoryItem'],
  ['GET', /^\/sell\/inventory\/v1\/inventory_item$/, 'getInventoryItems'],
  ['POST', /^\/sell\/inventory\/v1\/bulk_create_offer$/, 'bulkCreateOffer'],
  ['POST', /^\/sell\/inventory\/v1\/bulk_publish_offer$/, 'bulkPublishOffer'],
  ['POST', /^\/sell\/inventory\/v1\/bulk_update_price_quantity$/, 'bulkUpdatePriceQuantity'],
  ['POST', /^\/sell\/inventory\/v1\/bulk_migrate_listing$/, 'bulkMigrateListing'],
  ['POST', /^\/sell\/inventory\/v1\/offer$/, 'createOffer'],
  ['GET', /^\/sell\/inventory\/v1\/offer$/, 'getOffers'],
  ['GET', /^\/sell\/inventory\/v1\/offer\/[^/]+$/, 'getOffer'],
  ['PUT', /^\/sell\/inventory\/v1\/offer\/[^/]+$/, 'updateOffer'],
  ['DELETE', /^\/sell\/inventory\/v1\/offer\/[^/]+$/, 'deleteOffer'],
  ['POST', /^\/sell\/inventory\/v1\/offer\/[^/]+\/publish$/, 'publishOffer'],
  ['POST', /^\/sell\/inventory\/v1\/offer\/[^/]+\/withdraw$/, 'withdrawOffer'],
  ['POST', /^\/sell\/inventory\/v1\/location\/[^/]+$/, 'createInventoryLocation'],
  ['GET', /^\/sell\/inventory\/v1\/location$/, 'getInventoryLocations'],
  ['GET', /^\/sell\/account\/v1\/fulfillment_policy$/, 'getFulfillmentPolicies'],
  ['GET', /^\/sell\/account\/v1\/payment_policy$/, 'getPaymentPolicies'],
  ['GET', /^\/sell\/account\/v1\/return_policy$/, 'getReturnPolicies'],
  ['GET', /^\/sell\/account\/v1\/program\/get_opted_in_programs$/, 'getOptedInPrograms'],
  ['GET', /^\/sell\/account\/v1\/rate_table$/, 'getRateTables'],
  ['GET', /^\/sell\/account\/v1\/kyc$/, 'getKYC'],
  ['GET', /^\/sell\/inventory\/v1\/inventory_item_group\/[^/]+$/, 'getInventoryItemGroup'],
  ['PUT', /^\/sell\/inventory\/v1\/inventory_item_group\/[^/]+$/, 'createOrReplaceInventoryItemGroup'],
  ['DELETE', /^\/sell\/inventory\/v1\/inventory_item_group\/[^/]+$/, 'deleteInventoryItemGroup'],
  ['POST', /^\/sell\/inventory\/v1\/offer\/publish_by_inventory_item_group$/, 'publishOfferByInventoryItemGroup'],
  ['POST', /^\/sell\/inventory\/v1\/offer\/withdraw_by_inventory_item_group$/, 'withdrawOfferByInventoryItemGroup'],
  ['POST', /^\/sell\/account\/v1\/program\/opt_in$/, 'optInToProgram'],
  ['POST', /^\/sell\/account\/v1\/program\/opt_out$/, 'optOutOfProgram'],
  ['GET', /^\/sell\/fulfillment\/v1\/order$/, 'getOrders'],
  ['GET', /^\/sell\/fulfillment\/v1\/order\/[^/]+$/, 'getOrder'],
  ['POST', /^\/sell\/fulfillment\/v1\/order\/[^/]+\/shipping_fulfillment$/, 'createShippingFulfillment'],
  ['GET', /^\/commerce\/taxonomy\/v1\/category_tree\/[^/]+\/get_category_suggestions$/, 'getCategorySuggestions'],
  ['GET', /^\/commerce\/taxonomy\/v1\/get_default_category_tree_id$/, 'getDefaultCategoryTreeId'],
  ['GET', /^\/commerce\/taxonomy\/v1\/category_tree\/[^/]+$/, 'getCategoryTree'],
  ['GET', /^\/commerce\/taxonomy\/v1\/category_tree\/[^/]+\/get_category_subtree$/, 'getCategorySubtree'],
  ['GET', /^\/commerce\/taxonomy\/v1\/category_tree\/[^/]+\/get_item_aspects_for_category$/, 'getItemAspectsForCategory'],
  ['GET', /^\/sell\/metadata\/v1\/marketplace\/[^/]+\/get_item_condition_policies$/, 'getItemConditionPolicies'],
  ['GET', /^\/commerce\/notification\/v1\/public_key\/[^/]+$/, 'getPublicKey'],
  ['GET', /^\/commerce\/notification\/v1\/config$/, 'getConfig'],
  ['PUT', /^\/commerce\/notification\/v1\/config$/, 'updateConfig'],
  ['GET', /^\/commerce\/notification\/v1\/destination$/, 'getDestinations'],
  ['POST', /^\/commerce\/notification\/v1\/destination$/, 'createDestination'],
  ['GET', /^\/commerce\/notification\/v1\/destination\/[^/]+$/, 'getDestination'],
  ['GET', /^\/commerce\/notification\/v1\/subscription$/, 'getSubscriptions'],
  ['POST', /^\/commerce\/notification\/v1\/subscription$/, 'createSubscription'],
  ['GET', /^\/commerce\/notification\/v1\/subscription\/[^/]+$/, 'getSubscription'],
  ['DELETE', /^\/commerce\/notification\/v1\/subscription\/[^/]+$/, 'deleteSubscription'],
];

export function operationOf(method: string, path: string): string {
  const p = path.replace(/\/$/, '');
  return OPERATIONS.find(([m, re]) => m === method && re.test(p))?.[2] ?? `${method} ${p}`;
}

/** Calls received per operation, overall and per seller (username), since start or the last reset. */
export interface CallCounts {
  total: Record<string, number>;
  byUser: Map<string, Record<string, number>>;
}

const counts = new WeakMap<EbaySandboxState, CallCounts>();

export function callCounts(state: EbaySandboxState): CallCounts {
  let c = counts.get(state);
  if (!c) counts.set(state, (c = { total: {}, byUser: new Map() }));
  return c;
}

export function resetCallCounts(state: EbaySandboxState): void {
  counts.delete(state);
}

/**
 * Counts every API call as it arrives, throttled (429) and refused (401) ones included: they are
 * calls the client made. The seller is found from the bearer token, when it is a live user token.
 */
export function countCalls(state: EbaySandboxState): RequestHandler {
  return (req, _res, next) => {
    // Mounted under /sell and /commerce: baseUrl holds that prefix.
    const op = operationOf(req.method, req.baseUrl + req.path);
    const c = callCounts(state);
    c.total[op] = (c.total[op] ?? 0) + 1;
    const token = /^Bearer\s+(.+)$/i.exec(req.header('authorization')?.trim() ?? '')?.[1];
    const userId = token ? state.accessTokens.get(token)?.userId : undefined;
    const username = userId ? state.users.get(userId)?.username : undefined;
    if (username) {
      const mine = c.byUser.get(username) ?? {};
      mine[op] = (mine[op] ?? 0) + 1;
      c.byUser.set(username, mine);
    }
    next();
  };
}
