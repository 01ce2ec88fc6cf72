// eBay's condition words (spec 001 §3), for the eBay Listings page's Condition column. Pure, unit-tested.

/** Spec 001 §3's condition codes. */
const CONDITION_NAMES: Record<number, string> = {
  1000: 'New',
  1500: 'Used Like New',
  2000: 'Refurbished',
  2500: 'Used Refurbished',
  3000: 'Used Very Good',
  4000: 'Used Good',
  5000: 'Used Acceptable',
};

/** 1500 → 'Used Like New'; a code the spec does not name shows as the number. */
export const conditionName = (code: number) => CONDITION_NAMES[code] ?? String(code);
