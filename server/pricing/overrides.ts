// The seller's overrides of Amazon's data as pricing reads them (formulas.ts); the inventory module
// stores them (inventory/edits.ts), and imports this, since pricing sits below the modules.

/** The value the legacy client sends to clear the price override. */
export const UNSET = '__UNSET';
