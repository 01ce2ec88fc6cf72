import { describe, expect, it } from 'vitest';
import { CHANNEL_RULES } from '../../server/modules/listings/listings.statuses.ts';
import { shopifyPublication } from './shopify-publication.ts';

describe("the Shopify Listings page's Published / Unpublished (spec 002 §2.2)", () => {
  it('names every Shopify status: visible products published, hidden ones unpublished, the rest nothing', () => {
    const named = Object.fromEntries(CHANNEL_RULES.SHOPIFY.statuses.map((s) => [s, shopifyPublication(s)]));
    expect(named).toEqual({
      LISTING: null,
      LISTED: 'Published',
      FAILED_TO_LIST: null,
      DELISTING: null,
      PUBLISHING: 'Unpublished',
      UNPUBLISHING: 'Published',
      UNPUBLISHED: 'Unpublished',
    });
  });
});
