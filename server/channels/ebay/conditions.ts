// Amazon item conditions on eBay. Pure. Amazon's condition text (report codes or words, in any
// spelling: 'Used - Like New', 'UsedLikeNew', 'used_like_new') is normalised to its letters.
import { literalListSql } from '../../db/sql.ts';

/** Spec 001 §3's condition codes (the eBay Listings page's column and filter). */
export const SPEC_CONDITION_CODES = {
  new: 1000,
  used_like_new: 1500,
  refurbished: 2000,
  used_refurbished: 2500,
  used_very_good: 3000,
  used_good: 4000,
  used_acceptable: 5000,
} as const;
export type SpecCondition = keyof typeof SPEC_CONDITION_CODES;

/** Normalised Amazon conditions per spec condition (collectibles sell as the used grade). */
const AMAZON_CONDITIONS: Record<SpecCondition, readonly string[]> = {
  new: ['new'],
  used_like_new: ['usedlikenew', 'collectiblelikenew'],
  refurbished: ['refurbished'],
  used_refurbished: ['usedrefurbished'],
  used_very_good: ['usedverygood', 'collectibleverygood'],
  used_good: ['usedgood', 'collectiblegood'],
  used_acceptable: ['usedacceptable', 'collectibleacceptable'],
};

export const normaliseCondition = (condition: string) => condition.toLowerCase().replace(/[^a-z]/g, '');

/** The spec condition of an Amazon condition; unknown text counts as new (Amazon's default). */
export function specCondition(amazonCondition: string): SpecCondition {
  const n = normaliseCondition(amazonCondition);
  for (const [key, values] of Object.entries(AMAZON_CONDITIONS)) if (values.includes(n)) return key as SpecCondition;
  return n.startsWith('used') || n.startsWith('collectible') ? 'used_good' : 'new';
}

export const specConditionCode = (amazonCondition: string) => SPEC_CONDITION_CODES[specCondition(amazonCondition)];

/** The eBay Listings page's condition filter values (spec 001 §9). */
export const CONDITION_FILTERS = [
  'all',
  'new',
  'used',
  'used_like_new',
  'used_very_good',
  'used_good',
  'used_acceptable',
  'used_refurbished',
  'refurbished',
] as const;
export type ConditionFilter = (typeof CONDITION_FILTERS)[number];

/**
 * A SQL condition on a column holding Amazon's condition text, for a filter value; null for 'all'.
 * Only constant text goes into the SQL (the values above, quoted by pg; `columnSql` is fixed by our code).
 */
export function conditionFilterSql(filter: ConditionFilter, columnSql: string): string | null {
  if (filter === 'all') return null;
  const normalisedSql = `lower(regexp_replace(${columnSql}, '[^a-zA-Z]', '', 'g'))`;
  if (filter === 'used') return `(${normalisedSql} LIKE 'used%' OR ${normalisedSql} LIKE 'collectible%')`;
  return `${normalisedSql} IN (${literalListSql(AMAZON_CONDITIONS[filter])})`;
}

/** A SQL expression giving spec 001 §3's condition code of a column holding Amazon's condition text (as specConditionCode does). */
export function conditionCodeSql(columnSql: string): string {
  const normalisedSql = `lower(regexp_replace(${columnSql}, '[^a-zA-Z]', '', 'g'))`;
  const casesSql = Object.entries(AMAZON_CONDITIONS).map(
    ([key, values]) => `WHEN ${normalisedSql} IN (${literalListSql(values)}) THEN ${SPEC_CONDITION_CODES[key as SpecCondition]}`,
  );
  return `(CASE ${casesSql.join(' ')} WHEN ${normalisedSql} LIKE 'used%' OR ${normalisedSql} LIKE 'collectible%' THEN ${SPEC_CONDITION_CODES.used_good} ELSE ${SPEC_CONDITION_CODES.new} END)`;
}
