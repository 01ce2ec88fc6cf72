// eBay categories, item specifics and conditions (issue 12; spec 001 §2.12 'eBay Settings', §3, §7,
// §8): category search and suggestions (Taxonomy getCategorySuggestions on the seller's site's
// tree), a category's path, its conditions (Sell Metadata) and its aspects. eBay allows 5,000
// Taxonomy calls a day (api-notes §2.4), so answers are kept in ebay_taxonomy_cache: per site and
// tree version for the tree, paths, aspects and conditions (a new version drops the old rows), and
// 60 seconds for suggestions (spec 001 §7). The cache is shared by every seller of a site: eBay's
// taxonomy is public (an application token reads it).
import type pg from 'pg';
import type { PrismaClient } from '../../db/prisma.ts';
import { createEbayAppClient, EbayApiError, type EbayAppClient, type EbayConfig } from '../../integrations/ebay/index.ts';
import type { EbayAspect, EbayCategorySuggestion, EbayCategoryTreeNode } from '../../integrations/ebay/types.ts';
import type { IntegrationClients } from '../../integrations/clients.ts';
import { itemSpecifics } from '../../channels/ebay/payload.ts';
import { findEbaySite } from '../../../shared/channels/marketplaces.ts';
import { linkedPlatforms } from '../connections/connections.service.ts';
import { ebayOf } from '../../channels/ebay/connection-view.ts';
import { getItem } from '../inventory/inventory.service.ts';
import { CategorySpecificsOutOfDateError, EbayCategoryAuthorizationError, EbayCategoryInputError, EbayCategoryLookupError } from './catalog.errors.ts';

export interface CatalogDeps {
  pool: pg.Pool;
  prisma: PrismaClient;
  clients: Pick<IntegrationClients, 'ebay'>;
}

/** Spec 001 §3 "Category": category_id, category_name, category_tree, full_category_text. */
export interface EbayCategoryView {
  categoryId: string;
  categoryName: string;
  /** Names from the top of the tree down to the category itself. */
  categoryTree: string[];
  /** The path as one text: 'Sound & Vision > Headphones'. */
  fullCategoryText: string;
}

/** Spec 001 §3 conditions: condition_id (eBay's id, e.g. 1000) and display_name (eBay's name in this category). */
export interface EbayConditionView {
  conditionId: string;
  displayName: string;
}

/** Spec 001 §3 required_specifics: dimension, values, mode, required (and whether several values are allowed). */
export interface ItemSpecificRule {
  dimension: string;
  values: string[];
  mode: 'SELECTION_ONLY' | 'FREE_TEXT';
  required: boolean;
  multi: boolean;
}

export interface CategorySpecifics {
  categoryId: string;
  /** Required aspects first, then eBay's order. */
  requiredSpecifics: ItemSpecificRule[];
  conditions: EbayConditionView[];
}

/** Spec 001 §7: the eBay category suggestion cache lives 60 s. */
const SUGGESTION_SECONDS = 60;
/** How long a site's tree id and version are trusted before eBay is asked whether a new version is out. */
const TREE_SECONDS = 24 * 60 * 60;
const DEFAULT_SITE_ID = 3;
const ID = /^\d{1,12}$/;

// ---- eBay ---------------------------------------------------------------------------------------

const appClients = new WeakMap<EbayConfig, EbayAppClient>();
function app(deps: CatalogDeps): EbayAppClient {
  const cfg = deps.clients.ebay;
  if (!cfg) throw new EbayCategoryAuthorizationError();
  let client = appClients.get(cfg);
  if (!client) appClients.set(cfg, (client = createEbayAppClient(cfg)));
  return client;
}

const ebayText = (err: EbayApiError) => err.errors.map((e) => e.longMessage || e.message).join(' ') || err.message;

/** eBay's refusals keep eBay's words (400); outages and throttling are a 502 with eBay's words too. */
async function ebayCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof EbayApiError) {
      const refused = err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 429;
      throw new EbayCategoryLookupError(ebayText(err), refused ? 400 : 502);
    }
    throw err;
  }
}

