import { describe, expect, it } from 'vitest';
import { groupFamilies } from './familyGroups.ts';

const l = (id: string, externalId: string | null, parentAsin?: string) => ({
  id,
  externalId,
  item: { family: parentAsin ? { parentAsin, title: `Family ${parentAsin}` } : null },
});

describe('listings of a family sharing one channel listing', () => {
  it('gathers them where the first one stands; a lone child, a SEPARATE child and items sold alone stay rows of their own', () => {
    const rows = [l('a', '1'), l('b1', '9', 'P'), l('c', '2', 'Q'), l('b2', '9', 'P'), l('d', null, 'P'), l('e', '3', 'P')];
    expect(groupFamilies(rows)).toEqual([
      { kind: 'one', listing: rows[0] },
      { kind: 'family', key: 'P|9', title: 'Family P', listings: [rows[1], rows[3]] },
      { kind: 'one', listing: rows[2] },
      { kind: 'one', listing: rows[4] },
      { kind: 'one', listing: rows[5] },
    ]);
  });
});
