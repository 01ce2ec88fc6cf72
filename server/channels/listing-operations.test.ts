// A Lister limited to some channels (issue 35) is held to them through each channel's
// listingOperations: a channel's listing mutation left out of its list would escape the limit.
// Every mutation the Lister's listing permissions allow that names a channel must be in that
// channel's list (the generic ones, such as listingAction, carry their channel in their input).
import { describe, expect, it } from 'vitest';
import { ROOT_FIELD_RULES } from '../../shared/api/token-scopes.ts';
import { channelOfOperation, registeredChannels } from './registry.ts';

const LISTING_PERMISSIONS = new Set(['LISTINGS_WRITE', 'LISTING_SETTINGS']);

describe("each channel's listing operations", () => {
  it('hold every listing mutation that names the channel', () => {
    const misplaced: string[] = [];
    const checked: string[] = [];
    for (const [mutation, rule] of Object.entries(ROOT_FIELD_RULES.Mutation)) {
      if (!LISTING_PERMISSIONS.has(rule as string)) continue;
      const named = registeredChannels().filter(([, entry]) => mutation.toLowerCase().includes(entry.name.toLowerCase()));
      if (named.length !== 1) continue;
      const [code] = named[0]!;
      checked.push(mutation);
      if (channelOfOperation(mutation) !== code) misplaced.push(`${mutation} (${code})`);
    }
    expect(checked).toEqual(expect.arrayContaining(['listOnEbay', 'delistFromShopify', 'listOnOnbuy', 'createOnbuyProduct', 'updateShopifySettings']));
    expect(misplaced).toEqual([]);
  });
});