/** The marketplace of an eBay site id, or of the seller's site; the seller must have authorised eBay. */
export async function marketplaceFor(deps: CatalogDeps, userId: string, siteId?: number | string | null): Promise<string> {
  if (!deps.clients.ebay) throw new EbayCategoryAuthorizationError();
  const ebay = ebayOf(await linkedPlatforms(deps, userId));
  if (!ebay?.authorized) throw new EbayCategoryAuthorizationError();
  const asked = siteId === null || siteId === undefined || siteId === '' ? null : findEbaySite(Number(siteId));
  const site = (asked?.active ? asked : null) ?? findEbaySite(ebay.siteId ?? DEFAULT_SITE_ID) ?? findEbaySite(DEFAULT_SITE_ID)!;
  return site.marketplaceEnum;
}

// ---- the cache ----------------------------------------------------------------------------------

interface Tree {
  categoryTreeId: string;
  categoryTreeVersion: string;
}

async function readCache<T>(deps: CatalogDeps, m: string, version: string, kind: string, key: string, maxAgeSeconds: number | null): Promise<T | undefined> {
  const { rows } = await deps.pool.query<{ value: T }>(
    `SELECT value FROM ebay_taxonomy_cache
      WHERE marketplace_id = $1 AND tree_version = $2 AND kind = $3 AND key = $4
        AND ($5::int IS NULL OR fetched_at > now() - make_interval(secs => $5::int))`,
    [m, version, kind, key, maxAgeSeconds],
  );
  return rows[0]?.value;
}

async function writeCache(deps: CatalogDeps, m: string, version: string, kind: string, keys: string[], values: unknown[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 2000) {
    await deps.pool.query(
      `INSERT INTO ebay_taxonomy_cache (marketplace_id, tree_version, kind, key, value, fetched_at)
       SELECT $1, $2, $3, k, v::jsonb, now() FROM unnest($4::text[], $5::text[]) AS x(k, v)
       ON CONFLICT (marketplace_id, tree_version, kind, key) DO UPDATE SET value = EXCLUDED.value, fetched_at = EXCLUDED.fetched_at`,
      [m, version, kind, keys.slice(i, i + 2000), values.slice(i, i + 2000).map((v) => JSON.stringify(v))],
    );
  }
}

/** An answer from the cache, else from eBay (and kept). */
async function cached<T>(
  deps: CatalogDeps,
  m: string,
  version: string,
  kind: string,
  key: string,
  maxAgeSeconds: number | null,
  load: () => Promise<T>,
): Promise<T> {
  const hit = await readCache<T>(deps, m, version, kind, key, maxAgeSeconds);
  if (hit !== undefined) return hit;
  const value = await load();
  await writeCache(deps, m, version, kind, [key], [value]);
  return value;
}

/** The site's default tree and its version; a new version drops every row of the older ones. */
async function treeOf(deps: CatalogDeps, m: string): Promise<Tree> {
  const fresh = await readCache<Tree>(deps, m, '', 'tree', '', TREE_SECONDS);
  if (fresh) return fresh;
  const t = await ebayCall(() => app(deps).taxonomy.getDefaultCategoryTreeId(m));
  const tree = { categoryTreeId: t.categoryTreeId, categoryTreeVersion: String(t.categoryTreeVersion) };
  await writeCache(deps, m, '', 'tree', [''], [tree]);
  await deps.pool.query(`DELETE FROM ebay_taxonomy_cache WHERE marketplace_id = $1 AND tree_version NOT IN ('', $2)`, [m, tree.categoryTreeVersion]);
  return tree;
}

/** Forgets every cached Taxonomy answer (the admin's clear-cache); the next look-ups ask eBay. */
export async function clearTaxonomyCache(deps: Pick<CatalogDeps, 'pool'>): Promise<number> {
  return (await deps.pool.query(`DELETE FROM ebay_taxonomy_cache`)).rowCount ?? 0;
}

// ---- categories ---------------------------------------------------------------------------------

const categoryView = (id: string, names: string[]): EbayCategoryView => ({
  categoryId: id,
  categoryName: names[names.length - 1] ?? '',
  categoryTree: names,
  fullCategoryText: names.join(' > '),
});

