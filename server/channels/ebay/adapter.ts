// The eBay adapter of the listing engine: items to bulk inventory-item / offer / publish calls
// (25 per call), revisions, withdrawals, price and quantity updates, and eBay's truth for stuck
// rows. Everything eBay-shaped stays here and in payload.ts; the engine only sees outcomes.
import {
  createEbayAppClient,
  EbayApiError,
  type EbayAppClient,
  type EbayConfig,
  type EbayErrorDetail,
  type EbayItemOutcome,
  type EbayInventoryItemWithSku,
} from '../../integrations/ebay/index.ts';
import type { EbaySession } from '../../modules/connections/sessions.ts';
import { findEbaySite } from '../../../shared/channels/marketplaces.ts';
import { channelQuantity, type ChannelQuantityLimits } from '../../../shared/inventory/quantity.ts';
import { ebayListingPrice, type SellerPricing } from '../../pricing/listing-price.ts';
import { USER_SETTINGS_DEFAULTS } from '../../modules/accounts/user-settings.ts';
import { ChannelSetupError } from '../errors.ts';
import type { ChannelAdapter, PushRow, RowOutcome } from '../types.ts';
import type { VariationFamily } from '../../modules/inventory/families.service.ts';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { groupKeyOf, groupPayload, groupProblem, variationAspects } from './groups.ts';
import { groupFamilies as groupedFamilies, splitByFamily, type FamiliesOf } from '../family-groups.ts';
import { categoryTitleKey, mapLimited } from './categories.ts';
import {
  ebayAmount,
  inventoryItemPayload,
  itemSpecifics,
  listingCondition,
  listingTitle,
  offerPayload,
  sellerSpecifics,
  type OfferContext,
} from './payload.ts';
import { preflight, type AspectRule } from './preflight.ts';
import { photoProblem, withoutActiveContent } from './content-check.ts';
import {
  descriptionData,
  descriptionRenderer,
  type DescriptionRenderer,
  TEMPLATE_ERROR_MESSAGE,
  TemplateCompileError,
  type TemplateSettings,
  templateSettingsOf,
} from './template/index.ts';

/** Category suggestions asked at once (a batch of new titles must not burst eBay's rate limit). */
const SUGGESTION_CONCURRENCY = 4;
const DEFAULT_SITE_ID = 3; // eBay UK: the product's default site (spec 000 §3)
const LOCATION_KEY = 'listbridge-default';
/**
 * Where an item ships from: eBay needs a country with a postal code. FBA stock sits in Amazon's
 * fulfilment centres; we name one per country. A merchant-fulfilled item ships from the seller's
 * own address (settings ships_from_zip, override_country): EbayAdapterDeps.shipsFrom.
 */
const FULFILMENT_POSTCODES: Record<string, string> = { GB: 'LU5 4FE', US: '46241', DE: '36251', CA: 'L5T 1N9' };

/**
 * eBay's message for an item: its errors' messages (the long ones when given), each with the
 * `reason` eBay names in its parameters (a request eBay could not read says which field there:
 * "Could not serialize field [condition]").
 */
export const ebayMessage = (errors: EbayErrorDetail[], fallback = 'eBay refused the request') =>
  errors
    .map((e) => {
      const reasons = (e.parameters ?? []).filter((p) => p.name === 'reason' && p.value).map((p) => p.value);
      return [e.longMessage || e.message, ...reasons].join(' ');
    })
    .join(' ') || fallback;

const errorOf = (err: unknown) => (err instanceof EbayApiError ? ebayMessage(err.errors, err.message) : null);

/** Not a refusal of this item: a bug, an outage or throttling; the job fails and retries. */
function rethrowUnlessRefusal(err: unknown): string {
  const message = errorOf(err);
  const status = (err as EbayApiError).status;
  if (message === null || status >= 500 || status === 401 || status === 429) throw err;
  return message;
}

/** eBay's not-found for an offer or a SKU: HTTP 404, or its not-found errors (25702 SKU, 25710 resource, 25713 offer). */
const NOT_FOUND_ERRORS = new Set([25702, 25710, 25713]);
export const isEbayNotFound = (err: unknown) =>
  err instanceof EbayApiError && (err.status === 404 || err.errors.some((e) => e.errorId !== undefined && NOT_FOUND_ERRORS.has(e.errorId)));

/** A lookup's answer where only eBay's not-found means "none": any other error (outage, throttling, refusal) is raised. */
const unlessNotFound =
  <T>(none: T) =>
  (err: unknown): T => {
    if (isEbayNotFound(err)) return none;
    throw err;
  };

/** Raised before any call when the seller cannot list at all (no policies, not opted in). */
export class EbaySetupError extends ChannelSetupError {}

/** What the adapter keeps between runs (the listings module stores it: channel-memory.service.ts). */
export interface EbayAdapterMemory {
  /** Stored category suggestions per title key (only fresh ones). */
  readSuggestions(marketplaceId: string, keys: string[]): Promise<Map<string, string>>;
  saveSuggestions(marketplaceId: string, found: { key: string; categoryId: string }[]): Promise<void>;
  /** The setup a recent run found (policies, location), if still fresh; saved after a lookup, cleared when eBay refuses it. */
  readSetup(): Promise<StoredSetup | null>;
  saveSetup(setup: StoredSetup): Promise<void>;
  clearSetup(): Promise<void>;
}

