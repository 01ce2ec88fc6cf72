// Spec 001 §4's condition reset rule for OnBuy, in one place: the server applies it before a
// product is created and answers it to the 'Create New' tab when the category changes.

/**
 * The condition to keep once a category is chosen: the chosen one when the category allows it,
 * else the category's only condition when it has exactly one, else none (the seller must choose).
 */
export function onbuyConditionFor(chosen: string | null | undefined, availableSlugs: readonly string[]): string | null {
  if (chosen && availableSlugs.includes(chosen)) return chosen;
  return availableSlugs.length === 1 ? availableSlugs[0]! : null;
}
