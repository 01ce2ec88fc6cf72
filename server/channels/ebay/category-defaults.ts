// The seller's item-specific defaults per eBay category (issue 28) meet an item's own specifics.
// Pure; the adapter reads the defaults through its `categoryDefaults` dependency.

/**
 * The item's specifics with the category defaults under them: an aspect the item gives a value for
 * (in any spelling of its name) keeps the item's value; the defaults fill only the rest.
 */
export function withDefaults(own: Record<string, string[]>, defaults: Record<string, string[]> | undefined): Record<string, string[]> {
  if (!defaults) return own;
  // An aspect the item names without a value (blank) counts as missing.
  const given = Object.entries(own).filter(([, values]) => values.some((v) => v.trim()));
  const named = new Set(given.map(([name]) => name.trim().toLowerCase()));
  const out: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(defaults)) if (!named.has(name.trim().toLowerCase())) out[name] = values;
  return { ...out, ...Object.fromEntries(given) };
}