/** The setup as stored: for the eBay account it was read from (a reconnect to another account reads again). */
export interface StoredSetup {
  account: string | null;
  context: OfferContext;
}

/**
 * A publish error that says the stored setup is gone: a business policy (25007 fulfilment, 25008
 * payment, 25009 return) or the inventory location (eBay's 25002 "No <Item.Country> exists", what
 * an offer whose location was deleted gets).
 */
export const setupGone = (errors: EbayErrorDetail[]) =>
  errors.some((e) => [25007, 25008, 25009].includes(e.errorId) || (e.errorId === 25002 && /Item\.Country/.test(`${e.message} ${e.longMessage ?? ''}`)));

export interface EbayAdapterDeps {
  session: EbaySession;
  /**
   * Where the seller's merchant-fulfilled (MFN) items ship from: settings ships_from_zip and
   * override_country (null: the site's country). Absent: they share the FBA location.
   */
  shipsFrom?: { postalCode: string; country: string | null } | null;
  config: EbayConfig;
  seller: SellerPricing;
  memory: EbayAdapterMemory;
  /** The seller's eBay quantity buffer and cap (inventory/quantity.ts `channelQuantityLimits`). */
  quantityRules: ChannelQuantityLimits;
  /** The seller's description template settings; none: the defaults (the basic style with the footer). */
  template?: TemplateSettings;
  /**
   * A category's item aspects (the catalog module's Taxonomy cache); null when eBay has none to
   * give (then eBay alone judges the specifics). Absent: no pre-flight check.
   */
  aspects?: (marketplaceId: string, categoryId: string) => Promise<AspectRule[] | null>;
  /**
   * h-defaults (issue 28): each row's specifics to check and send, by listing id: the item's own
   * over the seller's category defaults (and AI-filled required ones when the seller asked for it).
   * Absent, or a row not in the answer: the item's own.
   */
  fillSpecifics?: (
    marketplaceId: string,
    rows: { id: string; item: PushRow['item']; categoryId: string; rules: AspectRule[]; own: Record<string, string[]> }[],
  ) => Promise<Map<string, Record<string, string[]>>>;
  /** The seller's variation families by parent ASIN (issue 34): a family listed as GROUP becomes one multi-variation listing. Absent: every item alone. */
  families?: FamiliesOf;
}

