// The item-specifics prompt (pure): the item's catalogue data and the category's aspects with
// their allowed values → chat messages. The sandbox (sandbox/ai/README.md) reads this format;
// a real model reads it as plain English.
import type { ChatMessage } from '../../integrations/ai/index.ts';

/** One aspect of an eBay category, as the recommendation needs it. */
export interface CategoryAspect {
  name: string;
  required: boolean;
  mode: 'SELECTION_ONLY' | 'FREE_TEXT';
  /** Allowed values (SELECTION_ONLY) or eBay's suggestions (FREE_TEXT); may be empty. */
  values: string[];
}

/** What the prompt tells of the item. */
export interface ItemCatalogue {
  title: string;
  brand: string | null;
  productType: string | null;
  category: string | null;
  productDetails: { name: string; value: string }[];
  featureBullets: string[];
  description: string | null;
}

/** At most this many values per aspect: eBay's Brand lists run to thousands. */
export const MAX_VALUES_PER_ASPECT = 50;
const MAX_DESCRIPTION = 1500;
const MAX_BULLETS = 10;

export const SYSTEM_PROMPT = [
  'You fill in eBay item specifics for a product listing.',
  'Use only facts stated in the product data; never guess.',
  "Answer with one line per item specific, in the form 'Name: value', using the names exactly as given.",
  "Where an item specific says 'Choose one of', answer one of those values exactly.",
  "When the product data does not say, answer 'Name: not specified'. Write nothing else.",
].join(' ');

/** One line: no line breaks or runs of spaces (a multi-line value would break the format). */
const oneLine = (s: string) =>
  s
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The values shown for an aspect: those the catalogue text mentions first (so the right brand is
 * among the 50 shown out of thousands), then eBay's order, at most MAX_VALUES_PER_ASPECT.
 */
export function valuesToShow(values: string[], catalogueText: string): string[] {
  const text = catalogueText.toLowerCase();
  const clean = [...new Set(values.map(oneLine).filter((v) => v && !v.includes(' | ')))];
  const mentioned = clean.filter((v) => text.includes(v.toLowerCase()));
  const rest = clean.filter((v) => !text.includes(v.toLowerCase()));
  return [...mentioned, ...rest].slice(0, MAX_VALUES_PER_ASPECT);
}

function productData(item: ItemCatalogue): string[] {
  const lines = ['PRODUCT DATA', `Title: ${oneLine(item.title)}`];
  if (item.brand) lines.push(`Brand: ${oneLine(item.brand)}`);
  if (item.productType) lines.push(`Product type: ${oneLine(item.productType)}`);
  if (item.category) lines.push(`Category: ${oneLine(item.category)}`);
  const details = item.productDetails.map((d) => ({ name: oneLine(d.name), value: oneLine(d.value) })).filter((d) => d.name && d.value);
  if (details.length) lines.push('Product details:', ...details.map((d) => `- ${d.name}: ${d.value}`));
  const bullets = item.featureBullets.map(oneLine).filter(Boolean).slice(0, MAX_BULLETS);
  if (bullets.length) lines.push('Features:', ...bullets.map((b) => `* ${b}`));
  const description = item.description ? oneLine(item.description).slice(0, MAX_DESCRIPTION) : '';
  if (description) lines.push(`Description: ${description}`);
  return lines;
}

/** The chat messages asking for the category's specifics of this item. */
export function buildSpecificsPrompt(item: ItemCatalogue, categoryId: string, aspects: CategoryAspect[]): ChatMessage[] {
  const data = productData(item);
  const text = data.join('\n');
  const specifics = [`ITEM SPECIFICS (eBay category ${oneLine(categoryId)})`];
  for (const a of aspects) {
    specifics.push(`- ${oneLine(a.name)}${a.required ? ' (required)' : ''}`);
    const shown = valuesToShow(a.values, text);
    if (shown.length) specifics.push(`  ${a.mode === 'SELECTION_ONLY' ? 'Choose one of' : 'Suggested values'}: ${shown.join(' | ')}`);
  }
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: [...data, '', ...specifics].join('\n') },
  ];
}

/** The catalogue data of an inventory item, the seller's edits winning over Amazon's data. */
export function catalogueOf(item: {
  title: string;
  catalogDetails: Record<string, unknown> | null;
  userEditedDetails: Record<string, unknown>;
}): ItemCatalogue {
  const c = item.catalogDetails ?? {};
  const e = item.userEditedDetails ?? {};
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const pairs = (v: unknown): { name: string; value: string }[] => {
    if (Array.isArray(v)) {
      return v.flatMap((d) => {
        const o = d as { name?: unknown; value?: unknown } | null;
        return o && typeof o.name === 'string' && (typeof o.value === 'string' || typeof o.value === 'number')
          ? [{ name: o.name, value: String(o.value) }]
          : [];
      });
    }
    if (v && typeof v === 'object') return Object.entries(v).flatMap(([name, value]) => (typeof value === 'string' ? [{ name, value }] : []));
    return [];
  };
  // The seller's details first: the prompt keeps both, a reader takes the first of a name.
  const details = [...pairs(e.product_details), ...pairs(c.product_details)];
  return {
    title: str(e.title) ?? str(c.title) ?? item.title,
    brand: str(c.brand),
    productType: str(c.product_type),
    category: str(c.category),
    productDetails: details.filter((d, i) => details.findIndex((x) => x.name.toLowerCase() === d.name.toLowerCase()) === i),
    featureBullets: e.feature_bullets !== undefined ? list(e.feature_bullets) : list(c.feature_bullets),
    description: str(e.description) ?? str(c.cleaned_product_description) ?? str(c.product_description),
  };
}