function suggestionView(s: EbayCategorySuggestion): EbayCategoryView {
  const ancestors = [...(s.categoryTreeNodeAncestors ?? [])]
    .filter((a) => a.categoryTreeNodeLevel > 0)
    .sort((a, b) => a.categoryTreeNodeLevel - b.categoryTreeNodeLevel);
  return categoryView(s.category.categoryId, [...ancestors.map((a) => a.categoryName), s.category.categoryName]);
}

async function suggestionsFor(deps: CatalogDeps, m: string, text: string): Promise<EbayCategoryView[]> {
  const q = text.trim().replace(/\s+/g, ' ').slice(0, 350);
  if (!q) return [];
  const tree = await treeOf(deps, m);
  try {
    return await cached(deps, m, tree.categoryTreeVersion, 'suggestions', q.toLowerCase(), SUGGESTION_SECONDS, async () => {
      const views = (await ebayCall(() => app(deps).taxonomy.getCategorySuggestions(tree.categoryTreeId, q))).map(suggestionView);
      // Each suggestion's path is kept, so choosing one needs no further call for its details.
      await writeCache(
        deps,
        m,
        tree.categoryTreeVersion,
        'category',
        views.map((v) => v.categoryId),
        views,
      );
      return views;
    });
  } catch (err) {
    // Spec 001 §8: 'Error: {message}'.
    if (err instanceof EbayCategoryLookupError) throw new EbayCategoryLookupError(`Error: ${err.message}`, err.status);
    throw err;
  }
}

/** eBay's categories for a search text on the seller's site (or the given site id); none for an empty text. */
export async function searchCategories(deps: CatalogDeps, userId: string, query: string | null | undefined, opts: { siteId?: number | string | null } = {}) {
  const m = await marketplaceFor(deps, userId, opts.siteId);
  return suggestionsFor(deps, m, query ?? '');
}

/** 'Suggest Categories': eBay's categories for the item's title (the seller's own title first). */
export async function suggestCategories(deps: CatalogDeps, userId: string, itemId: string, opts: { siteId?: number | string | null } = {}) {
  const item = await getItem(deps, userId, itemId);
  const m = await marketplaceFor(deps, userId, opts.siteId);
  const own = (item.userEditedDetails as { title?: unknown } | null)?.title;
  return suggestionsFor(deps, m, typeof own === 'string' && own.trim() ? own : item.title);
}

function categoryId(raw: string | number): string {
  const id = String(raw).trim();
  if (!ID.test(id)) throw new EbayCategoryInputError('categoryId must be an eBay category id');
  return id;
}

/** Every node of the site's tree with its path, kept for this version (one getCategoryTree per site and version). */
async function loadTree(deps: CatalogDeps, m: string, tree: Tree): Promise<void> {
  const root = await ebayCall(() => app(deps).taxonomy.getCategoryTree(tree.categoryTreeId));
  const keys: string[] = [];
  const values: EbayCategoryView[] = [];
  const walk = (n: EbayCategoryTreeNode, path: string[]) => {
    const here = n.categoryTreeNodeLevel > 0 ? [...path, n.category.categoryName] : path;
    if (n.categoryTreeNodeLevel > 0) {
      keys.push(n.category.categoryId);
      values.push(categoryView(n.category.categoryId, here));
    }
    for (const c of n.childCategoryTreeNodes ?? []) walk(c, here);
  };
  walk(root.rootCategoryNode, []);
  await writeCache(deps, m, tree.categoryTreeVersion, 'category', keys, values);
  await writeCache(deps, m, tree.categoryTreeVersion, 'tree-loaded', [''], [{ nodes: keys.length }]);
}

async function categoryOf(deps: CatalogDeps, m: string, tree: Tree, id: string): Promise<EbayCategoryView> {
  const hit = await readCache<EbayCategoryView>(deps, m, tree.categoryTreeVersion, 'category', id, null);
  if (hit) return hit;
  if (!(await readCache(deps, m, tree.categoryTreeVersion, 'tree-loaded', '', null))) await loadTree(deps, m, tree);
  const found = await readCache<EbayCategoryView>(deps, m, tree.categoryTreeVersion, 'category', id, null);
  if (!found) throw new EbayCategoryLookupError(`Category ${id} is not in eBay's category tree`, 404);
  return found;
}

