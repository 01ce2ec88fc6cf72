// What a channel's registry entry asks of the modules above the channels: the seller's channel
// memory, item-specific filling and OnBuy product resolution (the listing-content module) and
// eBay's category aspects (the catalog module). Those modules use the channels (adapters,
// pre-flight, payloads), so the channels import none of them: server/wiring.ts plugs them in.
// The signatures are the modules' own functions (type-only imports, not loaded at run time).
import { port } from '../ports.ts';
import type {
  clearSetup as ClearSetup,
  readCategorySuggestions as ReadCategorySuggestions,
  readSetup as ReadSetup,
  saveCategorySuggestions as SaveCategorySuggestions,
  saveSetup as SaveSetup,
} from '../modules/listing-content/channel-memory.service.ts';
import type { fillSpecifics as FillSpecifics } from '../modules/listing-content/fill-specifics.service.ts';
import type {
  itemsInOnbuyQueue as ItemsInOnbuyQueue,
  resolveOnbuyProducts as ResolveOnbuyProducts,
} from '../modules/listing-content/onbuy-product-match.service.ts';
import type { aspectRulesFor as AspectRulesFor } from '../modules/catalog/catalog.service.ts';
import type { getFamilies as GetFamilies } from '../modules/inventory/families.service.ts';
import type { updateItem as UpdateItem } from '../modules/inventory/inventory.service.ts';

/** eBay's category suggestions remembered per seller and item key. */
export const readCategorySuggestions = port<typeof ReadCategorySuggestions>('channels.readCategorySuggestions');
export const saveCategorySuggestions = port<typeof SaveCategorySuggestions>('channels.saveCategorySuggestions');
/** A connection's business-policy setup, remembered between runs. */
export const readSetup = port<typeof ReadSetup>('channels.readSetup');
export const saveSetup = port<typeof SaveSetup>('channels.saveSetup');
export const clearSetup = port<typeof ClearSetup>('channels.clearSetup');
/** The seller's item-specific defaults per category and, when turned on, AI in bulk, under each item's own values. */
export const fillSpecifics = port<typeof FillSpecifics>('channels.fillSpecifics');
/** eBay's aspects of a category (the catalog module's Taxonomy cache), for the pre-flight check. */
export const aspectRulesFor = port<typeof AspectRulesFor>('channels.aspectRulesFor');
/** OnBuy products for items listed without a chosen one: found by barcode or created first. */
export const resolveOnbuyProducts = port<typeof ResolveOnbuyProducts>('channels.resolveOnbuyProducts');
export const itemsInOnbuyQueue = port<typeof ItemsInOnbuyQueue>('channels.itemsInOnbuyQueue');
/** The seller's variation families with their children (the inventory module), for channels that list a family as one listing. */
export const variationFamilies = port<typeof GetFamilies>('channels.variationFamilies');
/** Saves the seller's edits of an item (the inventory module), e.g. a channel's price lock. */
export const updateItem = port<typeof UpdateItem>('channels.updateItem');
