import { CA_TREE } from './ca.ts';
import { DE_TREE } from './de.ts';
import { CATEGORY_DEFINITION, CONDITION_ENUM, textIn, type AspectDef, type NodeDef } from './definition.ts';
import type { SiteTreeData } from './site.ts';
import { tokenise, type Suggestible } from './suggest.ts';
import { UK_TREE } from './uk.ts';
import { US_TREE } from './us.ts';

/** One aspect as a site shows it (names and values in the site's language). */
export interface SiteAspect extends Omit<AspectDef, 'name' | 'values'> {
  name: string;
  values: string[];
}

export interface CategoryNode extends Suggestible {
  key: string;
  categoryId: string;
  categoryName: string;
  parentId: string | null;
  /** Absolute level: top-level categories are 1 (eBay's root node is 0). */
  level: number;
  leaf: boolean;
  aspects: SiteAspect[];
  conditions: { conditionId: string; conditionDescription: string }[];
}

export interface CategoryTree {
  marketplaceId: string;
  categoryTreeId: string;
  categoryTreeVersion: string;
  nodes: CategoryNode[];
  byId: Map<string, CategoryNode>;
  childrenOf: Map<string | null, CategoryNode[]>;
}

/** The sites the sandbox serves a category tree for. */
export const SITE_TREES: SiteTreeData[] = [US_TREE, CA_TREE, UK_TREE, DE_TREE];

/** One site's tree from the shared definition; throws when the site's ids do not match the definition one to one. */
export function buildCategoryTree(site: SiteTreeData, definition: NodeDef[] = CATEGORY_DEFINITION): CategoryTree {
  const keys = new Set(definition.map((d) => d.key));
  const missing = [...keys].filter((k) => !site.ids[k]);
  const extra = Object.keys(site.ids).filter((k) => !keys.has(k));
  if (missing.length || extra.length) throw new Error(`${site.marketplaceId}: ids missing for [${missing}] and unknown keys [${extra}]`);
  const ids = Object.values(site.ids);
  if (new Set(ids).size !== ids.length) throw new Error(`${site.marketplaceId}: a category id is used twice`);
  const lang = site.language;
  const parents = new Set(definition.map((d) => d.parent));
  const byKey = new Map<string, CategoryNode>();
  const nodes = definition.map((d): CategoryNode => {
    const parent = d.parent === null ? null : byKey.get(d.parent);
    if (d.parent !== null && !parent) throw new Error(`${d.key}: parent ${d.parent} must come before it`);
    const categoryName = textIn(d.name, lang);
    const keywords = [...(d.keywords?.en ?? []), ...(lang === 'de' ? (d.keywords?.de ?? []) : [])];
    const n: CategoryNode = {
      key: d.key,
      categoryId: site.ids[d.key]!,
      categoryName,
      parentId: parent?.categoryId ?? null,
      level: (parent?.level ?? 0) + 1,
      leaf: !parents.has(d.key),
      phrases: keywords.map(tokenise),
      nameWords: tokenise(categoryName),
      aspects: (d.aspects ?? []).map((a) => ({ ...a, name: textIn(a.name, lang), values: a.values.map((v) => textIn(v, lang)) })),
      conditions: (d.conditions ?? []).map((c) => ({ conditionId: c.conditionId, conditionDescription: textIn(c.description, lang) })),
    };
    if (n.leaf && (n.aspects.length === 0 || n.conditions.length === 0)) throw new Error(`${d.key}: a leaf needs aspects and conditions`);
    byKey.set(d.key, n);
    return n;
  });
  const childrenOf = new Map<string | null, CategoryNode[]>();
  for (const n of nodes) childrenOf.set(n.parentId, [...(childrenOf.get(n.parentId) ?? []), n]);
  return {
    marketplaceId: site.marketplaceId,
    categoryTreeId: site.categoryTreeId,
    categoryTreeVersion: site.categoryTreeVersion,
    nodes,
    byId: new Map(nodes.map((n) => [n.categoryId, n])),
    childrenOf,
  };
}

export const buildCategoryTrees = (): CategoryTree[] => SITE_TREES.map((s) => buildCategoryTree(s));

/** Nearest parent first, as eBay lists a suggestion's ancestors. */
export function ancestorsOf(tree: CategoryTree, node: CategoryNode): CategoryNode[] {
  const out: CategoryNode[] = [];
  for (let p = node.parentId ? tree.byId.get(node.parentId) : undefined; p; p = p.parentId ? tree.byId.get(p.parentId) : undefined) out.push(p);
  return out;
}

/** Leaves at or below a node (a leaf is its own). */
export function leavesUnder(tree: CategoryTree, node: CategoryNode): CategoryNode[] {
  if (node.leaf) return [node];
  return (tree.childrenOf.get(node.categoryId) ?? []).flatMap((c) => leavesUnder(tree, c));
}

/** Whether an Inventory API condition (NEW, USED_EXCELLENT…) is allowed in a leaf category. */
export const allowsCondition = (node: CategoryNode, condition: string): boolean => node.conditions.some((c) => CONDITION_ENUM[c.conditionId] === condition);