/** The conditions a category accepts (Sell Metadata); none for a category eBay does not know. */
async function conditionsOf(deps: CatalogDeps, m: string, tree: Tree, id: string): Promise<EbayConditionView[]> {
  return cached(deps, m, tree.categoryTreeVersion, 'conditions', id, null, async () => {
    try {
      const policies = await ebayCall(() => app(deps).metadata.getItemConditionPolicies(m, [id]));
      const own = policies.find((p) => p.categoryId === id);
      return (own?.itemConditions ?? []).map((c) => ({ conditionId: c.conditionId, displayName: c.conditionDescription }));
    } catch (err) {
      if (err instanceof EbayCategoryLookupError && err.status === 400) return [];
      throw err;
    }
  });
}

const ruleOf = (a: EbayAspect): ItemSpecificRule => ({
  dimension: a.localizedAspectName,
  values: (a.aspectValues ?? []).map((v) => v.localizedValue),
  mode: a.aspectConstraint.aspectMode === 'SELECTION_ONLY' ? 'SELECTION_ONLY' : 'FREE_TEXT',
  required: a.aspectConstraint.aspectRequired === true,
  multi: a.aspectConstraint.itemToAspectCardinality === 'MULTI',
});

/** A category's aspects on a marketplace (through the cache), required first. */
export async function categoryRulesOn(deps: CatalogDeps, marketplaceId: string, rawId: string | number): Promise<ItemSpecificRule[]> {
  const id = categoryId(rawId);
  return rulesOf(deps, marketplaceId, await treeOf(deps, marketplaceId), id);
}

/** A category's path on a marketplace (through the cache); the id alone when eBay does not know it. */
export async function categoryOn(deps: CatalogDeps, marketplaceId: string, rawId: string): Promise<EbayCategoryView> {
  try {
    return await categoryOf(deps, marketplaceId, await treeOf(deps, marketplaceId), categoryId(rawId));
  } catch (err) {
    if (err instanceof EbayCategoryLookupError || err instanceof EbayCategoryInputError) return categoryView(rawId, [rawId]);
    throw err;
  }
}

/** A category's aspects, required first; eBay's 400 (the category is gone) is the spec's out-of-date message. */
async function rulesOf(deps: CatalogDeps, m: string, tree: Tree, id: string): Promise<ItemSpecificRule[]> {
  return cached(deps, m, tree.categoryTreeVersion, 'aspects', id, null, async () => {
    let aspects: EbayAspect[];
    try {
      aspects = await app(deps).taxonomy.getItemAspectsForCategory(tree.categoryTreeId, id);
    } catch (err) {
      if (err instanceof EbayApiError && err.status === 400) throw new CategorySpecificsOutOfDateError(id);
      if (err instanceof EbayApiError) throw new EbayCategoryLookupError(ebayText(err), 502);
      throw err;
    }
    const rules = aspects.map(ruleOf);
    return [...rules.filter((r) => r.required), ...rules.filter((r) => !r.required)];
  });
}

/** 'eBay category details with conditions': the category's path and the conditions it accepts. */
export async function categoryDetails(
  deps: CatalogDeps,
  userId: string,
  rawId: string | number,
  opts: { siteId?: number | string | null } = {},
): Promise<{ category: EbayCategoryView; conditions: EbayConditionView[] }> {
  const id = categoryId(rawId);
  const m = await marketplaceFor(deps, userId, opts.siteId);
  const tree = await treeOf(deps, m);
  const [category, conditions] = await Promise.all([categoryOf(deps, m, tree, id), conditionsOf(deps, m, tree, id)]);
  return { category, conditions };
}