export function ebayAdapter(deps: EbayAdapterDeps): ChannelAdapter & { setup(): Promise<OfferContext> } {
  const { api } = deps.session;
  const site = findEbaySite(deps.session.siteId ?? DEFAULT_SITE_ID) ?? findEbaySite(DEFAULT_SITE_ID)!;
  const marketplaceId = deps.session.marketplaceId ?? site.marketplaceEnum;
  let context: Promise<OfferContext> | null = null;
  let app: EbayAppClient | null = null;
  let treeId: Promise<string> | null = null;
  /** This run's answers: a suggestion per title key, accepted conditions per category. */
  const suggestions = new Map<string, Promise<string | null>>();
  const conditions = new Map<string, Promise<string[] | null>>();
  /** Each category's aspects, asked once per run (the catalog module caches them across runs). */
  const aspectRules = new Map<string, Promise<AspectRule[] | null>>();
  /** The seller's description template, compiled once per run (a broken custom template: its error). */
  let renderer: DescriptionRenderer | TemplateCompileError | null = null;
  function templateRenderer(): DescriptionRenderer | TemplateCompileError {
    if (!renderer) {
      try {
        renderer = descriptionRenderer(deps.template ?? templateSettingsOf(USER_SETTINGS_DEFAULTS));
      } catch (err) {
        if (!(err instanceof TemplateCompileError)) throw err;
        renderer = err;
      }
    }
    return renderer;
  }
  /**
   * Renders the rows' descriptions (by listing id) with the seller's template, before any call to
   * eBay. A row the template cannot describe (it does not compile, or fails for this item) fails
   * with 'Error compiling template' and is never sent to eBay.
   */
  function renderDescriptions(rows: PushRow[], fail: (r: PushRow, error: string) => unknown): Map<string, string> {
    const descriptions = new Map<string, string>();
    for (const r of rows) {
      try {
        const current = templateRenderer();
        if (current instanceof TemplateCompileError) throw current;
        // Content eBay forbids (a custom template's script, a frame …) is cleaned out, not sent.
        descriptions.set(r.listing.id, withoutActiveContent(current.render(descriptionData(r.item))));
      } catch (err) {
        if (!(err instanceof TemplateCompileError)) throw err;
        // Too slow for one item is too slow for all: the rest fail at once instead of a second each.
        if (/render limit exceeded/.test(err.reason)) renderer = err;
        fail(r, TEMPLATE_ERROR_MESSAGE);
      }
    }
    return descriptions;
  }

  /** Whether this run's setup came from memory (not yet confirmed by eBay in this run). */
  let setupRemembered = false;

  /** Policies and location: a recent run's (stored, a few minutes), else read from eBay and stored. */
  function setup(): Promise<OfferContext> {
    context ??= (async () => {
      const stored = await deps.memory.readSetup();
      const account = deps.session.username ?? null;
      if (stored && stored.account === account && stored.context.marketplaceId === marketplaceId) {
        setupRemembered = true;
        return stored.context;
      }
      setupRemembered = false;
      const found = await lookUpSetup();
      await deps.memory.saveSetup({ account, context: found });
      return found;
    })();
    context.catch(() => {
      context = null;
    });
    return context;
  }

  /** eBay refused the setup (a policy or the location is gone): forget it here and in memory. */
  async function forgetSetup(): Promise<void> {
    context = null;
    await deps.memory.clearSetup();
  }

  /** Policies (Account API) and the seller's inventory location (created once per seller). */
  function lookUpSetup(): Promise<OfferContext> {
    return (async () => {
      const programs = await api.account.getOptedInPrograms();
      if (!programs.includes('SELLING_POLICY_MANAGEMENT'))
        throw new EbaySetupError('Opt in to eBay business policies (Account settings on eBay) before listing: eBay needs them for every listing.');
      const [fulfillment, payment, ret] = await Promise.all([
        api.account.getFulfillmentPolicies(marketplaceId),
        api.account.getPaymentPolicies(marketplaceId),
        api.account.getReturnPolicies(marketplaceId),
      ]);
      const first = (list: Record<string, unknown>[], key: string) => (list[0]?.[key] as string | undefined) ?? undefined;
      const policies = {
        fulfillmentPolicyId: first(fulfillment, 'fulfillmentPolicyId'),
        paymentPolicyId: first(payment, 'paymentPolicyId'),
        returnPolicyId: first(ret, 'returnPolicyId'),
      };
      if (!policies.fulfillmentPolicyId || !policies.paymentPolicyId || !policies.returnPolicyId)
        throw new EbaySetupError(`Create a shipping, a payment and a returns business policy for ${site.siteName} on eBay before listing.`);
      const locations = await api.inventory.getLocations();
      if (!locations.some((l) => l.merchantLocationKey === LOCATION_KEY)) {
        await api.inventory
          .createLocation(LOCATION_KEY, {
            location: { address: { country: site.countryCode, postalCode: FULFILMENT_POSTCODES[site.countryCode] ?? FULFILMENT_POSTCODES.GB! } },
            name: 'ListBridge (Amazon fulfilment)',
            merchantLocationStatus: 'ENABLED',
            locationTypes: ['WAREHOUSE'],
          })
          .catch((err) => {
            // Created by a parallel run in the meantime: the same location.
            if (!(err instanceof EbayApiError && err.status === 409)) throw err;
          });
      }
      return { marketplaceId, currency: site.currency, merchantLocationKey: LOCATION_KEY, policies };
    })();
  }

  /**
   * The inventory location of merchant-fulfilled items: the seller's postcode (created once per
   * address; a changed postcode gets a location of its own, which the next list or revision uses).
   */
  let shipsFromKey: Promise<string> | null = null;
  function merchantLocation(): Promise<string> | null {
    const from = deps.shipsFrom;
    if (!from) return null;
    shipsFromKey ??= (async () => {
      const country = (from.country ?? site.countryCode).toUpperCase();
      const key = `lb-from-${country}-${from.postalCode.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}`.slice(0, 36);
      const locations = await api.inventory.getLocations();
      if (!locations.some((l) => l.merchantLocationKey === key))
        await api.inventory
          .createLocation(key, {
            location: { address: { country, postalCode: from.postalCode } },
            name: `ListBridge (ships from ${from.postalCode})`,
            merchantLocationStatus: 'ENABLED',
            locationTypes: ['WAREHOUSE'],
          })
          .catch((err) => {
            // Created by a parallel run in the meantime: the same location.
            if (!(err instanceof EbayApiError && err.status === 409)) throw err;
          });
      return key;
    })();
    shipsFromKey.catch(() => {
      shipsFromKey = null;
    });
    return shipsFromKey;
  }

  /** The seller's own location when some of these rows are merchant-fulfilled (and one is set). */
  const shipsFromFor = async (rows: PushRow[]) => (rows.some((r) => r.item.itemType === 'MFN') ? await merchantLocation() : null);
  /** A row's offer context: a merchant-fulfilled item ships from the seller's location. */
  const locate = (r: PushRow, ctx: OfferContext, shipsFrom: string | null): OfferContext =>
    shipsFrom && r.item.itemType === 'MFN' ? { ...ctx, merchantLocationKey: shipsFrom } : ctx;

  const appClient = () => (app ??= createEbayAppClient(deps.config));

  /**
   * The category for each title key not known yet in this run: the stored one, else eBay's first
   * suggestion (a few calls at a time), which is then stored for the next runs.
   */
  async function suggest(titles: Map<string, string>): Promise<void> {
    const unknown = [...titles].filter(([key]) => !suggestions.has(key));
    if (unknown.length === 0) return;
    const stored = await deps.memory.readSuggestions(
      marketplaceId,
      unknown.map(([key]) => key),
    );
    for (const [key, categoryId] of stored) if (!suggestions.has(key)) suggestions.set(key, Promise.resolve(categoryId));
    const missing = unknown.filter(([key]) => !suggestions.has(key));
    if (missing.length === 0) return;
    const asked = mapLimited(missing, SUGGESTION_CONCURRENCY, async ([key, title]) => {
      treeId ??= appClient()
        .taxonomy.getDefaultCategoryTreeId(marketplaceId)
        .then((t) => t.categoryTreeId);
      const list = await appClient()
        .taxonomy.getCategorySuggestions(await treeId, title)
        .catch((err) => (err instanceof EbayApiError && err.status < 500 ? [] : Promise.reject(err)));
      return [key, list[0]?.category.categoryId ?? null] as const;
    });
    remember(
      suggestions,
      missing.map(([key]) => key),
      asked.then((found) => new Map(found)),
    );
    const found = await asked;
    await deps.memory.saveSuggestions(
      marketplaceId,
      found.filter((f): f is readonly [string, string] => f[1] !== null).map(([key, categoryId]) => ({ key, categoryId })),
    );
  }

  /**
   * Keeps one pending answer per key in a run's cache (parallel batches share the call). A failed
   * call is forgotten, so the next batch asks again; a key missing from the answer means none.
   */
  function remember<V>(cache: Map<string, Promise<V | null>>, keys: string[], answer: Promise<Map<string, V | null>>) {
    for (const key of keys) {
      const one = answer.then((m) => m.get(key) ?? null);
      one.catch(() => cache.get(key) === one && cache.delete(key));
      cache.set(key, one);
    }
  }

  /** Each row's category: the item's chosen one first, else eBay's first suggestion for its title (per title key). */
  async function categoriesOf(rows: PushRow[]): Promise<Map<string, string | null>> {
    const chosen = (row: PushRow) => (row.item.userEditedDetails as { ebay_category_id?: unknown }).ebay_category_id;
    const titles = new Map<string, string>();
    for (const r of rows) if (!chosen(r)) titles.set(categoryTitleKey(listingTitle(r.item)), listingTitle(r.item));
    await suggest(titles);
    return new Map(
      await Promise.all(
        rows.map(async (r) => [r.listing.id, chosen(r) ? String(chosen(r)) : await suggestions.get(categoryTitleKey(listingTitle(r.item)))!] as const),
      ),
    );
  }

  /** Conditions each category accepts (Sell Metadata): one call for the categories this run has not asked about. */
  async function conditionsOf(categoryIds: string[]): Promise<Map<string, string[]>> {
    const missing = [...new Set(categoryIds)].filter((id) => !conditions.has(id));
    if (missing.length > 0) {
      const asked = appClient()
        .metadata.getItemConditionPolicies(marketplaceId, missing)
        .catch((err) => (err instanceof EbayApiError && err.status < 500 ? [] : Promise.reject(err)))
        .then((policies) => new Map(policies.map((p) => [p.categoryId, (p.itemConditions ?? []).map((c) => c.conditionId)])));
      remember(conditions, missing, asked);
    }
    const out = new Map<string, string[]>();
    for (const id of new Set(categoryIds)) {
      const allowed = await conditions.get(id);
      if (allowed) out.set(id, allowed);
    }
    return out;
  }

  const skuOf = (r: PushRow) => r.listing.sku ?? r.item.sellerSku;
  const priceOf = (r: PushRow) => ebayListingPrice(r.item, deps.seller);
  /** The seller's enable_best_offer: Best Offer for items without their own allow_best_offer. */
  const bestOfferDefault = deps.seller.enableBestOffer === true;
  // The one quantity rule, as continuous sync pushes it and the screens show it.
  const quantityOf = (r: PushRow) => channelQuantity(r.item, deps.quantityRules);

  function rulesOf(categoryId: string): Promise<AspectRule[] | null> {
    let rules = aspectRules.get(categoryId);
    if (!rules) {
      rules = deps.aspects ? deps.aspects(marketplaceId, categoryId) : Promise.resolve(null);
      rules.catch(() => aspectRules.get(categoryId) === rules && aspectRules.delete(categoryId));
      aspectRules.set(categoryId, rules);
    }
    return rules;
  }

  /**
   * Inventory items for rows (category-aware conditions, the seller's condition and specifics).
   * The pre-flight check: a row whose specifics its category would refuse gets `problem` (the
   * listing's error) and is not sent to eBay.
   */
  async function describe(rows: PushRow[], descriptions: Map<string, string>) {
    const categories = await categoriesOf(rows);
    const ids = [...new Set([...categories.values()].filter((c): c is string => !!c))];
    const [allowed, rules] = await Promise.all([
      conditionsOf(ids),
      Promise.all(ids.map(async (id) => [id, await rulesOf(id)] as const)).then((l) => new Map(l)),
    ]);
    // h-defaults (issue 28): the specifics with the seller's category defaults (and AI) under the item's own.
    const checkable = rows.flatMap((r) => {
      const categoryId = categories.get(r.listing.id);
      const categoryRules = categoryId ? rules.get(categoryId) : null;
      return categoryId && categoryRules
        ? [{ id: r.listing.id, item: r.item, categoryId, rules: categoryRules, own: itemSpecifics(r.item, categoryRules) }]
        : [];
    });
    const filled = deps.fillSpecifics && checkable.length ? await deps.fillSpecifics(marketplaceId, checkable) : null;
    return rows.map((r) => {
      const categoryId = categories.get(r.listing.id) ?? null;
      const { condition } = listingCondition(r.item, categoryId ? (allowed.get(categoryId) ?? null) : null);
      const description = descriptions.get(r.listing.id)!;
      const categoryRules = categoryId ? rules.get(categoryId) : null;
      const specifics = filled?.get(r.listing.id) ?? itemSpecifics(r.item, categoryRules ?? undefined);
      const checked = categoryRules ? preflight(specifics, categoryRules, sellerSpecifics(r.item)) : null;
      return {
        row: r,
        categoryId,
        description,
        item: inventoryItemPayload(r.item, skuOf(r), { quantity: quantityOf(r), condition, locale: site.language, description, aspects: checked?.aspects }),
        problem: [checked?.message, photoProblem(r.item)].filter(Boolean).join('. ') || null,
      };
    });
  }

  /** Splits described rows: those held back by the pre-flight check fail with its message. */
  function passing<D extends { row: PushRow; problem: string | null }>(described: D[], fail: (r: PushRow, error: string) => void): D[] {
    return described.filter((d) => {
      if (d.problem) fail(d.row, d.problem);
      return !d.problem;
    });
  }

  /**
   * What a publish works out before its listing calls: descriptions, prices, categories and the
   * pre-flight check, with each row held back and why (`described` null: no description could be
   * rendered). Reads only: a batch prepared ahead and then not published leaves nothing behind but
   * the category suggestions and AI fills it stored, which the next run reuses (charged once).
   * Families are read by publish itself: a group names the siblings the batch before just offered.
   */
  async function preparePublish(rows: PushRow[]) {
    const held = new Map<string, string>();
    const fail = (r: PushRow, error: string) => held.set(r.listing.id, error);
    const descriptions = renderDescriptions(rows, fail);
    const renderable = rows.filter((r) => descriptions.has(r.listing.id));
    if (renderable.length === 0) return { held, described: null };
    await setup();
    const priced = renderable.filter((r) => {
      if (priceOf(r).ready) return true;
      fail(r, 'Awaiting pricing info before item can be listed');
      return false;
    });
    return { held, described: passing(await describe(priced, descriptions), fail) };
  }
  /** Batches prepared ahead (`prepare`), until their publish takes them. */
  const prepared = new WeakMap<PushRow[], ReturnType<typeof preparePublish>>();

  const byKey = <T>(outcomes: EbayItemOutcome<T>[]) => new Map(outcomes.map((o) => [o.key, o]));
  const offerIdInError = (o: EbayItemOutcome<unknown>) => o.errors.flatMap((e) => e.parameters ?? []).find((p) => p.name === 'offerId')?.value ?? null;

  const groupFamilies = (rows: PushRow[]) => groupedFamilies(rows, deps.families);

  /**
   * Publishes the families' children as inventory item groups (one multi-variation listing each,
   * with the siblings already on eBay) and returns the rows to publish alone: children of no
   * group, and those of a family with a single child to list. A family beyond eBay's limits is
   * held back with the reason.
   */
  async function publishGroups<D extends { row: PushRow; item: EbayInventoryItemWithSku }>(
    rows: D[],
    groups: Map<string, VariationFamily>,
    offerIds: Map<string, string>,
    out: Map<string, RowOutcome>,
    fail: (r: PushRow, error: string, extra?: Partial<RowOutcome>) => unknown,
  ): Promise<D[]> {
    const { alone, byFamily } = splitByFamily(rows, (d) => d.row, groups);
    for (const [parentAsin, batch] of byFamily) {
      const family = groups.get(parentAsin)!;
      const inBatch = new Map(batch.map((d) => [d.row.item.id, d]));
      // The group names every member each time: this batch's children and the siblings already offered on eBay.
      const skus = new Map<string, string>();
      const members = family.children.filter((c) => {
        if (c.variationExcluded) return false;
        const mine = inBatch.get(c.id);
        const onEbay = c.listings.find((l) => l.channel === 'EBAY' && l.offerId);
        const sku = mine ? skuOf(mine.row) : onEbay ? (onEbay.sku ?? c.sellerSku) : null;
        if (sku) skus.set(c.id, sku);
        return !!sku;
      });
      if (members.length < 2) {
        alone.push(...batch);
        continue;
      }
      const problem = groupProblem(family, members);
      if (problem) {
        for (const d of batch) fail(d.row, problem, { offerId: offerIds.get(d.row.listing.id) });
        continue;
      }
      try {
        await api.groups.createOrReplace(groupKeyOf(family), groupPayload(family, members, skus, batch[0]!.item));
        const listingId = await api.groups.publish(groupKeyOf(family), marketplaceId);
        for (const d of batch) out.set(d.row.listing.id, okOutcome(d.row, offerIds.get(d.row.listing.id)!, listingId));
      } catch (err) {
        const message = rethrowUnlessRefusal(err);
        for (const d of batch) fail(d.row, message, { offerId: offerIds.get(d.row.listing.id) });
      }
    }
    return alone;
  }

  /**
   * Some children of a live group leave it while siblings stay (delisted alone, or taken out of
   * the family on Amazon): the group is replaced without their SKUs, which takes their variations
   * off the listing and leaves the siblings' listing up (their offers then are no longer published,
   * so the withdrawal below has nothing more to end). With fewer than two staying, a group cannot
   * stand: each offer is withdrawn on its own.
   */
  async function leaveGroup(family: VariationFamily, onListing: InventoryItemRow[], leaving: PushRow[]) {
    const staying = onListing.filter((c) => !c.variationExcluded && !leaving.some((r) => r.item.id === c.id));
    if (staying.length < 2) return;
    const skus = new Map(staying.map((c) => [c.id, c.listings.find((l) => l.channel === 'EBAY')?.sku ?? c.sellerSku]));
    try {
      const first = await api.inventory.getItem(skus.get(staying[0]!.id)!);
      await api.groups.createOrReplace(groupKeyOf(family), groupPayload(family, staying, skus, first));
    } catch (err) {
      // Not eBay's group (or gone): each offer is withdrawn on its own.
      rethrowUnlessRefusal(err);
    }
  }

  const adapter: ChannelAdapter & { setup(): Promise<OfferContext> } = {
    batchSize: 25,
    // eBay: "a listing can be revised up to 250 times per calendar day" (price and quantity updates count).
    revisionsPerDay: 250,
    setup,

    prepare(rows) {
      if (prepared.has(rows)) return;
      const p = preparePublish(rows);
      p.catch(() => undefined); // publish(rows) awaits it and sees the error; unpublished, it is dropped
      prepared.set(rows, p);
    },

    async publish(rows, onIds) {
      const out = new Map<string, RowOutcome>();
      const fail = (r: PushRow, error: string, extra: Partial<RowOutcome> = {}) => out.set(r.listing.id, { id: r.listing.id, ok: false, error, ...extra });
      const ahead = prepared.get(rows);
      prepared.delete(rows);
      const { held, described } = await (ahead ?? preparePublish(rows));
      for (const [id, error] of held) out.set(id, { id, ok: false, error });
      if (!described) return rows.map((r) => out.get(r.listing.id)!);
      let ctx = await setup();
      // Children of a family listed as one listing carry their values of what it varies by.
      const groups = await groupFamilies(described.map((d) => d.row));
      for (const d of described) {
        const family = groups.get(d.row.item.vParentAsin ?? '');
        if (family && d.item.product) d.item.product.aspects = { ...d.item.product.aspects, ...variationAspects(d.row.item, family) };
      }
      // 1. Inventory items: create or replace is idempotent by SKU.
      const items = byKey(await api.inventory.bulkCreateOrReplaceItems(described.map((d) => d.item)));
      const ready = described.filter((d) => {
        const o = items.get(d.item.sku);
        if (o?.ok) return true;
        fail(d.row, o ? ebayMessage(o.errors) : 'eBay did not answer for this item');
        return false;
      });
      // 2. Offers: reuse the one we saved; else create, and an "already exists" answer names the
      //    offer a killed run created, which is then reused (SKU is the key).
      const offerIds = new Map<string, string>();
      const reused = new Set<string>();
      const fresh = ready.filter((d) => {
        if (d.row.listing.offerId) {
          offerIds.set(d.row.listing.id, d.row.listing.offerId);
          reused.add(d.row.listing.id);
        }
        return !d.row.listing.offerId;
      });
      const shipsFrom = await shipsFromFor(ready.map((d) => d.row));
      const offerInput = (d: (typeof ready)[number]) =>
        offerPayload(d.row.item, d.item.sku, locate(d.row, ctx, shipsFrom), {
          categoryId: d.categoryId,
          priceCents: priceOf(d.row).priceCents,
          quantity: quantityOf(d.row),
          bestOfferDefault,
          description: d.description,
        });
      if (fresh.length) {
        const created = byKey(await api.offers.bulkCreate(fresh.map(offerInput)));
        for (const d of fresh) {
          const o = created.get(d.item.sku);
          const existing = o && !o.ok ? (offerIdInError(o) ?? (await existingOffer(d.item.sku))) : null;
          const offerId = o?.ok ? (o.result?.offerId ?? null) : existing;
          if (existing) reused.add(d.row.listing.id);
          if (offerId) offerIds.set(d.row.listing.id, offerId);
          else fail(d.row, o ? ebayMessage(o.errors) : 'eBay did not create the offer');
        }
      }
      await onIds(ready.filter((d) => offerIds.has(d.row.listing.id)).map((d) => ({ id: d.row.listing.id, offerId: offerIds.get(d.row.listing.id)! })));
      // A reused offer may carry an older price or category: bring it up to date; one a killed run
      // already published is settled as it is.
      const toPublish: typeof ready = [];
      for (const d of ready) {
        const offerId = offerIds.get(d.row.listing.id);
        if (!offerId) continue;
        if (reused.has(d.row.listing.id)) {
          try {
            // Only eBay's not-found means there is no such offer; any other error is not "unpublished".
            const current = await api.offers.get(offerId).catch(unlessNotFound(null));
            if (current?.status === 'PUBLISHED' && current.listing?.listingId) {
              out.set(d.row.listing.id, okOutcome(d.row, offerId, current.listing.listingId));
              continue;
            }
            await api.offers.update(offerId, offerInput(d));
          } catch (err) {
            fail(d.row, rethrowUnlessRefusal(err), { offerId });
            continue;
          }
        }
        toPublish.push(d);
      }
      // 3. Publish. Offers refused because the stored setup is gone (the seller replaced a policy
      //    or the location meanwhile) get eBay's current setup and are published once more.
      const publish = async (batch: typeof ready) => {
        const published = byKey(await api.offers.bulkPublish(batch.map((d) => offerIds.get(d.row.listing.id)!)));
        const refusedSetup: typeof ready = [];
        for (const d of batch) {
          const offerId = offerIds.get(d.row.listing.id)!;
          const o = published.get(offerId);
          if (o?.ok && o.result?.listingId) out.set(d.row.listing.id, okOutcome(d.row, offerId, o.result.listingId));
          else {
            fail(d.row, o ? ebayMessage(o.errors) : 'eBay did not publish the offer', { offerId });
            if (o && setupGone(o.errors)) refusedSetup.push(d);
          }
        }
        return refusedSetup;
      };
      const alone = await publishGroups(toPublish, groups, offerIds, out, fail);
      if (alone.length) {
        const refusedSetup = await publish(alone);
        if (refusedSetup.length) {
          const remembered = setupRemembered;
          await forgetSetup();
          if (remembered) {
            ctx = await setup();
            const again: typeof ready = [];
            for (const d of refusedSetup) {
              const offerId = offerIds.get(d.row.listing.id)!;
              try {
                await api.offers.update(offerId, offerInput(d));
                again.push(d);
              } catch (err) {
                fail(d.row, rethrowUnlessRefusal(err), { offerId });
              }
            }
            if (again.length) await publish(again);
          }
        }
      }
      return rows.map((r) => out.get(r.listing.id) ?? { id: r.listing.id, ok: false, error: 'eBay did not answer for this item' });
    },

    async revise(rows, kind) {
      const out = new Map<string, RowOutcome>();
      const fail = (r: PushRow, error: string) => out.set(r.listing.id, { id: r.listing.id, ok: false, error });
      const withOffer = rows.filter((r) => {
        if (r.listing.offerId) return true;
        fail(r, 'This listing has no eBay offer to revise; list the item again.');
        return false;
      });
      const pushed = new Map<string, Partial<RowOutcome>>();
      const categories = new Map<string, string | null>();
      let live = withOffer;
      let descriptions = new Map<string, string>();
      if (kind !== 'PRICE_ONLY') {
        // UPC, images and everything else live on the inventory item: replacing it revises the listing.
        // (Price-only revisions leave the description alone, so a broken template does not stop them.)
        descriptions = renderDescriptions(live, fail);
        live = live.filter((r) => descriptions.has(r.listing.id));
        if (live.length === 0) return rows.map((r) => out.get(r.listing.id)!);
        const described = passing(await describe(live, descriptions), fail);
        for (const d of described) categories.set(d.row.listing.id, d.categoryId);
        const items = byKey(await api.inventory.bulkCreateOrReplaceItems(described.map((d) => d.item)));
        live = described
          .filter((d) => {
            const o = items.get(d.item.sku);
            if (!o?.ok) fail(d.row, o ? ebayMessage(o.errors) : 'eBay did not answer for this item');
            return o?.ok;
          })
          .map((d) => d.row);
        for (const r of live) pushed.set(r.listing.id, { pushedQuantity: quantityOf(r) });
      }
      if (kind === 'EVERYTHING') {
        // The offer holds the description, category, business policies, price and quantity: eBay
        // has no bulk update of offers, so one updateOffer per listing (it revises the live listing).
        const ctx = await setup();
        const shipsFrom = await shipsFromFor(live);
        const updated: PushRow[] = [];
        for (const r of live) {
          // updateOffer replaces the whole offer: without a category of our own, keep the offer's.
          const categoryId = categories.get(r.listing.id) ?? (await api.offers.get(r.listing.offerId!).catch(unlessNotFound(null)))?.categoryId ?? null;
          const offer = offerPayload(r.item, skuOf(r), locate(r, ctx, shipsFrom), {
            categoryId,
            priceCents: priceOf(r).priceCents,
            quantity: quantityOf(r),
            bestOfferDefault,
            description: descriptions.get(r.listing.id)!,
          });
          try {
            await api.offers.update(r.listing.offerId!, offer);
            updated.push(r);
          } catch (err) {
            fail(r, rethrowUnlessRefusal(err));
            // The next run reads the setup from eBay again (this listing fails with eBay's reason).
            if (setupGone((err as EbayApiError).errors)) await forgetSetup();
          }
        }
        live = updated;
        for (const r of live) pushed.set(r.listing.id, { ...pushed.get(r.listing.id), pushedPriceCents: priceOf(r).priceCents });
      }
      if (kind === 'PRICE_ONLY') {
        const ctx = await setup();
        const updates = live.map((r) => ({
          sku: skuOf(r),
          offers: [{ offerId: r.listing.offerId!, price: ebayAmount(priceOf(r).priceCents, ctx.currency) }],
        }));
        const answered = byKey(await api.inventory.bulkUpdatePriceQuantity(updates));
        live = live.filter((r) => {
          const o = answered.get(r.listing.offerId!) ?? answered.get(skuOf(r));
          if (!o?.ok) fail(r, o ? ebayMessage(o.errors) : 'eBay did not answer for this item');
          return o?.ok;
        });
        for (const r of live) pushed.set(r.listing.id, { ...pushed.get(r.listing.id), pushedPriceCents: priceOf(r).priceCents });
      }
      for (const r of live) out.set(r.listing.id, { id: r.listing.id, ok: true, ...pushed.get(r.listing.id) });
      return rows.map((r) => out.get(r.listing.id)!);
    },

    async withdraw(rows) {
      const out: RowOutcome[] = [];
      // A whole family's live group ends in one call (withdrawOfferByInventoryItemGroup); a child
      // delisted alone leaves the others' listing up (its own offer is withdrawn below).
      const groups = await groupFamilies(rows);
      const ended = new Set<string>();
      for (const family of groups.values()) {
        const mine = rows.filter((r) => r.item.vParentAsin === family.parentAsin && r.listing.externalId);
        const listingId = mine[0]?.listing.externalId;
        const onListing = family.children.filter((c) => c.listings.some((l) => l.channel === 'EBAY' && l.externalId === listingId));
        if (!listingId || onListing.length < 2) continue;
        if (!onListing.every((c) => mine.some((r) => r.item.id === c.id))) {
          await leaveGroup(family, onListing, mine);
          continue;
        }
        try {
          await api.groups.withdraw(groupKeyOf(family), marketplaceId);
          for (const r of mine) {
            out.push({ id: r.listing.id, ok: true, gone: true });
            ended.add(r.listing.id);
          }
        } catch (err) {
          // Not eBay's group (or gone): each offer is withdrawn on its own below.
          rethrowUnlessRefusal(err);
        }
      }
      for (const r of rows) {
        if (ended.has(r.listing.id)) continue;
        try {
          // Gone only when eBay says the SKU or offer is not found; any other error while looking
          // keeps the row (an outage or throttling fails the run and it is retried; a refusal
          // leaves the listing up with eBay's message), as the listing may still be live.
          const offers = r.listing.offerId
            ? [r.listing.offerId]
            : (await api.offers.listForSku(skuOf(r), marketplaceId).catch(unlessNotFound([]))).map((o) => o.offerId);
          for (const offerId of offers) {
            const current = await api.offers.get(offerId).catch(unlessNotFound(null));
            // The offer stays (UNPUBLISHED): listing the item again reuses it by SKU.
            if (current?.status === 'PUBLISHED') await api.offers.withdraw(offerId);
          }
          out.push({ id: r.listing.id, ok: true, gone: true });
        } catch (err) {
          out.push({ id: r.listing.id, ok: false, error: rethrowUnlessRefusal(err) });
        }
      }
      return out;
    },

    async setQuantities(rows) {
      const answered = byKey(
        await api.inventory.bulkUpdatePriceQuantity(
          rows.map((r) => ({
            sku: skuOf(r),
            shipToLocationAvailability: { quantity: r.quantity },
            ...(r.listing.offerId ? { offers: [{ offerId: r.listing.offerId, availableQuantity: r.quantity }] } : {}),
          })),
        ),
      );
      return rows.map((r) => {
        const o = answered.get(r.listing.offerId ?? '') ?? answered.get(skuOf(r));
        return o?.ok
          ? { id: r.listing.id, ok: true, pushedQuantity: r.quantity }
          : { id: r.listing.id, ok: false, error: o ? ebayMessage(o.errors) : 'no answer' };
      });
    },

    async setPrices(rows) {
      const ctx = await setup();
      const withOffer = rows.filter((r) => r.listing.offerId);
      const answered = byKey(
        await api.inventory.bulkUpdatePriceQuantity(
          withOffer.map((r) => ({ sku: skuOf(r), offers: [{ offerId: r.listing.offerId!, price: ebayAmount(r.priceCents, ctx.currency) }] })),
        ),
      );
      return rows.map((r) => {
        const o = answered.get(r.listing.offerId ?? '');
        return o?.ok
          ? { id: r.listing.id, ok: true, pushedPriceCents: r.priceCents }
          : { id: r.listing.id, ok: false, error: o ? ebayMessage(o.errors) : 'no offer' };
      });
    },

    async actual(rows) {
      // One getOffer per listing (eBay has no bulk read of offers), a few at a time.
      return mapLimited(rows, SUGGESTION_CONCURRENCY, async (r) => {
        const offer = r.listing.offerId ? await api.offers.get(r.listing.offerId).catch(unlessNotFound(null)) : null;
        const value = offer?.pricingSummary?.price?.value;
        return {
          id: r.listing.id,
          quantity: typeof offer?.availableQuantity === 'number' ? offer.availableQuantity : null,
          priceCents: value === undefined || !Number.isFinite(Number(value)) ? null : Math.round(Number(value) * 100),
        };
      });
    },

    async truth(rows) {
      const out = [];
      for (const r of rows) {
        const offers = await api.offers.listForSku(skuOf(r), marketplaceId).catch(unlessNotFound([]));
        const live = offers.find((o) => o.status === 'PUBLISHED' && o.listing?.listingId);
        out.push({
          id: r.listing.id,
          live: !!live,
          offerId: live?.offerId ?? offers[0]?.offerId ?? null,
          externalId: live?.listing?.listingId ?? null,
        });
      }
      return out;
    },
  };

  async function existingOffer(sku: string): Promise<string | null> {
    const offers = await api.offers.listForSku(sku, marketplaceId).catch(unlessNotFound([]));
    return offers.find((o) => o.marketplaceId === marketplaceId || !o.marketplaceId)?.offerId ?? null;
  }

  function okOutcome(r: PushRow, offerId: string, listingId: string): RowOutcome {
    return { id: r.listing.id, ok: true, offerId, externalId: listingId, pushedQuantity: quantityOf(r), pushedPriceCents: priceOf(r).priceCents };
  }

  return adapter;
}
