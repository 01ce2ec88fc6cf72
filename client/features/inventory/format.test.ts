import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format.ts';

describe('formatDateTime', () => {
  it('says Never for no date or an unreadable one', () => {
    expect(formatDateTime(null)).toBe('Never');
    expect(formatDateTime('not a date')).toBe('Never');
    expect(formatDateTime('2026-01-02T03:04:05Z')).not.toBe('Never');
  });
});