/** 'Category specifics': the category's aspects (required first) and conditions. */
export async function categorySpecifics(
  deps: CatalogDeps,
  userId: string,
  rawId: string | number,
  opts: { siteId?: number | string | null } = {},
): Promise<CategorySpecifics> {
  const id = categoryId(rawId);
  const m = await marketplaceFor(deps, userId, opts.siteId);
  const tree = await treeOf(deps, m);
  const [requiredSpecifics, conditions] = await Promise.all([rulesOf(deps, m, tree, id), conditionsOf(deps, m, tree, id)]);
  return { categoryId: id, requiredSpecifics, conditions };
}

/**
 * For the listing engine's pre-flight check: a category's aspects on a marketplace, through the
 * cache; null when eBay refuses the category (eBay then judges the listing itself). Outages throw
 * (the job retries).
 */
export async function aspectRulesFor(deps: CatalogDeps, marketplaceId: string, rawId: string): Promise<ItemSpecificRule[] | null> {
  if (!ID.test(rawId)) return null;
  try {
    return await rulesOf(deps, marketplaceId, await treeOf(deps, marketplaceId), rawId);
  } catch (err) {
    if (err instanceof CategorySpecificsOutOfDateError || (err instanceof EbayCategoryLookupError && err.status === 400)) return null;
    throw err;
  }
}

/** The item's chosen category (user_edited_details.ebay_category_id), or null; its path when eBay knows it. */
export async function chosenCategory(deps: CatalogDeps, userId: string, edits: unknown): Promise<EbayCategoryView | null> {
  const raw = (edits as { ebay_category_id?: unknown } | null)?.ebay_category_id;
  if (raw === undefined || raw === null || raw === '') return null;
  const id = String(raw);
  try {
    return (await categoryDetails(deps, userId, id)).category;
  } catch {
    // Not authorised, or a category eBay no longer has: the id alone.
    return categoryView(id, [id]);
  }
}

/** An item specific recommended for an item (spec 001 §3 "Item specific": dimension, value, tooltip_text) and its rule. */
export interface RecommendedSpecific {
  dimension: string;
  value: string;
  tooltipText: string;
  rule: ItemSpecificRule | null;
}

/**
 * The item's category (its chosen one, else eBay's first suggestion) and, for each of its aspects
 * (required first), the value the item's data gives (the seller's own, else the catalogue's; a
 * value outside a SELECTION_ONLY list is left empty), then the item's other specifics.
 */
export async function recommendedSpecifics(
  deps: CatalogDeps,
  userId: string,
  itemId: string,
): Promise<{ categoryId: string | null; specifics: RecommendedSpecific[] }> {
  const item = await getItem(deps, userId, itemId);
  const chosen = (item.userEditedDetails as { ebay_category_id?: unknown } | null)?.ebay_category_id;
  const id = chosen ? String(chosen) : ((await suggestCategories(deps, userId, itemId))[0]?.categoryId ?? null);
  if (!id) {
    const have = Object.entries(itemSpecifics(item));
    return { categoryId: null, specifics: have.map(([dimension, v]) => ({ dimension, value: v.join(', '), tooltipText: '', rule: null })) };
  }
  const { requiredSpecifics } = await categorySpecifics(deps, userId, id);
  // The catalogue's values for this category's aspects (Amazon's attributes by eBay's names and values).
  const have = Object.entries(itemSpecifics(item, requiredSpecifics));
  const givenFor = (name: string) => have.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] ?? [];
  const out: RecommendedSpecific[] = requiredSpecifics.map((rule) => {
    const values = givenFor(rule.dimension);
    const allowed =
      rule.mode === 'SELECTION_ONLY' && rule.values.length
        ? values.map((v) => rule.values.find((x) => x.toLowerCase() === v.toLowerCase())).filter(Boolean)
        : values;
    const tip = rule.required ? 'Required by eBay' : rule.mode === 'SELECTION_ONLY' ? "Choose one of eBay's values" : '';
    return { dimension: rule.dimension, value: (allowed as string[]).join(', '), tooltipText: tip, rule };
  });
  const known = new Set(requiredSpecifics.map((r) => r.dimension.toLowerCase()));
  for (const [dimension, v] of have) if (!known.has(dimension.toLowerCase())) out.push({ dimension, value: v.join(', '), tooltipText: '', rule: null });
  return { categoryId: id, specifics: out };
}
