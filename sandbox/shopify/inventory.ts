import { GraphQLError } from 'graphql';
import { setInventory } from './products.ts';
import { gid, parseGid, type ShopRecord } from './state.ts';
import { findVariant, inventoryItemView, locationView, quantitiesOf } from './views.ts';

type Json = Record<string, any>;

const REASONS = [
  'correction',
  'cycle_count_available',
  'damaged',
  'movement_created',
  'movement_updated',
  'movement_received',
  'movement_canceled',
  'other',
  'promotion',
  'quality_control',
  'received',
  'reservation_created',
  'reservation_deleted',
  'reservation_updated',
  'restock',
  'safety_stock',
  'shrinkage',
];

/** inventorySetQuantities (2026-04 form: changeFromQuantity on every quantity, null to opt out). All or nothing. */
export function inventorySetQuantities(shop: ShopRecord, now: string, args: { input: Json }) {
  const input = args.input;
  const quantities: Json[] = input.quantities ?? [];
  if (quantities.length > 250)
    throw new GraphQLError(`The input array size of ${quantities.length} is greater than the maximum allowed of 250.`, {
      extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' },
    });
  const errors: { field: string[]; message: string; code: string }[] = [];
  if (input.name !== 'available' && input.name !== 'on_hand')
    errors.push({ field: ['input', 'name'], message: 'The quantity name must be either "available" or "on_hand".', code: 'INVALID_NAME' });
  if (!REASONS.includes(input.reason)) errors.push({ field: ['input', 'reason'], message: 'The specified reason is invalid.', code: 'INVALID_REASON' });
  const seen = new Set<string>();
  quantities.forEach((q, i) => {
    const field = ['input', 'quantities', String(i)];
    const item = parseGid(q.inventoryItemId, 'InventoryItem');
    const loc = parseGid(q.locationId, 'Location');
    if (item === null || !findVariant(shop, (v) => v.inventoryItemId === item))
      return errors.push({ field: [...field, 'inventoryItemId'], message: 'The specified inventory item could not be found.', code: 'INVALID_INVENTORY_ITEM' });
    if (loc === null || !shop.locations.some((l) => l.id === loc))
      return errors.push({ field: [...field, 'locationId'], message: 'The specified location could not be found.', code: 'INVALID_LOCATION' });
    if (seen.has(`${item}:${loc}`))
      return errors.push({
        field,
        message: 'The combination of inventoryItemId and locationId must be unique.',
        code: 'NO_DUPLICATE_INVENTORY_ITEM_ID_GROUP_ID_PAIR',
      });
    seen.add(`${item}:${loc}`);
    if (q.quantity < 0 && input.name === 'on_hand')
      errors.push({ field: [...field, 'quantity'], message: "The quantity can't be negative.", code: 'INVALID_QUANTITY_NEGATIVE' });
    if (q.quantity > 1_000_000_000)
      errors.push({ field: [...field, 'quantity'], message: "The quantity can't be higher than 1,000,000,000.", code: 'INVALID_QUANTITY_TOO_HIGH' });
    // 2026-04: compare-and-swap through changeFromQuantity, which must be given (an integer, or null to skip the check).
    if (!('changeFromQuantity' in q))
      errors.push({
        field: [...field, 'changeFromQuantity'],
        message: 'The changeFromQuantity argument must be given to each quantity; pass null to skip the compare-and-swap check.',
        code: 'COMPARE_QUANTITY_REQUIRED',
      });
    else if (q.changeFromQuantity !== null) {
      const cur = quantitiesOf(shop, item, loc)?.[input.name as 'available' | 'on_hand'] ?? 0;
      if (cur !== q.changeFromQuantity)
        errors.push({
          field: [...field, 'changeFromQuantity'],
          message: 'The changeFromQuantity value does not match the persisted value.',
          code: 'CHANGE_FROM_QUANTITY_STALE',
        });
    }
  });
  if (errors.length) return { inventoryAdjustmentGroup: null, userErrors: errors };
  const changes = quantities.map((q) => {
    const item = parseGid(q.inventoryItemId, 'InventoryItem')!;
    const loc = parseGid(q.locationId, 'Location')!;
    const before = quantitiesOf(shop, item, loc)?.[input.name as 'available' | 'on_hand'] ?? 0;
    setInventory(shop, item, loc, input.name, q.quantity, now);
    return {
      name: input.name,
      delta: q.quantity - before,
      quantityAfterChange: q.quantity,
      item: () => inventoryItemView(shop, item),
      location: () => locationView(shop, loc),
    };
  });
  return {
    inventoryAdjustmentGroup: {
      id: gid('InventoryAdjustmentGroup', shop.nextId('InventoryAdjustmentGroup')),
      createdAt: now,
      reason: input.reason,
      referenceDocumentUri: input.referenceDocumentUri ?? null,
      changes: (a: { quantityNames?: string[] }) => changes.filter((c) => !a.quantityNames || a.quantityNames.includes(c.name)),
    },
    userErrors: [],
  };
}
