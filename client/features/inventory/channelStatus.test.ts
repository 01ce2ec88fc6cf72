import { describe, expect, it } from 'vitest';
import * as server from '../../../server/modules/inventory/filters.ts';
import { EBAY_LIVE_STATUSES, SHOPIFY_LIVE_STATUSES, statusColor, statusLabel } from './channelStatus.ts';

describe('channel status chips', () => {
  it('uses the same live statuses as the server filters', () => {
    expect([...EBAY_LIVE_STATUSES]).toEqual([...server.EBAY_LIVE_STATUSES]);
    expect([...SHOPIFY_LIVE_STATUSES]).toEqual([...server.SHOPIFY_LIVE_STATUSES]);
  });
  it('is green when listed, red for FAILED_TO_LIST, yellow otherwise, Not Listed when none', () => {
    expect(statusColor('ebay', 'REVISED_PRICE')).toBe('green');
    expect(statusColor('shopify', 'LISTED')).toBe('green');
    expect(statusColor('ebay', 'FAILED_TO_LIST')).toBe('red');
    expect(statusColor('ebay', 'DELISTING')).toBe('yellow');
    expect(statusColor('shopify', 'LISTING')).toBe('yellow');
    expect(statusColor('ebay', null)).toBe('gray');
    expect(statusLabel(null)).toBe('Not Listed');
    expect(statusLabel('FAILED_TO_LIST')).toBe('FAILED_TO_LIST');
  });
});
