import { describe, expect, it } from 'vitest';
import { CHANNEL_RULES, channelRule, LISTING_CHANNELS, LISTING_STATUSES } from './listings.statuses.ts';
import { channelFilterSql, listedItemIdsSql } from './listings.service.ts';

describe('listing statuses per channel', () => {
  it('keeps live, in-progress and errored statuses within the channel’s own set', () => {
    for (const c of LISTING_CHANNELS) {
      const r = channelRule(c);
      for (const s of [...r.live, ...r.inProgress, ...r.errored]) expect(r.statuses, `${c} ${s}`).toContain(s);
    }
  });
  it('uses every status of the enum on some channel', () => {
    const used = new Set(LISTING_CHANNELS.flatMap((c) => channelRule(c).statuses));
    expect([...LISTING_STATUSES].filter((s) => !used.has(s))).toEqual([]);
  });
  it("counts the spec's eBay live set and OnBuy's PUBLISHED as live", () => {
    expect([...CHANNEL_RULES.EBAY.live].sort()).toEqual(['FAILED_TO_REVISE', 'LISTED', 'REVISED', 'REVISED_PRICE', 'REVISING', 'REVISING_IMAGE']);
    expect(CHANNEL_RULES.ONBUY.live).toEqual(['PUBLISHED']);
    expect(CHANNEL_RULES.SHOPIFY.live).not.toContain('DELISTING');
  });
});

describe('channelFilterSql', () => {
  it('is no condition for all, and EXISTS / NOT EXISTS on the item’s listings of that channel otherwise', () => {
    expect(channelFilterSql('EBAY', 'all')).toBeNull();
    expect(channelFilterSql('ONBUY', 'listed')).toBe(
      `EXISTS (SELECT 1 FROM listings l WHERE l.item_id = inventory_items.id AND l.user_id = inventory_items.user_id AND l.channel = 'ONBUY' AND l.status IN ('PUBLISHED'))`,
    );
    expect(channelFilterSql('SHOPIFY', 'unattempted', 'i')).toBe(
      `NOT EXISTS (SELECT 1 FROM listings l WHERE l.item_id = i.id AND l.user_id = i.user_id AND l.channel = 'SHOPIFY')`,
    );
    expect(channelFilterSql('EBAY', 'unlisted')).toMatch(/^NOT EXISTS .* l\.status IN \('LISTED', /);
    expect(channelFilterSql('EBAY', 'errored')).toContain(`l.status IN ('FAILED_TO_LIST', 'FAILED_TO_REVISE')`);
  });
});

describe('listedItemIdsSql', () => {
  it('is the items live on any channel, each by its own rule (the listed filters OR-ed), narrowed to some items when asked', () => {
    const sql = listedItemIdsSql('$1');
    expect(sql).toMatch(/^SELECT l\.item_id FROM listings l WHERE l\.user_id = \$1 AND \(/);
    expect(sql).toContain(`(l.channel = 'ONBUY' AND l.status IN ('PUBLISHED'))`);
    expect(sql).toContain(`(l.channel = 'EBAY' AND l.status IN ('LISTED', `);
    expect(sql).toContain(`(l.channel = 'SHOPIFY' AND l.status IN (`);
    expect(listedItemIdsSql('$1', '$2::uuid[]')).toContain('WHERE l.user_id = $1 AND l.item_id = ANY($2::uuid[]) AND (');
  });
});
