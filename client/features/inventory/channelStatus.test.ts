import { describe, expect, it } from 'vitest';
import { statusColor, statusLabel } from './channelStatus.ts';

const state = (status: string, live: boolean, inProgress = false, errored = false) => ({ status: status as never, live, inProgress, errored });

describe('channel status chips', () => {
  it('is green when the listing is live and settled, even when its last revision failed', () => {
    expect(statusColor(state('REVISED_PRICE', true))).toBe('green');
    expect(statusColor(state('FAILED_TO_REVISE', true, false, true))).toBe('green');
  });
  it('is red for a listing that failed to list', () => {
    expect(statusColor(state('FAILED_TO_LIST', false, false, true))).toBe('red');
  });
  it('is yellow while an action runs, even on a listing that counts as live', () => {
    expect(statusColor(state('DELISTING', false, true))).toBe('yellow');
    expect(statusColor(state('LISTING', true, true))).toBe('yellow');
  });
  it('is gray and says Not Listed without a listing', () => {
    expect(statusColor(null)).toBe('gray');
    expect(statusLabel(null)).toBe('Not Listed');
    expect(statusLabel(state('FAILED_TO_LIST', false, false, true))).toBe('Failed to list');
  });
});
